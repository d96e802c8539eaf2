import { type CheckoutKind, DEFAULT_PLAN, monthlyEquivalentLabel, PLANS, type Plan } from '@contract/plans';
import { Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/session/auth-context';
import { PlanComparison } from './plan-comparison';
import { PlanReview } from './plan-review';
import { PlanSelector } from './plan-selector';
import { PremiumFeatureList } from './premium-feature-list';
import { PurchaseProgress } from './purchase-progress';
import { useSubscribe } from './use-subscription';

/**
 * For members without a running subscription: compare and choose a plan, 'Continue to Payment',
 * then review it (price, renewal, cancel anytime, how it is paid) and confirm. `checkout` is how a
 * new subscription is paid here (the demo provider or Stripe), unknown if it could not be read.
 */
export function PlanCheckout({ checkout }: { checkout: CheckoutKind | undefined }) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [plan, setPlan] = useState<Plan>(DEFAULT_PLAN);
  const [step, setStep] = useState<'choose' | 'review'>('choose');
  const subscribe = useSubscribe();
  const chosen = PLANS[plan];
  const continueButton = useRef<HTMLButtonElement>(null);
  const backFromReview = useRef(false);

  useEffect(() => {
    // Back from the review: focus returns to the button that opened it.
    if (step === 'choose' && backFromReview.current) continueButton.current?.focus();
  }, [step]);

  const onContinue = () => {
    // Subscribing while signed out leads to /auth.
    if (!user) {
      navigate('/auth');
      return;
    }
    setStep('review');
  };

  // From the confirm until the next page: a calm card in place of the review, nothing to press.
  if (subscribe.isPending || subscribe.isSuccess) return <PurchaseProgress checkout={checkout} />;

  if (step === 'review') {
    return (
      <PlanReview
        plan={plan}
        checkout={checkout}
        onBack={() => {
          backFromReview.current = true;
          setStep('choose');
        }}
        onConfirm={() => subscribe.mutate(plan)}
      />
    );
  }

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
        className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-cream/95 px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur lg:left-60"
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
          <Button ref={continueButton} size="lg" className="w-full" onClick={onContinue}>
            <Lock aria-hidden /> Continue to Payment
          </Button>
        </div>
      </div>
    </>
  );
}
