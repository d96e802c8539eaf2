// The plans, their prices and the membership's words: free of schemas, so the screens that only
// show them do not load zod (contract/membership.ts re-exports them with the schemas).

/** The plan values the server accepts (the product also shows 'month' from older data). */
export const PLAN_IDS = ['monthly', 'annual'] as const;
export type Plan = (typeof PLAN_IDS)[number];

/**
 * How a new subscription is paid, so the review step can say so before the member confirms: 'demo'
 * is the embedded provider (Premium at once, no card, nothing charged), 'stripe' is Stripe Checkout.
 */
export const CHECKOUT_KINDS = ['demo', 'stripe'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];

/** The default selected plan. */
export const DEFAULT_PLAN: Plan = 'annual';

interface PlanInfo {
  id: Plan;
  name: string;
  /** Whole cents, so sums and comparisons are exact; show priceLabel. */
  priceCents: number;
  priceLabel: string;
  interval: 'month' | 'year';
  intervalLabel: string;
  savings: string | null;
}

/** The prices: monthly $9.99 a month, annual $89.99 a year ('Save 25%'). */
export const PLANS: Record<Plan, PlanInfo> = {
  monthly: {
    id: 'monthly',
    name: 'Monthly',
    priceCents: 999,
    priceLabel: '$9.99',
    interval: 'month',
    intervalLabel: '/ month',
    savings: null,
  },
  annual: {
    id: 'annual',
    name: 'Annual',
    priceCents: 8999,
    priceLabel: '$89.99',
    interval: 'year',
    intervalLabel: '/ year',
    savings: 'Save 25%',
  },
};

/** The free tier's price in the comparison. */
export const FREE_PRICE_LABEL = '$0';

/** A plan of 'month' or 'monthly' displays as Monthly, anything else as Annual. */
export function planLabel(plan: string | null | undefined): 'Monthly' | 'Annual' {
  return plan === 'month' || plan === 'monthly' ? 'Monthly' : 'Annual';
}

/**
 * What a plan costs a month, as a label: the annual plan's $89.99 a year is '$7.50' a month
 * (rounded to the cent), shown beside its yearly price.
 */
export function monthlyEquivalentLabel(plan: PlanInfo): string {
  const perMonth = plan.interval === 'year' ? Math.round(plan.priceCents / 12) : plan.priceCents;
  return `$${(perMonth / 100).toFixed(2)}`;
}

/**
 * The date one plan period after `from`: a calendar month or year, kept on the same day where the
 * month has it (Jan 31 + 1 month is the last day of February, not March 3).
 */
export function addPlanPeriod(from: Date, plan: string, periods = 1): Date {
  const months = (plan === 'annual' || plan === 'year' ? 12 : 1) * periods;
  const target = new Date(from.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/** The messages the membership screens show, kept once. */
export const MEMBERSHIP_TOASTS = {
  activated: 'Premium Activated!',
  activatedDescription: 'Welcome to Telve Premium. Enjoy every benefit.',
  cancelled: 'Subscription Cancelled',
  cancelledDescription: 'Your subscription will end at the current billing period.',
  reactivated: 'Subscription Reactivated',
  /** The product writes it 'Error: Failed to process…': the toast's title, then its description. */
  createFailedTitle: 'Error',
  createFailed: 'Failed to process subscription. Please try again.',
  cancelFailed: 'Failed to cancel subscription. Please try again.',
  reactivateFailed: 'Failed to reactivate subscription. Please try again.',
  demoFailed: 'Failed to activate premium membership',
} as const;
