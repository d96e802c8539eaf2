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

/**
 * The member's language as her browser writes it (en-GB's day before month) when the browser speaks
 * it, else as the language writes it (Turkish on an English browser).
 */
function localeFor(language: Language): string {
  const browser = globalThis.navigator?.language;
  return browser?.split('-')[0]?.toLowerCase() === language ? browser : language;
}

/** A calm, readable date ('March 3, 2027'; '3 Mart 2027' in Turkish), or a dash when there is none. */
export function formatDay(value: string | Date | null | undefined, language: Language): string {
  if (!value) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(localeFor(language), { year: 'numeric', month: 'long', day: 'numeric' });
}
