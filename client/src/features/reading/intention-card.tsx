import type { Intention } from '@contract/intentions';
import { useId } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n';
import { CategoryChips } from './category-chips';

const INTENTION_MAX = 200;

/** The intention the cup is read against: free text and an optional area of life. */
export function IntentionCard({
  intention,
  onIntention,
  category,
  onCategory,
  disabled,
}: {
  intention: string;
  onIntention: (value: string) => void;
  category: Intention | undefined;
  onCategory: (value: Intention | undefined) => void;
  disabled?: boolean;
}) {
  const areaId = useId();
  const say = useT();
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-5 sm:pt-6">
        <Field
          label={say('reading.intention.label')}
          description={say('reading.intention.help', { count: intention.length, max: INTENTION_MAX })}
        >
          <Input
            value={intention}
            maxLength={INTENTION_MAX}
            placeholder={say('reading.intention.placeholder')}
            disabled={disabled}
            onChange={(event) => onIntention(event.target.value)}
          />
        </Field>
        <div className="flex flex-col gap-2">
          <span id={areaId} className="text-sm font-medium">
            {say('reading.intention.area')}
          </span>
          <CategoryChips value={category} onChange={onCategory} disabled={disabled} labelledBy={areaId} />
        </div>
      </CardContent>
    </Card>
  );
}
