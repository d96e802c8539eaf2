// @vitest-environment jsdom
import { addPlanPeriod } from '@contract/plans';
import { ROUTES } from '@contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@/lib/format';
import { type ApiCall, json, stubApi } from '@/test/api-stub';
import { member, renderApp, renderAppHook, resetApp, speak } from '@/test/render';
import { expectCelebration, usePremiumCelebration } from './premium-celebration';
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

describe('Premium in Turkish', () => {
  /** A day as Turkish writes it ('27 Ocak 2027'). */
  const trDay = (date: Date | string) =>
    new Date(date).toLocaleDateString('tr', { year: 'numeric', month: 'long', day: 'numeric' });
  const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

  it('offers the plans, compares them, reviews the one chosen and starts the demo, in Turkish', async () => {
    await speak('tr');
    membershipServer('demo');
    const { history } = renderApp(<PremiumPage />, { user: free, path: '/premium' });
    expect(screen.getByRole('heading', { name: 'Premium Üyelik', level: 1 })).toBeTruthy();
    expect(screen.getByText('Telve Premium ile daha derine in')).toBeTruthy();
    const plans = await screen.findByRole('group', { name: 'Planını seç' });
    const annual = within(plans)
      .getByRole('radio', { name: /Yıllık/ })
      .closest('label');
    expect(annual?.textContent).toContain('%25 tasarruf');
    expect(annual?.textContent).toContain('$89,99');
    expect(annual?.textContent).toContain('Yılda bir kez ödenir');
    expect(annual?.textContent).toContain('ayda $7,50');
    const table = screen.getByRole('region', { name: 'Ücretsiz ve Premium' });
    expect(within(table).getByRole('rowheader', { name: 'Falcıya sorular' })).toBeTruthy();
    expect(within(table).getAllByText('Sınırsız').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: "Premium'la açılan her şey" })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Günlük ve fal geçmişi' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Ödemeye Geç' }));
    const review = screen.getByRole('region', { name: 'Planını gözden geçir' });
    expect(value('Plan')).toBe('Telve Premium, Yıllık');
    expect(value('Fiyat')).toBe('yılda $89,99ayda $7,50');
    expect(value('Yenilenme tarihi')).toBe(trDay(addPlanPeriod(new Date(), 'annual')));
    expect(review.textContent).toContain('bu bir demo ödeme: kart bilgisi istenmez, hiçbir ücret alınmaz');
    expect(screen.getByRole('button', { name: 'Planı değiştir' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "Premium'u Başlat (demo)" }));
    await waitFor(() => expect(history.at(-1)).toBe('/premium-success'));
  });

  it("says on the way to Stripe's checkout that its secure page is opening", async () => {
    await speak('tr');
    membershipServer('stripe');
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    renderApp(<PremiumPage />, { user: free, path: '/premium' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ödemeye Geç' }));
    expect(screen.getByRole('region', { name: 'Planını gözden geçir' }).textContent).toContain(
      "Ödemeyi Stripe'ın güvenli sayfasında yaparsın",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Güvenli ödemeye geç' }));
    expect(await screen.findByRole('heading', { name: 'Güvenli ödeme sayfası açılıyor' })).toBeTruthy();
  });

  it('shows a member her subscription and cancels it, with the toast and the day Premium ends in Turkish', async () => {
    await speak('tr');
    const calls = stubApi(({ method, path }) => {
      if (method === 'GET' && path === ROUTES.subscription.path) return json(200, { ...ACTIVE, checkout: 'demo' });
      if (method === 'POST' && path === ROUTES.cancelSubscription.path) {
        return json(200, { ...ACTIVE, subscription: { ...ACTIVE.subscription, cancelAtPeriodEnd: true } });
      }
      return json(200, member());
    });
    renderApp(<PremiumPage />, { path: '/premium' });
    expect(await screen.findByRole('heading', { name: 'Aboneliğin' })).toBeTruthy();
    expect(screen.getByText('Premium olduğun için teşekkürler')).toBeTruthy();
    expect(value('Plan')).toBe('Aylık');
    expect(value('Durum')).toBe('Etkin');
    expect(value('Sonraki ödeme tarihi')).toBe(trDay(ACTIVE.subscription.currentPeriodEnd));
    expect(value('Sonraki ödeme tarihi')).toMatch(/Ocak 2027$/);
    expect(screen.getByRole('heading', { name: 'Premium ayrıcalıkların' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Aboneliği İptal Et' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Aboneliğini iptal etmek istiyor musun?' });
    expect(dialog.textContent).toContain(`${trDay(ACTIVE.subscription.currentPeriodEnd)} tarihine kadar`);
    expect(within(dialog).getByRole('button', { name: "Premium'da Kal" })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aboneliği İptal Et' }));
    expect(await screen.findByText('Abonelik iptal edildi')).toBeTruthy();
    expect(screen.getByText('Aboneliğin, içinde bulunduğun ödeme döneminin sonunda bitecek.')).toBeTruthy();
    await screen.findByRole('button', { name: 'Aboneliği Yeniden Etkinleştir' });
    expect(value('Premium bitiş tarihi')).toBe(trDay(ACTIVE.subscription.currentPeriodEnd));
    expect(screen.getByText('Yenilenmeyecek')).toBeTruthy();
    expect(calls.some((call) => call.path === ROUTES.cancelSubscription.path)).toBe(true);
  });

  it('celebrates on the activated page in Turkish, with her name', async () => {
    await speak('tr');
    expectCelebration();
    stubApi(({ path }) =>
      path === ROUTES.user.path ? json(200, member()) : json(200, { ...ACTIVE, checkout: 'demo' }),
    );
    renderApp(<PremiumSuccessPage />, { path: '/premium-success' });
    await screen.findByRole('heading', { name: 'Premium Üyeliğin Başladı', level: 1 });
    expect(screen.getByText("Telve Premium'a hoş geldin, Ayla. Yolculuğunda yeni bir kapı açıldı.")).toBeTruthy();
    expect(await screen.findByText('Premium üyeliğin başladı!')).toBeTruthy();
    expect(screen.getByText("Telve Premium'a hoş geldin. Her ayrıcalığın tadını çıkar.")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Açılan ayrıcalıklar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Geç' }).getAttribute('href')).toBe('/dashboard');
  });

  it("celebrates on the dashboard in Turkish, the membership's words asked for with the toast", async () => {
    await speak('tr');
    expectCelebration();
    window.history.replaceState(null, '', '/dashboard?premium=true');
    try {
      renderAppHook(() => usePremiumCelebration(true), { path: '/dashboard' });
      expect(await screen.findByText('Premium üyeliğin başladı!')).toBeTruthy();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('says in Turkish when Premium could not be activated', async () => {
    await speak('tr');
    stubApi(() => json(500, { message: 'Internal error' }));
    renderApp(<PremiumSuccessPage />, { path: '/premium-success' });
    expect(await screen.findByRole('heading', { name: 'Premium henüz etkin değil', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Premium üyeliğin etkinleştirilemedi')).toBeTruthy();
    expect(screen.getByText('Hata')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Premium'a Dön" }).getAttribute('href')).toBe('/premium');
  });
});
