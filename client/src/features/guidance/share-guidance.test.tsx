// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { downloadingBrowser, forgetDownloadingBrowser } from '@/test/downloading-browser';
import { member, renderApp, resetApp } from '@/test/render';
import { AffirmationSection } from './affirmation-card';
import { HoroscopeSection } from './horoscope-card';

const horoscope = {
  sign: 'Leo',
  date: '2026-11-28',
  headline: 'A generous light on what you start.',
  text: 'The day favours the first step.',
  sky: { moonPhase: 'waxing gibbous', moonSign: 'Taurus', sunSign: 'Sagittarius', retrograde: [] },
};
const nothingSaved = { reading: null, horoscope: null, affirmation: null };
/** The server: the card as a PNG, nothing saved in the journal, else `answer`. */
const server =
  (answer: unknown) =>
  ({ path }: { path: string }) =>
    path.startsWith('/api/share-cards/')
      ? png()
      : path === '/api/journal/saved-state'
        ? json(200, nothingSaved)
        : json(200, answer);
const png = () => new Response(new Uint8Array([0x89, 0x50]), { status: 200, headers: { 'Content-Type': 'image/png' } });

afterEach(() => {
  resetApp();
  forgetDownloadingBrowser();
});

describe("the dashboard's cards shared as pictures", () => {
  it("draws today's horoscope for her sign and day, and copies the dashboard's link beside it", async () => {
    const calls = stubApi(server(horoscope));
    const user = userEvent.setup();
    const writeText = downloadingBrowser();
    renderApp(<HoroscopeSection user={member({ dateOfBirth: '1990-08-03' })} isPremium={false} />);
    const share = await screen.findByRole('button', { name: "Share today's horoscope" });
    await waitFor(() => expect(share).toHaveProperty('disabled', false));
    await user.click(share);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/dashboard`));
    expect(calls.map((call) => call.path)).toContain('/api/share-cards/horoscope?sign=Leo&date=2026-11-28');
    expect(await screen.findByText('Card downloaded')).toBeTruthy();
  });

  it('draws the affirmation she sees, sent as its words', async () => {
    const affirmation = { mood: 'Calm', text: 'I let the day come to me.' };
    const calls = stubApi(server(affirmation));
    const user = userEvent.setup();
    downloadingBrowser();
    renderApp(<AffirmationSection mood="Calm" />);
    const share = await screen.findByRole('button', { name: 'Share this affirmation' });
    await waitFor(() => expect(share).toHaveProperty('disabled', false));
    await user.click(share);
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/api/share-cards/affirmation',
        body: { text: 'I let the day come to me.' },
      }),
    );
  });
});
