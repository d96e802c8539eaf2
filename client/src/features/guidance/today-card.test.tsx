// @vitest-environment jsdom
import type { Horoscope } from '@contract/guidance';
import { ROUTES } from '@contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ClockProvider } from '@/lib/clock';
import { json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp, speak } from '@/test/render';
import { TodayCard } from './today-card';

afterEach(resetApp);

const horoscope: Horoscope = {
  headline: 'Hold your ground kindly under the growing Moon in Taurus.',
  text: 'With the Moon swelling toward full in steady Taurus, patience pays. Love asks for one honest word.',
  sign: 'Aries',
  date: '2026-11-27',
  sky: { moonPhase: 'waxing gibbous', moonSign: 'Taurus', sunSign: 'Sagittarius', retrograde: [] },
};
const insights = { aspects: ['Venus in Leo warms your chart.'], moonSign: 'The Moon is bright.', guidance: 'Rest.' };

function guidanceServer(premium: boolean) {
  return stubApi(({ path }) => {
    if (path === ROUTES.horoscope.path) return json(200, premium ? { ...horoscope, insights } : horoscope);
    if (path === ROUTES.affirmation.path)
      return json(200, { text: 'My breath is slow, and my mind follows.', mood: 'Calm' });
    return json(200, { reading: null, horoscope: null, affirmation: null });
  });
}

function renderToday(premium: boolean) {
  const user = member({ isPremium: premium, dateOfBirth: '1990-04-12' });
  return renderApp(
    <ClockProvider clock={{ today: '2026-11-27', hour: 9, dayLabel: 'Friday, November 27' }}>
      <TodayCard user={user} isPremium={premium} mood="Calm" />
    </ClockProvider>,
    { user },
  );
}

describe("the dashboard's day card", () => {
  it("leads with the server's headline and the affirmation; Read more opens the full horoscope", async () => {
    guidanceServer(false);
    const user = userEvent.setup();
    renderToday(false);

    const sky = screen.getByRole('region', { name: 'Daily Horoscope' });
    await within(sky).findByText(horoscope.headline);
    expect(await screen.findByText('My breath is slow, and my mind follows.')).toBeTruthy();
    const full = within(sky).getByText(horoscope.text);
    expect(full.closest('[hidden]')).not.toBeNull();

    const more = within(sky).getByRole('button', { name: 'Read more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(full.closest('[hidden]')).toBeNull();
    const less = within(sky).getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(less.getAttribute('aria-controls') ?? '')?.contains(full)).toBe(true);
    expect(within(sky).queryByRole('heading', { name: 'Detailed insights' })).toBeNull();
  });

  it("keeps a premium member's insights behind Read more too", async () => {
    guidanceServer(true);
    const user = userEvent.setup();
    renderToday(true);

    const sky = screen.getByRole('region', { name: 'Daily Horoscope' });
    await within(sky).findByText(horoscope.headline);
    expect(within(sky).queryByRole('heading', { name: 'Detailed insights' })).toBeNull();
    await user.click(within(sky).getByRole('button', { name: 'Read more' }));
    expect(within(sky).getByRole('heading', { name: 'Detailed insights' })).toBeTruthy();
  });

  it('holds the headline and Read more while the horoscope loads (a skeleton, the button disabled)', async () => {
    stubApi(() => new Promise<Response>(() => {}));
    renderToday(false);
    const sky = screen.getByRole('region', { name: 'Daily Horoscope' });
    expect(sky.getAttribute('aria-busy')).toBe('true');
    expect(within(sky).getByText("Reading today's sky...")).toBeTruthy();
    await waitFor(() =>
      expect(within(sky).getByRole('button', { name: 'Read more' })).toHaveProperty('disabled', true),
    );
  });

  it('speaks Turkish: the sky in Turkish names, Read more and the affirmation for the mood', async () => {
    await speak('tr');
    guidanceServer(false);
    const user = userEvent.setup();
    renderToday(false);
    const sky = screen.getByRole('region', { name: 'Günlük Burç Yorumu' });
    await within(sky).findByText(horoscope.headline);
    expect(within(sky).getByText('Koç · Friday, November 27')).toBeTruthy();
    const chips = within(sky).getByRole('list', { name: 'Bugünün gökyüzü' });
    expect(chips.textContent).toContain('Büyüyen şişkin Ay, Boğa burcunda');
    expect(chips.textContent).toContain('Güneş Yay burcunda');
    await user.click(within(sky).getByRole('button', { name: 'Devamını oku' }));
    expect(within(sky).getByRole('button', { name: 'Daha az göster' })).toBeTruthy();
    const affirmation = screen.getByRole('region', { name: 'Günün Olumlaması' });
    expect(within(affirmation).getByText('Bugünkü ruh hâlin: sakin')).toBeTruthy();
    expect(within(affirmation).getByRole('button', { name: 'Günlüğe Kaydet' })).toBeTruthy();
  });
});
