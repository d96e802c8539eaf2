import type { Intention } from '@contract/intentions';
import { useId } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
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
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-5 sm:pt-6">
        <Field
          label="Your intention"
          description={`${intention.length}/${INTENTION_MAX} · What would you like the cup to speak to?`}
        >
          <Input
            value={intention}
            maxLength={INTENTION_MAX}
            placeholder="e.g. Where is my path leading?"
            disabled={disabled}
            onChange={(event) => onIntention(event.target.value)}
          />
        </Field>
        <div className="flex flex-col gap-2">
          <span id={areaId} className="text-sm font-medium">
            Area of life
          </span>
          <CategoryChips value={category} onChange={onCategory} disabled={disabled} labelledBy={areaId} />
        </div>
      </CardContent>
    </Card>
  );
}
