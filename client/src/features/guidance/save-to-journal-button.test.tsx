// @vitest-environment jsdom
import { fillPath } from '@contract/endpoint';
import { type SavedHoroscope, SavedStateRequestSchema, SaveHoroscopeRequestSchema } from '@contract/journal';
import { ROUTES } from '@contract/routes';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { JournalTarget } from '@/features/journal';
import { type ApiCall, gate, json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp } from '@/test/render';
import { SaveToJournalButton } from './save-to-journal-button';

afterEach(resetApp);

const horoscope = {
  kind: 'horoscope',
  sign: 'Aries',
  date: '2025-04-12',
  content: 'A door you thought closed opens a little today.',
} as const satisfies JournalTarget;

/** The journal's endpoints for one horoscope, kept in memory; a save is answered once `release` is called. */
function journalServer({ failSave = false } = {}) {
  let saved: SavedHoroscope | null = null;
  const held = gate();
  const calls = stubApi(async ({ method, path }) => {
    if (method === ROUTES.savedState.method && path === ROUTES.savedState.path) {
      return json(200, { reading: null, horoscope: saved, affirmation: null });
    }
    if (method === ROUTES.saveHoroscope.method && path === ROUTES.saveHoroscope.path) {
      await held.opened;
      if (failSave) return json(500, { message: 'Something went wrong on our side' });
      saved = {
        id: 41,
        sign: 'Aries',
        date: '2025-04-12',
        content: horoscope.content,
        savedAt: new Date().toISOString(),
      };
      return json(201, saved);
    }
    if (
      saved &&
      method === ROUTES.removeSavedHoroscope.method &&
      path === fillPath(ROUTES.removeSavedHoroscope.path, saved)
    ) {
      const { id } = saved;
      saved = null;
      return json(200, { id });
    }
    return json(404, { message: `No route for ${method} ${path}` });
  });
  const changes = () => calls.filter((call: ApiCall) => call.path !== ROUTES.savedState.path);
  return { calls, changes, release: held.open };
}

const saveButton = (pressed: boolean) =>
  screen.findByRole('button', { name: pressed ? 'Saved' : 'Save to Journal', pressed });
/** The toggle once the server's state is known and no change is on its way. */
async function readyButton(pressed: boolean) {
  const button = await saveButton(pressed);
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
}

describe('the Save to Journal toggle', () => {
  it('asks the server whether the horoscope is saved, and waits for the answer', async () => {
    const server = journalServer();
    renderApp(<SaveToJournalButton target={horoscope} />);

    expect(screen.getByRole('button', { name: 'Save to Journal' })).toHaveProperty('disabled', true);
    await readyButton(false);
    expect(server.calls).toHaveLength(1);
    expect(SavedStateRequestSchema.parse(server.calls[0]?.body)).toEqual({
      horoscope: { sign: 'Aries', date: '2025-04-12' },
    });
  });

  it('flips to saved at once, sends one save, and says so', async () => {
    const server = journalServer();
    const user = userEvent.setup();
    renderApp(<SaveToJournalButton target={horoscope} />);

    await user.click(await readyButton(false));
    const button = await saveButton(true);
    expect(button).toHaveProperty('disabled', true); // busy until the server answers
    server.release();

    expect(await screen.findByText('Horoscope Saved')).toBeTruthy();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    const [save, ...more] = server.changes();
    expect(more).toEqual([]);
    expect(save).toMatchObject({ method: 'POST', path: '/api/journal/horoscopes' });
    // What the server reads of the body (it also carries the client's `kind`, which the schema drops).
    expect(SaveHoroscopeRequestSchema.parse(save?.body)).toEqual({
      sign: 'Aries',
      date: '2025-04-12',
      content: horoscope.content,
    });
  });

  it("reads 'Saved' with a filled icon once saved", async () => {
    const server = journalServer();
    server.release();
    const user = userEvent.setup();
    renderApp(<SaveToJournalButton target={horoscope} />);

    await user.click(await readyButton(false));
    const button = await readyButton(true);
    expect(button.textContent).toBe('Saved');
    expect(button.querySelector('svg')?.getAttribute('class')).toContain('fill-current');
  });

  it('removes it again from the keyboard with one DELETE, no question asked, and Undo saves it again', async () => {
    const server = journalServer();
    server.release();
    const user = userEvent.setup();
    renderApp(<SaveToJournalButton target={horoscope} />);
    await readyButton(false);

    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Horoscope Saved')).toBeTruthy();
    await readyButton(true);

    await user.keyboard(' ');
    expect(await saveButton(false)).toBeTruthy();
    expect(await screen.findByText('Horoscope Removed')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.changes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/journal/horoscopes',
      'DELETE /api/journal/horoscopes/41',
    ]);
    // A plain click: the toast's swipe handling asks for pointer capture, which jsdom lacks.
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(await readyButton(true)).toBeTruthy();
    expect(server.changes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/journal/horoscopes',
      'DELETE /api/journal/horoscopes/41',
      'POST /api/journal/horoscopes',
    ]);
  });

  it('goes back to not saved and shows the error toast when the save fails', async () => {
    const server = journalServer({ failSave: true });
    server.release();
    const user = userEvent.setup();
    renderApp(<SaveToJournalButton target={horoscope} />);

    await user.click(await readyButton(false));

    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Could not update your journal. Please try again.')).toBeTruthy();
    expect(await saveButton(false)).toBeTruthy();
    expect(server.changes()).toHaveLength(1);
  });

  it('offers a free member Premium instead, and sends nothing', async () => {
    const server = journalServer();
    const user = userEvent.setup();
    renderApp(<SaveToJournalButton target={horoscope} />, { user: member({ isPremium: false }) });

    await user.click(await saveButton(false));

    expect(await screen.findByText('Premium Feature')).toBeTruthy();
    expect(screen.getByText('Saving horoscopes is available only for premium members.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save to Journal', pressed: false })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
