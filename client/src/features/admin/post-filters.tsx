import type { AdminPostFilter } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';
import { Button } from '@/components/ui/button';

const FILTERS: Array<[AdminPostFilter | undefined, string]> = [
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
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Show</legend>
      {FILTERS.map(([filter, label]) => (
        <Button
          key={label}
          type="button"
          size="sm"
          variant={value === filter ? 'primary' : 'outline'}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {label}
        </Button>
      ))}
    </fieldset>
  );
}
