// @vitest-environment jsdom
import { addPlanPeriod } from '@contract/plans';
import { ROUTES } from '@contract/routes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format';
import { type ApiCall, json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp } from '@/test/render';
import { expectCelebration } from './premium-celebration';
import PremiumPage from './premium-page';
import PremiumSuccessPage from './premium-success-page';

afterEach(() => {
  resetApp();
  sessionStorage.clear();
});

const ACTIVE = {
  status: 'active',
  subscription: {
    id: 'demo_1',
    plan: 'monthly',
    status: 'active',
    currentPeriodEnd: '2027-01-27T10:00:00.000Z',
    cancelAtPeriodEnd: false,
  },
};

const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_1';

/** The membership endpoints: no subscription until one is created, paid through `checkout`. */
function membershipServer(checkout: 'demo' | 'stripe') {
  let current: typeof ACTIVE | { status: 'none'; subscription: null } = { status: 'none', subscription: null };
  return stubApi(({ method, path }: ApiCall) => {
    if (method === 'GET' && path === ROUTES.subscription.path) return json(200, { ...current, checkout });
    if (method === 'POST' && path === ROUTES.createSubscription.path) {
      // Stripe answers the Checkout page and stores nothing until it is paid.
      if (checkout === 'stripe') return json(200, { status: 'none', subscription: null, checkoutUrl: CHECKOUT_URL });
      current = ACTIVE;
      return json(200, ACTIVE);
    }
    if (method === 'GET' && path === ROUTES.user.path) return json(200, member({ isPremium: true }));
    return json(404, { message: 'not found' });
  });
}

const free = member({ isPremium: false });
const created = (calls: ApiCall[]) => calls.filter((call) => call.path === ROUTES.createSubscription.path);

describe('Premium: the review step before paying', () => {
  it("'Continue to Payment' opens a review of plan, price, renewal date and cancelling, and buys nothing yet", async () => {
    const calls = membershipServer('demo');
    renderApp(<PremiumPage />, { user: free, path: '/premium' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));

    const review = screen.getByRole('region', { name: 'Review your plan' });
    expect(screen.getByRole('heading', { name: 'Review your plan' })).toBe(document.activeElement);
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Plan')).toBe('Telve Premium, Annual');
    expect(value('Price')).toBe('$89.99 per year$7.50 a month');
    expect(value('Renews on')).toBe(formatDate(addPlanPeriod(new Date(), 'annual')));
    expect(value('Cancel')).toBe('Anytime; Premium stays until the end of the period you paid for.');
    expect(review.textContent).toContain('Demo');
    expect(review.textContent).toContain('this is a demo payment: no card is asked for and nothing is charged');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(created(calls)).toEqual([]);
  });

  it('Change plan goes back with the choice kept; the review follows the plan chosen', async () => {
    membershipServer('demo');
    renderApp(<PremiumPage />, { user: free, path: '/premium' });
    await userEvent.click(await screen.findByRole('radio', { name: /Monthly/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByText('Price', { selector: 'dt' }).nextElementSibling?.textContent).toBe('$9.99 per month');
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    expect((screen.getByRole('radio', { name: /Monthly/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBe(document.activeElement);
  });

  it('confirming the demo subscribes to the plan chosen and lands on /premium-success', async () => {
    const calls = membershipServer('demo');
    const { history } = renderApp(<PremiumPage />, { user: free, path: '/premium' });
    await userEvent.click(await screen.findByRole('radio', { name: /Monthly/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start Premium (demo)' }));
    await waitFor(() => expect(history.at(-1)).toBe('/premium-success'));
    expect(created(calls).map((call) => call.body)).toEqual([{ plan: 'monthly' }]);
    // The toast waits for the activated page.
    expect(screen.queryByText('Premium Activated!')).toBeNull();
  });

  it('with Stripe the review names Stripe, not a demo, and confirming goes to its Checkout page', async () => {
    const calls = membershipServer('stripe');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { history } = renderApp(<PremiumPage />, { user: free, path: '/premium' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    const review = screen.getByRole('region', { name: 'Review your plan' });
    expect(review.textContent).toContain("You pay on Stripe's secure page");
    expect(review.textContent).not.toContain('Demo');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to secure checkout' }));
    await screen.findByText('Opening secure checkout');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(created(calls).map((call) => call.body)).toEqual([{ plan: 'annual' }]);
    // Stripe sends the member back to /premium-success, which celebrates once.
    expect(history.at(-1)).toBe('/premium');
    expect(sessionStorage.getItem('telve-premium-celebration')).toMatch(/^\d+$/);
  });
});

describe('the premium activated page', () => {
  it("says 'Premium Activated!' once after confirming, and not again when the page is opened again", async () => {
    // The member confirmed her plan in this tab; Premium is on.
    expectCelebration();
    stubApi(({ path }) =>
      path === ROUTES.user.path ? json(200, member()) : json(200, { ...ACTIVE, checkout: 'demo' }),
    );
    const first = renderApp(<PremiumSuccessPage />, { path: '/premium-success' });
    await screen.findByRole('heading', { name: 'Premium Activated', level: 1 });
    await waitFor(() => expect(screen.getAllByText('Premium Activated!')).toHaveLength(1));
    first.unmount();
    resetApp();

    // A reload: the same page, no second toast.
    stubApi(({ path }) =>
      path === ROUTES.user.path ? json(200, member()) : json(200, { ...ACTIVE, checkout: 'demo' }),
    );
    renderApp(<PremiumSuccessPage />, { path: '/premium-success' });
    await screen.findByRole('heading', { name: 'Premium Activated', level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Premium Activated!')).toBeNull();
  });
});
