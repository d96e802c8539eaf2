import type { AuditEntry } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';
import { Button } from '@/components/ui/button';
import { localeFor } from '@/lib/format';
import { type MessageId, T, useT } from '@/lib/i18n';
import { ListLoading } from './data-table';
import { useAdminAudit } from './use-admin-audit';

/** Each action's sentence: who (<0/>) did it to which object ({object} #{id}). */
const ACTION_SENTENCES: Record<AuditEntry['action'], MessageId> = {
  create: 'admin.activity.create',
  update: 'admin.activity.update',
  delete: 'admin.activity.delete',
  hide: 'admin.activity.hide',
  unhide: 'admin.activity.unhide',
  'dismiss-reports': 'admin.activity.dismiss-reports',
};

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

/** Who acted: the name and email they acted under, kept when their account is deleted. */
function Actor({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="font-semibold">{entry.actorName ?? entry.actorEmail}</span>
      {entry.actorName && <span className="text-muted-foreground"> ({entry.actorEmail})</span>}
      {entry.actorId === null && (
        <span className="text-muted-foreground">
          {' '}
          <T id={ADMIN_TEXT.activity.accountDeleted} />
        </span>
      )}
    </>
  );
}

/** The fields whose values differ between before and after (all of them for a create or delete). */
function changedFields(entry: AuditEntry): Array<[string, unknown, unknown]> {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...keys]
    .map((key): [string, unknown, unknown] => [key, entry.before?.[key], entry.after?.[key]])
    .filter(([, before, after]) => JSON.stringify(before) !== JSON.stringify(after));
}

/** Every administrator change, newest first: who did what to which object, when, and what changed. */
export function ActivityTab() {
  const { entries, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminAudit();
  const say = useT();
  return (
    <section aria-label={say(ADMIN_TEXT.tabs.activity)} className="flex flex-col gap-3">
      {isLoading && <ListLoading />}
      {!isLoading && entries.length === 0 && (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted-foreground">
          {say(ADMIN_TEXT.activity.empty)}
        </p>
      )}
      {entries.length > 0 && (
        <ol className="flex flex-col gap-2">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-2xl border border-border bg-card p-4 text-sm shadow-soft">
              <p>
                <T
                  id={ACTION_SENTENCES[entry.action]}
                  values={{ object: entry.objectType, id: entry.objectId }}
                  components={{ 0: <Actor entry={entry} /> }}
                />
              </p>
              <p className="text-muted-foreground">
                <time dateTime={entry.createdAt}>{new Date(entry.createdAt).toLocaleString(localeFor())}</time>
              </p>
              <details className="mt-2">
                <summary className="cursor-pointer text-primary dark:text-gold">
                  {say('admin.activity.changes')}
                </summary>
                <dl className="mt-2 grid gap-1">
                  {changedFields(entry).map(([field, before, after]) => (
                    <div key={field} className="grid gap-0.5">
                      <dt className="font-medium">{field}</dt>
                      <dd className="break-all text-muted-foreground">
                        {show(before)} → {show(after)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </details>
            </li>
          ))}
        </ol>
      )}
      {hasNextPage && (
        <Button variant="outline" className="self-center" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
          {say(ADMIN_TEXT.activity.loadMore)}
        </Button>
      )}
    </section>
  );
}
