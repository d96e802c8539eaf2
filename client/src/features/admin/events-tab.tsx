import type { AdminEvent } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';
import { T, useT } from '@/lib/i18n';
import { AdminListTab } from './admin-list-tab';
import type { Column } from './data-table';
import { formatDay } from './date-picker';
import { EventForm } from './event-form';
import { circleLabel } from './labels';
import { useAdminCircles } from './use-admin-circles';
import { useAdminEvents, useEventMutations } from './use-admin-events';

const text = ADMIN_TEXT.events;
const [CIRCLE, TITLE, DATE_TIME, LOCATION] = text.columns;

const COLUMNS: Column<AdminEvent>[] = [
  { header: CIRCLE, cell: circleLabel },
  { header: TITLE, cell: (e) => <span className="font-medium">{e.title}</span> },
  {
    header: DATE_TIME,
    cell: (e) => <T id="admin.events.dateAtTime" values={{ date: formatDay(e.date), time: e.time }} />,
    className: 'whitespace-nowrap',
  },
  { header: LOCATION, cell: (e) => <span className="break-all">{e.location}</span>, className: 'max-w-xs' },
];

/** Events: the table, Create Event, and the edit and delete dialogs. */
export function EventsTab() {
  const { data: events = [], isLoading } = useAdminEvents();
  const { data: circles = [] } = useAdminCircles();
  const { remove } = useEventMutations();
  const say = useT();
  return (
    <AdminListTab
      label={ADMIN_TEXT.tabs.events}
      createLabel={text.create}
      caption="admin.events.caption"
      columns={COLUMNS}
      rows={events}
      isLoading={isLoading}
      empty={text.empty}
      nameOf={(e) => e.title}
      confirmText={(e) => say('admin.confirm.event', { title: e.title })}
      remove={remove}
      form={(event, done) => <EventForm event={event} circles={circles} onDone={done} />}
    />
  );
}
