// @vitest-environment jsdom
import { ROUTES } from '@contract/routes';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { member, renderAppHook, resetApp, speak } from '@/test/render';
import { useJournalToggle } from './use-journal-toggle';

afterEach(resetApp);

const reading = { kind: 'reading', readingId: 7 } as const;
const savedReading = {
  id: 12,
  type: 'coffee',
  readingId: 7,
  content: 'The bird at the rim brings news.',
  intention: '',
  readingCreatedAt: '2025-04-12T08:00:00.000Z',
  savedAt: '2025-04-12T08:05:00.000Z',
};

describe('useJournalToggle', () => {
  it("starts from the server's saved state", async () => {
    const calls = stubApi(() => json(200, { reading: savedReading, horoscope: null, affirmation: null }));
    const { result } = renderAppHook(() => useJournalToggle(reading));

    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.saved).toBe(true);
    expect(calls).toEqual([{ method: 'POST', path: ROUTES.savedState.path, body: { readingId: 7 } }]);
  });

  it('counts a reading already removed elsewhere (404) as removed', async () => {
    let saved: typeof savedReading | null = savedReading;
    const calls = stubApi(({ method }) => {
      if (method === 'DELETE') {
        saved = null;
        return json(404, { message: 'Saved reading not found' });
      }
      return json(200, { reading: saved, horoscope: null, affirmation: null });
    });
    const { result } = renderAppHook(() => useJournalToggle(reading));
    await waitFor(() => expect(result.current.saved).toBe(true));

    act(() => result.current.toggle());

    expect(result.current.saved).toBe(false);
    expect(await screen.findByText('Reading Removed')).toBeTruthy();
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.saved).toBe(false);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/journal/readings/12',
    ]);
  });

  it('explains in place to a free member who taps Save on a reading: no toast, no trip to /premium', async () => {
    const calls = stubApi(() => json(500, { message: 'not expected' }));
    const { result, history } = renderAppHook(() => useJournalToggle(reading), {
      user: member({ isPremium: false }),
      path: '/reading-results',
    });

    expect(result.current).toMatchObject({ saved: false, busy: false, explained: false });
    act(() => result.current.toggle());

    expect(result.current.explained).toBe(true);
    expect(history).toEqual(['/reading-results']);
    expect(screen.queryByText('Premium Feature')).toBeNull();
    expect(result.current.saved).toBe(false);
    expect(calls).toEqual([]);
    act(() => result.current.closeExplanation());
    expect(result.current.explained).toBe(false);
  });

  it('offers Undo after a removal, which saves the reading again on the server', async () => {
    let saved: typeof savedReading | null = savedReading;
    const calls = stubApi(({ method, path }) => {
      if (method === 'DELETE') {
        saved = null;
        return json(200, { id: 12 });
      }
      if (path === ROUTES.saveReading.path) {
        saved = { ...savedReading, id: 13 };
        return json(201, saved);
      }
      return json(200, { reading: saved, horoscope: null, affirmation: null });
    });
    const { result } = renderAppHook(() => useJournalToggle(reading));
    await waitFor(() => expect(result.current.saved).toBe(true));

    act(() => result.current.toggle());
    expect(await screen.findByText('Reading Removed')).toBeTruthy();
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.saved).toBe(false);

    act(() => screen.getByRole('button', { name: 'Undo' }).click());

    expect(await screen.findByText('Reading Saved')).toBeTruthy();
    await waitFor(() => expect(result.current.saved).toBe(true));
    expect(calls.filter((call) => call.method !== 'POST' || call.path !== ROUTES.savedState.path)).toEqual([
      { method: 'DELETE', path: '/api/journal/readings/12', body: undefined },
      { method: 'POST', path: ROUTES.saveReading.path, body: { readingId: 7 } },
    ]);
  });
});

describe('useJournalToggle in Turkish', () => {
  it('says a removal and offers Undo in Turkish', async () => {
    let saved: typeof savedReading | null = savedReading;
    stubApi(({ method }) => {
      if (method === 'DELETE') {
        saved = null;
        return json(200, { id: 12 });
      }
      return json(200, { reading: saved, horoscope: null, affirmation: null });
    });
    await speak('tr');
    const { result } = renderAppHook(() => useJournalToggle(reading));
    await waitFor(() => expect(result.current.saved).toBe(true));

    act(() => result.current.toggle());

    expect(await screen.findByText('Fal kaldırıldı')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Geri al' })).toBeTruthy();
  });

  it('offers a free member Premium in Turkish when she saves a horoscope', async () => {
    stubApi(() => json(500, { message: 'not expected' }));
    await speak('tr');
    const horoscope = { kind: 'horoscope', sign: 'Aries', date: '2027-03-04', content: 'Bugün cesur ol.' } as const;
    const { result } = renderAppHook(() => useJournalToggle(horoscope), { user: member({ isPremium: false }) });

    act(() => result.current.toggle());

    expect(await screen.findByText('Premium Özellik')).toBeTruthy();
    expect(screen.getByText('Burç yorumu kaydetmek yalnızca Premium üyelere açık.')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Premium'a Geç" })).toBeTruthy();
  });
});
