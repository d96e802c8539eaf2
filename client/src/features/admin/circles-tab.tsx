import type { AdminCircle } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { T, useT } from '@/lib/i18n';
import { AdminListTab } from './admin-list-tab';
import { CircleForm } from './circle-form';
import type { Column } from './data-table';
import { useAdminCircles, useCircleMutations } from './use-admin-circles';

const text = ADMIN_TEXT.circles;
const [NAME, DESCRIPTION, STATUS, CREATED] = text.columns;

const COLUMNS: Column<AdminCircle>[] = [
  { header: NAME, cell: (c) => <span className="font-medium">{c.name}</span> },
  { header: DESCRIPTION, cell: (c) => <span className="line-clamp-2">{c.description}</span>, className: 'max-w-sm' },
  {
    header: STATUS,
    cell: (c) => (
      <Badge variant={c.active ? 'success' : 'secondary'}>
        <T id={c.active ? text.active : text.inactive} />
      </Badge>
    ),
  },
  { header: CREATED, cell: (c) => formatDate(c.createdAt), className: 'whitespace-nowrap' },
];

/** Circles: the table, Create Circle, and the edit and delete dialogs. */
export function CirclesTab() {
  const { data: circles = [], isLoading } = useAdminCircles();
  const { remove } = useCircleMutations();
  const say = useT();
  return (
    <AdminListTab
      label={ADMIN_TEXT.tabs.circles}
      createLabel={text.create}
      caption="admin.circles.caption"
      columns={COLUMNS}
      rows={circles}
      isLoading={isLoading}
      empty={text.empty}
      nameOf={(c) => c.name}
      confirmText={(c) => say('admin.confirm.circle', { name: c.name })}
      remove={remove}
      form={(circle, done) => <CircleForm circle={circle} onDone={done} />}
    />
  );
}
