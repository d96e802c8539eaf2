import type { AdminPostFilter } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';
import { Button } from '@/components/ui/button';
import { type MessageId, useT } from '@/lib/i18n';

const FILTERS: Array<[AdminPostFilter | undefined, MessageId]> = [
  [undefined, ADMIN_TEXT.posts.filters.all],
  ['reported', ADMIN_TEXT.posts.filters.reported],
  ['hidden', ADMIN_TEXT.posts.filters.hidden],
];

/** All posts, only reported ones, or only hidden ones. */
export function PostFilters({
  value,
  onChange,
}: {
  value: AdminPostFilter | undefined;
  onChange: (filter: AdminPostFilter | undefined) => void;
}) {
  const say = useT();
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{say('admin.posts.show')}</legend>
      {FILTERS.map(([filter, label]) => (
        <Button
          key={label}
          type="button"
          size="sm"
          variant={value === filter ? 'primary' : 'outline'}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {say(label)}
        </Button>
      ))}
    </fieldset>
  );
}
