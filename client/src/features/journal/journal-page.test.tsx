// @vitest-environment jsdom
import { ROUTES } from '@contract/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp, speak } from '@/test/render';
import JournalPage from './journal-page';
import { SavedAffirmationEntry } from './saved-entries';

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

const MOODS = {
  since: '2026-10-28T00:00:00.000Z',
  counts: [
    { mood: 'Calm', count: 2 },
    { mood: 'Grateful', count: 1 },
  ],
  picks: [],
};

describe('the journal in Turkish', () => {
  it("gives a free member her moods and Premium's offer in Turkish", async () => {
    stubApi(() => json(200, MOODS));
    await speak('tr');
    renderApp(<JournalPage />, { user: member({ isPremium: false }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Kahve Günlüğü' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toBeTruthy();
    const moods = screen.getByRole('region', { name: 'Ruh hâllerin' });
    expect(within(moods).getByText('Son 30 gün')).toBeTruthy();
    expect(
      await within(moods).findByText('Son 30 günde 3 kez ruh hâli seçtin; en sık seçtiğin: Sakin (iki kez).'),
    ).toBeTruthy();
    expect(within(moods).getByRole('columnheader', { name: 'Seçilme sayısı' })).toBeTruthy();
    expect(within(moods).getByRole('rowheader', { name: 'Minnettar' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Premium Özellik' })).toBeTruthy();
    expect(screen.getByText("Kahve Günlüğün, Telve Premium'a dahil.")).toBeTruthy();
    expect(screen.getByText('Falları, burç yorumlarını ve olumlamaları kaydet')).toBeTruthy();
  });

  it("shows a premium member's tabs, entries, dates and a reading in Turkish", async () => {
    const reading = {
      id: 7,
      reading: 'Fincanın kenarındaki kuş haber getiriyor.',
      symbols: [{ name: 'kuş' }],
      createdAt: '2025-04-12T12:00:00.000Z',
      intention: '',
      category: null,
      savedId: 12,
      questions: [],
    };
    stubApi(({ path }) => {
      if (path.startsWith(ROUTES.moodHistory.path)) return json(200, { ...MOODS, counts: [], picks: [] });
      if (path.startsWith(ROUTES.listSavedReadings.path)) {
        const saved = { id: 12, type: 'coffee', readingId: 7, content: reading.reading, intention: '' };
        const times = { readingCreatedAt: reading.createdAt, savedAt: '2025-04-12T12:05:00.000Z' };
        return json(200, { items: [{ ...saved, ...times }], nextCursor: null });
      }
      if (path.startsWith('/api/journal/history/7')) return json(200, reading);
      if (path.startsWith(ROUTES.readingHistory.path)) return json(200, { items: [], nextCursor: null });
      if (path.startsWith(ROUTES.savedState.path))
        return json(200, { reading: null, horoscope: null, affirmation: null });
      if (path.startsWith(ROUTES.listSavedHoroscopes.path)) {
        const horoscope = { id: 3, sign: 'Aries', date: '2027-03-04', content: 'Bugün cesur ol.' };
        return json(200, { items: [{ ...horoscope, savedAt: '2027-03-04T12:00:00.000Z' }], nextCursor: null });
      }
      return json(200, { items: [], nextCursor: null });
    });
    await speak('tr');
    renderApp(<JournalPage />);

    expect(screen.getByRole('link', { name: 'Dışa Aktar' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Günlüğünde ara' })).toBeTruthy();
    expect(await screen.findByText('Son 30 günde hiç ruh hâli seçmedin.')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Fallar',
      'Burç Yorumları',
      'Olumlamalar',
    ]);
    const saved = await screen.findByRole('list', { name: 'Kaydettiğin fallar' });
    expect(within(saved).getByRole('heading', { name: 'Kahve falı' })).toBeTruthy();
    expect(within(saved).getByText('12 Nisan 2025 tarihinde kaydedildi')).toBeTruthy();
    expect(within(saved).getByRole('button', { name: 'Kaldır' })).toBeTruthy();

    await userEvent.click(within(saved).getByRole('button', { name: 'Falı aç' }));
    const dialog = await screen.findByRole('dialog', { name: 'Falın' });
    expect(await within(dialog).findByText('12 Nisan 2025 tarihinde bakıldı')).toBeTruthy();
    expect(within(dialog).getByText('Fincandaki semboller:', { exact: false }).textContent).toBe(
      'Fincandaki semboller: kuş',
    );
    expect(within(dialog).getByRole('heading', { name: 'Sorduğun sorular' })).toBeTruthy();
    expect(within(dialog).getByText('Bu fal hakkında hiç soru sormadın.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Falı Kaydet' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('tab', { name: 'Burç Yorumları' }));
    const horoscopes = await screen.findByRole('list', { name: 'Kaydettiğin burç yorumları' });
    expect(within(horoscopes).getByRole('heading', { name: 'Koç · 4 Mart 2027' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Olumlamalar' }));
    expect(await screen.findByRole('heading', { name: 'Henüz kaydettiğin bir olumlama yok' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toBeTruthy();
  });
});

describe('a saved affirmation', () => {
  it('is titled by its mood, in small letters, in English and in Turkish', async () => {
    const entry = {
      id: 4,
      mood: 'Confident',
      content: 'I trust myself.',
      savedAt: '2027-03-04T12:00:00.000Z',
    } as const;
    renderApp(<SavedAffirmationEntry entry={entry} />);
    expect(screen.getByRole('heading', { name: 'For a confident mood' })).toBeTruthy();
    expect(screen.getByText('Saved on March 4, 2027')).toBeTruthy();
    resetApp();
    await speak('tr');
    renderApp(<SavedAffirmationEntry entry={{ ...entry, mood: 'Calm' }} />);
    expect(screen.getByRole('heading', { name: 'O günkü ruh hâlin: sakin' })).toBeTruthy();
    expect(screen.getByText('4 Mart 2027 tarihinde kaydedildi')).toBeTruthy();
  });
});
