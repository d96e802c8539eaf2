import { PLAN_IDS, PLANS, type Plan, planLabel } from '@contract/plans';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { type MessageId, T, useCatalog, useT } from '@/lib/i18n';
import { formatPrice, monthlyPrice } from './words';

/** The monthly/annual choice: a native radio group styled as two cards. */
export function PlanSelector({ value, onChange }: { value: Plan; onChange: (plan: Plan) => void }) {
  const say = useT();
  const { language } = useCatalog();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 font-display text-xl font-semibold">
        <T id="membership.choose.title" />
      </legend>
      {PLAN_IDS.map((id) => {
        const plan = PLANS[id];
        const checked = value === id;
        return (
          <label
            key={id}
            className={cn(
              'relative flex min-h-20 cursor-pointer items-center gap-4 rounded-2xl border-2 bg-card p-4 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              checked ? 'border-primary shadow-soft dark:border-accent' : 'border-border hover:bg-muted/60',
            )}
          >
            <input
              type="radio"
              name="plan"
              value={id}
              checked={checked}
              onChange={() => onChange(id)}
              className="peer sr-only"
            />
            <span
              aria-hidden
              className={cn(
                'flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                checked ? 'border-primary bg-primary text-primary-foreground dark:border-accent' : 'border-input',
              )}
            >
              {checked && <Check className="size-3.5" strokeWidth={3} />}
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex items-center gap-2 font-semibold">
                {say(planLabel(id))}
                {plan.savings && <Badge variant="accent">{say(plan.savings as MessageId)}</Badge>}
              </span>
              <span className="text-sm text-muted-foreground">
                <T id={id === 'annual' ? 'membership.choose.billedYearly' : 'membership.choose.billedMonthly'} />
              </span>
            </span>
            <span className="text-right">
              <span className="block font-display text-2xl font-semibold">
                {formatPrice(plan.priceCents, language)}
              </span>
              <span className="block text-xs text-muted-foreground">
                <T id={plan.interval === 'year' ? 'membership.per.year' : 'membership.per.month'} />
              </span>
              {plan.interval === 'year' && (
                <span className="block text-xs font-semibold text-espresso">
                  {say('membership.price.perMonthShort', { price: monthlyPrice(plan, language) })}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
