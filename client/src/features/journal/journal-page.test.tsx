// @vitest-environment jsdom
import { ROUTES } from '@contract/routes';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp } from '@/test/render';
import JournalPage from './journal-page';

afterEach(resetApp);

describe("a free member's journal", () => {
  it('shows her own moods of the last 30 days, and Premium for the rest; asks only for the moods', async () => {
    const calls = stubApi(() =>
      json(200, {
        since: '2026-10-28T00:00:00.000Z',
        counts: [{ mood: 'Calm', count: 2 }],
        picks: [
          { mood: 'Calm', pickedAt: '2026-11-26T08:00:00.000Z' },
          { mood: 'Calm', pickedAt: '2026-11-25T08:00:00.000Z' },
        ],
      }),
    );
    renderApp(<JournalPage />, { user: member({ isPremium: false }) });

    const moods = screen.getByRole('region', { name: 'Your moods' });
    expect(await within(moods).findByText(/most often Calm/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Premium Feature' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('Your moods of the last 30 days')).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([ROUTES.moodHistory.path]);
  });
});
