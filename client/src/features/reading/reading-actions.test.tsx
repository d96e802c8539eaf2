// @vitest-environment jsdom
import { ROUTES } from '@contract/routes';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { json, stubApi } from '@/test/api-stub';
import { downloadingBrowser, forgetDownloadingBrowser } from '@/test/downloading-browser';
import { member, renderApp, resetApp } from '@/test/render';
import { ReadingActions } from './reading-actions';

afterEach(resetApp);

const savedReading = {
  id: 12,
  type: 'coffee',
  readingId: 7,
  content: 'The bird at the rim brings news.',
  intention: '',
  readingCreatedAt: '2025-04-12T08:00:00.000Z',
  savedAt: '2025-04-12T08:05:00.000Z',
};

describe('the reading actions', () => {
  it("say 'Saved' with a pressed button once saved, and remove with Undo in the toast", async () => {
    let saved: typeof savedReading | null = null;
    stubApi(({ method, path }) => {
      if (method === 'DELETE') {
        saved = null;
        return json(200, { id: 12 });
      }
      if (path === ROUTES.saveReading.path) {
        saved = savedReading;
        return json(201, saved);
      }
      return json(200, { reading: saved, horoscope: null, affirmation: null });
    });
    const user = userEvent.setup();
    renderApp(<ReadingActions readingId={7} />);

    const save = await screen.findByRole('button', { name: 'Save Reading', pressed: false });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await user.click(save);
    const done = await screen.findByRole('button', { name: 'Saved', pressed: true });
    expect(await screen.findByText('Reading Saved')).toBeTruthy();
    expect(done.querySelector('svg')?.getAttribute('class')).toContain('fill-current');

    await waitFor(() => expect(done).toHaveProperty('disabled', false));
    await user.click(done);
    expect(await screen.findByText('Reading Removed')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save Reading', pressed: false })).toBeTruthy();
    // A plain click: the toast's swipe handling asks for pointer capture, which jsdom lacks.
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeTruthy();
    expect(saved).not.toBeNull();
  });

  it('explains Premium in place to a free member, with the way there, and sends nothing', async () => {
    const calls = stubApi(() => json(500, { message: 'not expected' }));
    const user = userEvent.setup();
    const { history } = renderApp(<ReadingActions readingId={7} />, {
      user: member({ isPremium: false }),
      path: '/reading-results',
    });

    await user.click(screen.getByRole('button', { name: 'Save Reading' }));

    const panel = screen.getByRole('region', { name: 'Premium Feature' });
    expect(panel.textContent).toContain('Saving readings is available only for premium members.');
    expect(screen.getByRole('link', { name: 'See Premium' }).getAttribute('href')).toBe('/premium');
    expect(history).toEqual(['/reading-results']);
    expect(screen.queryByRole('status', { name: /Premium Feature/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Premium Feature' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("copies her reading's public link with the card while the link is open, else her results page", async () => {
    stubApi(({ path }) =>
      path.startsWith('/api/share-cards/')
        ? new Response(new Uint8Array([0x89, 0x50]), { status: 200, headers: { 'Content-Type': 'image/png' } })
        : json(200, { reading: null, horoscope: null, affirmation: null }),
    );
    try {
      const user = userEvent.setup();
      const writeText = downloadingBrowser();
      renderApp(<ReadingActions readingId={7} />, { user: member() });
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
      expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/reading-results`);

      queryClient.setQueryData(['/api/coffee-reading/:id/public-link', 7], {
        link: { path: '/shared/AbCdEfGhIjKlMnOpQrStUv', showName: false },
      });
      await user.click(screen.getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
      expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/shared/AbCdEfGhIjKlMnOpQrStUv`);
    } finally {
      forgetDownloadingBrowser();
    }
  });
});
