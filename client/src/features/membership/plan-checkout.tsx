import { DEFAULT_PLAN, monthlyEquivalentLabel, PLANS, type Plan } from '@contract/plans';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/session/auth-context';
import { PlanComparison } from './plan-comparison';
import { PlanSelector } from './plan-selector';
import { PremiumFeatureList } from './premium-feature-list';
import { PurchaseProgress } from './purchase-progress';
import { useSubscribe } from './use-subscription';

/** For members without a running subscription: compare, choose a plan, 'Continue to Payment'. */
export function PlanCheckout() {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [plan, setPlan] = useState<Plan>(DEFAULT_PLAN);
  const subscribe = useSubscribe();
  const chosen = PLANS[plan];

  const onContinue = () => {
    // Subscribing while signed out leads to /auth.
    if (!user) {
      navigate('/auth');
      return;
    }
    subscribe.mutate(plan);
  };

  // From the click until the next page: a calm card in place of the choices, nothing to press.
  if (subscribe.isPending || subscribe.isSuccess) return <PurchaseProgress activated={subscribe.activated} />;

  return (
    <>
      <PlanSelector value={plan} onChange={setPlan} />
      <PlanComparison />
      <PremiumFeatureList title="Everything Premium unlocks" />
      <p className="text-center text-sm text-muted-foreground">
        Cancel anytime; Premium stays until the end of the period you paid for.
      </p>
      <div
        data-bottom-bar
        className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-cream/95 px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur"
      >
        <div className="mx-auto flex max-w-md flex-col gap-2">
          <p className="text-center text-sm" aria-live="polite">
            <span className="font-semibold">{chosen.name}</span>
            <span className="text-muted-foreground">
              {' '}
              · {chosen.priceLabel} per {chosen.interval}
              {chosen.interval === 'year' && ` (${monthlyEquivalentLabel(chosen)}/mo)`}
              {chosen.savings && ` · ${chosen.savings}`}
            </span>
          </p>
          <Button size="lg" className="w-full" loading={subscribe.isPending} onClick={onContinue}>
            <Lock aria-hidden /> Continue to Payment
          </Button>
        </div>
      </div>
    </>
  );
}
