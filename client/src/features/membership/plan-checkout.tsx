import { type CheckoutKind, DEFAULT_PLAN, PLANS, type Plan, planLabel } from '@contract/plans';
import { Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { type MessageId, T, useCatalog, useT } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';
import { PlanComparison } from './plan-comparison';
import { PlanReview } from './plan-review';
import { PlanSelector } from './plan-selector';
import { PremiumFeatureList } from './premium-feature-list';
import { PurchaseProgress } from './purchase-progress';
import { useSubscribe } from './use-subscription';
import { formatPrice, monthlyPrice, PRICE_PER } from './words';

/**
 * For members without a running subscription: compare and choose a plan, 'Continue to Payment',
 * then review it (price, renewal, cancel anytime, how it is paid) and confirm. `checkout` is how a
 * new subscription is paid here (the demo provider or Stripe), unknown if it could not be read.
 */
export function PlanCheckout({ checkout }: { checkout: CheckoutKind | undefined }) {
  const { user } = useAuth();
  const say = useT();
  const { language } = useCatalog();
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
      <PremiumFeatureList title={say('membership.checkout.unlocks')} />
      <p className="text-center text-sm text-muted-foreground">
        <T id="membership.checkout.cancelAnytime" />
      </p>
      <div
        data-bottom-bar
        className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-cream/95 px-4 pt-2 pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur lg:left-60"
      >
        <div className="mx-auto flex max-w-md flex-col gap-2">
          <p className="text-center text-sm" aria-live="polite">
            <span className="font-semibold">{say(planLabel(plan))}</span>
            <span className="text-muted-foreground">
              {' '}
              · {say(PRICE_PER[chosen.interval], { price: formatPrice(chosen.priceCents, language) })}
              {chosen.interval === 'year' &&
                ` (${say('membership.price.perMonthShort', { price: monthlyPrice(chosen, language) })})`}
              {chosen.savings && ` · ${say(chosen.savings as MessageId)}`}
            </span>
          </p>
          <Button ref={continueButton} size="lg" className="w-full" onClick={onContinue}>
            <Lock aria-hidden /> <T id="membership.checkout.continue" />
          </Button>
        </div>
      </div>
    </>
  );
}
