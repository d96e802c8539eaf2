import { MEMBERSHIP_TOASTS } from '@contract/plans';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';

/** Set in this tab just before the full page load that follows subscribing. */
const CELEBRATION_KEY = 'telve-premium-celebration';
/** A celebration older than this was never shown (the load failed); it is not shown later. */
const CELEBRATION_TTL_MS = 5 * 60_000;

/** The 'Premium Activated!' toast. */
export function showPremiumActivated(): void {
  toast({ title: MEMBERSHIP_TOASTS.activated, description: MEMBERSHIP_TOASTS.activatedDescription });
}

/** Before the full page load to /dashboard?premium=true: the celebration goes on there. */
export function celebrateAfterReload(): void {
  try {
    sessionStorage.setItem(CELEBRATION_KEY, String(Date.now()));
  } catch {
    // storage blocked: the toast shown before the load is the celebration
  }
}

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
 * On the dashboard: the 'Premium Activated!' toast again after the page load that follows
 * subscribing, so the celebration is not lost with the page it began on. Only for the
 * ?premium=true load this tab asked for, and only once the server says the member is premium:
 * the flag in the address alone shows nothing.
 */
export function usePremiumCelebration(isPremium: boolean): void {
  useEffect(() => {
    if (!isPremium || new URLSearchParams(window.location.search).get('premium') !== 'true') return;
    if (takeCelebration()) showPremiumActivated();
  }, [isPremium]);
}
