import { MEMBERSHIP_TOASTS } from '@contract/plans';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { loadCatalog } from '@/lib/i18n';

/** Set in this tab as the member confirms a plan: the activated page celebrates once, then clears it. */
const CELEBRATION_KEY = 'telve-premium-celebration';
/**
 * A celebration older than this is not shown: the member never arrived (a Stripe Checkout stays
 * open 35 minutes, so an hour covers paying there and coming back).
 */
const CELEBRATION_TTL_MS = 60 * 60_000;

/** The 'Premium Activated!' toast. */
function showPremiumActivated(): void {
  toast({ title: MEMBERSHIP_TOASTS.activated, description: MEMBERSHIP_TOASTS.activatedDescription });
}

/** As the member confirms her plan (before the demo's answer or the way to Stripe): celebrate on arrival. */
export function expectCelebration(): void {
  try {
    sessionStorage.setItem(CELEBRATION_KEY, String(Date.now()));
  } catch {
    // storage blocked: the activated page's own heading is the celebration
  }
}

/** Whether a celebration is due; taking it clears it, so it is shown once. */
function takeCelebration(): boolean {
  try {
    const at = Number(sessionStorage.getItem(CELEBRATION_KEY));
    sessionStorage.removeItem(CELEBRATION_KEY);
    return at > 0 && Date.now() - at < CELEBRATION_TTL_MS;
  } catch {
    return false;
  }
}

/**
 * On the premium activated page: the 'Premium Activated!' toast, once, when Premium is on and the
 * member confirmed a plan in this tab. Reloading the page, or opening it again, shows none.
 */
export function usePremiumActivatedToast(active: boolean): void {
  useEffect(() => {
    if (active && takeCelebration()) showPremiumActivated();
  }, [active]);
}

/**
 * On the dashboard: the toast after a page load to /dashboard?premium=true that this tab asked for,
 * once the server says the member is premium (the flag in the address alone shows nothing).
 * Subscribing now lands on the activated page, which takes the celebration first. The dashboard
 * does not load this feature's catalog for so rare a toast: it is asked for here, and the toast
 * shown once it is in (in English if it cannot come).
 */
export function usePremiumCelebration(isPremium: boolean): void {
  useEffect(() => {
    if (!isPremium || new URLSearchParams(window.location.search).get('premium') !== 'true') return;
    if (takeCelebration()) void loadCatalog('membership').then(showPremiumActivated, showPremiumActivated);
  }, [isPremium]);
}
