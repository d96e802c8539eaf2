import { planLabel } from '@contract/membership';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { type MessageId, T, useCatalog, useT } from '@/lib/i18n';

const STATUS_LABELS: Record<string, MessageId> = {
  active: 'membership.status.active',
  trialing: 'membership.status.trialing',
  past_due: 'membership.status.past_due',
  unpaid: 'membership.status.unpaid',
  paused: 'membership.status.paused',
  canceled: 'membership.status.canceled',
};

/** A status's words: the catalog's for the known ones, an unknown one as the payment provider writes it. */
function statusOf(status: string, say: (id: MessageId) => string): { label: string; variant: BadgeVariant } {
  const known = Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status] : undefined;
  const label = known ? say(known) : status.replace(/_/g, ' ');
  return { label, variant: status === 'active' || status === 'trialing' ? 'success' : 'outline' };
}

/** Plan, status and next billing date (or the day Premium ends once cancelled), as a definition list. */
export function SubscriptionSummary({
  plan,
  status,
  currentPeriodEnd,
  cancelAtPeriodEnd,
}: {
  plan: string;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}) {
  const say = useT();
  const { language } = useCatalog();
  const shown = statusOf(status, say);
  const notRenewing = cancelAtPeriodEnd && status !== 'canceled';
  const row = 'flex items-center justify-between gap-4 border-b border-border/60 py-3 last:border-b-0';
  return (
    <dl className="text-sm">
      <div className={row}>
        <dt className="text-muted-foreground">
          <T id="membership.summary.plan" />
        </dt>
        <dd className="font-semibold">{say(planLabel(plan))}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted-foreground">
          <T id="membership.summary.status" />
        </dt>
        <dd className="flex flex-wrap justify-end gap-1.5">
          <Badge variant={shown.variant}>{shown.label}</Badge>
          {notRenewing && (
            <Badge variant="secondary">
              <T id="membership.summary.notRenewing" />
            </Badge>
          )}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted-foreground">
          <T id={notRenewing ? 'membership.summary.until' : 'membership.summary.nextBilling'} />
        </dt>
        <dd className="font-semibold">{formatDate(currentPeriodEnd, language)}</dd>
      </div>
    </dl>
  );
}
