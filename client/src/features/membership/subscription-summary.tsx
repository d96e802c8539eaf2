import { planLabel } from '@contract/membership';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment due',
  unpaid: 'Unpaid',
  paused: 'Paused',
  canceled: 'Ended',
};

function statusOf(status: string): { label: string; variant: BadgeVariant } {
  const label = STATUS_LABELS[status] ?? status.replace(/_/g, ' ');
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
  const shown = statusOf(status);
  const notRenewing = cancelAtPeriodEnd && status !== 'canceled';
  const row = 'flex items-center justify-between gap-4 border-b border-border/60 py-3 last:border-b-0';
  return (
    <dl className="text-sm">
      <div className={row}>
        <dt className="text-muted-foreground">Plan</dt>
        <dd className="font-semibold">{planLabel(plan)}</dd>
      </div>
      <div className={row}>
        <dt className="text-muted-foreground">Status</dt>
        <dd className="flex flex-wrap justify-end gap-1.5">
          <Badge variant={shown.variant}>{shown.label}</Badge>
          {notRenewing && <Badge variant="secondary">Not renewing</Badge>}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted-foreground">{notRenewing ? 'Premium until' : 'Next billing date'}</dt>
        <dd className="font-semibold">{formatDate(currentPeriodEnd)}</dd>
      </div>
    </dl>
  );
}
