import type { Language } from '@contract/languages';
import type { PLANS } from '@contract/plans';
import type { MessageId } from '@/lib/i18n';

type PlanInfo = (typeof PLANS)[keyof typeof PLANS];

/**
 * An amount of US dollars as the member's language writes it: '$9.99' ('$9,99' in Turkish), whole
 * dollars without cents ('$0').
 */
export function formatPrice(cents: number, language: Language): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
}

/** What a plan costs a month (the annual plan's $89.99 a year is $7.50), as the contract's monthlyEquivalentLabel counts it. */
export function monthlyPrice(plan: PlanInfo, language: Language): string {
  return formatPrice(plan.interval === 'year' ? Math.round(plan.priceCents / 12) : plan.priceCents, language);
}

/** '$89.99 per year' or '$9.99 per month', in the member's language. */
export const PRICE_PER: Record<PlanInfo['interval'], MessageId> = {
  month: 'membership.price.month',
  year: 'membership.price.year',
};
