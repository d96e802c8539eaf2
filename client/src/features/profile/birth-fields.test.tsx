// @vitest-environment jsdom
import { BIRTH_TIME_MESSAGE, type Place } from '@contract/natal';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp } from '@/test/render';
import { NO_BIRTH_TIME_NOTE } from './birth-fields';
import { ProfileForm } from './profile-form';

afterEach(resetApp);

const IZMIR: Place = {
  id: 311046,
  name: 'İzmir',
  region: null,
  country: 'Turkey',
  lat: 38.41,
  lon: 27.14,
  timeZone: 'Europe/Istanbul',
};
const IZMIT: Place = {
  id: 745028,
  name: 'İzmit',
  region: null,
  country: 'Turkey',
  lat: 40.77,
  lon: 29.92,
  timeZone: 'Europe/Istanbul',
};
const FOLD_QUESTION =
  'The clocks went back on 1990-09-30 in İzmir, so 00:30 happened twice: please choose the earlier or the later one.';

/** The server: places for 'Izm', and update-profile answering with the body merged in (or as `update` says). */
function server(update?: (call: ApiCall) => Response | undefined) {
  const user = member();
  return stubApi((call) => {
    if (call.path.startsWith('/api/places')) return json(200, call.path.includes('q=Izm') ? [IZMIR, IZMIT] : []);
    if (call.path === '/api/update-profile') {
      const answer = update?.(call);
      if (answer) return answer;
      const body = call.body as Record<string, unknown>;
      return json(200, { ...user, ...body, birthPlaceName: body.birthPlaceId === IZMIR.id ? 'İzmir' : null });
    }
    return json(404, { message: 'Not found' });
  });
}

const saves = (calls: ApiCall[]) => calls.filter((call) => call.path === '/api/update-profile');

describe('the birth fields of the profile form', () => {
  it("holds the birth time to the contract's HH:MM rule", async () => {
    const calls = server();
    const events = userEvent.setup();
    renderApp(<ProfileForm user={member()} />);
    await events.type(screen.getByRole('textbox', { name: 'Birth time' }), '25:10');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(BIRTH_TIME_MESSAGE);
    expect(saves(calls)).toHaveLength(0);
  });

  it('chooses a place from the list with the keyboard and sends its id with the time', async () => {
    const calls = server();
    const events = userEvent.setup();
    renderApp(<ProfileForm user={member()} />);
    await events.type(screen.getByRole('textbox', { name: 'Birth time' }), '09:15');
    const place = screen.getByRole('combobox', { name: 'Birth place' });
    await events.type(place, 'Izm');
    expect(screen.getByRole('status').textContent).toBe('Searching towns...');
    const list = await screen.findByRole('listbox', { name: 'Towns' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['İzmir, Turkey', 'İzmit, Turkey']);
    expect(calls.filter((call) => call.path.startsWith('/api/places'))).toEqual([
      expect.objectContaining({ path: '/api/places?q=Izm' }),
    ]);
    await events.keyboard('{ArrowDown}');
    expect(place.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0]?.id);
    await events.keyboard('{Enter}');
    expect((place as HTMLInputElement).value).toBe('İzmir');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(saves(calls)).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({ birthTime: '09:15', birthPlaceId: IZMIR.id, birthTimeFold: null });
  });

  it('says plainly when no town matches, and Escape puts the chosen name back', async () => {
    server();
    const events = userEvent.setup();
    renderApp(<ProfileForm user={member({ birthPlaceId: IZMIR.id, birthPlaceName: 'İzmir', birthTime: '09:15' })} />);
    const place = screen.getByRole('combobox', { name: 'Birth place' });
    expect((place as HTMLInputElement).value).toBe('İzmir');
    await events.clear(place);
    await events.type(place, 'Qq');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No towns found for "Qq".'));
    await events.keyboard('{Escape}');
    expect((place as HTMLInputElement).value).toBe('İzmir');
  });

  it('puts the saved place back when the member leaves the box without choosing, so saving keeps it', async () => {
    const calls = server();
    const events = userEvent.setup();
    renderApp(<ProfileForm user={member({ birthPlaceId: IZMIR.id, birthPlaceName: 'İzmir', birthTime: '09:15' })} />);
    const place = screen.getByRole('combobox', { name: 'Birth place' });
    await events.clear(place);
    await events.type(place, 'Ank');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((place as HTMLInputElement).value).toBe('İzmir');
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).not.toHaveProperty('birthPlaceId');
  });

  it('sends a null time for "I don\'t know", and says the chart then has no houses or rising sign', async () => {
    const calls = server();
    const events = userEvent.setup();
    renderApp(<ProfileForm user={member({ birthTime: '09:15', birthPlaceId: IZMIR.id, birthPlaceName: 'İzmir' })} />);
    expect(screen.queryByText(NO_BIRTH_TIME_NOTE)).toBeNull();
    await events.click(screen.getByRole('checkbox', { name: "I don't know my birth time" }));
    expect(screen.getByText(NO_BIRTH_TIME_NOTE)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Birth time' }) as HTMLInputElement).disabled).toBe(true);
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).toMatchObject({ birthTime: null, birthPlaceId: IZMIR.id });
  });

  it('leaves the birth fields out when they did not change', async () => {
    const calls = server();
    const events = userEvent.setup();
    renderApp(<ProfileForm user={member({ birthTime: '09:15', birthPlaceId: IZMIR.id, birthPlaceName: 'İzmir' })} />);
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]?.body).not.toHaveProperty('birthTime');
    expect(saves(calls)[0]?.body).not.toHaveProperty('birthPlaceId');
  });

  it('asks earlier or later when the server answers 409 for a clock change, and resends with the choice', async () => {
    const calls = server((call) =>
      (call.body as { birthTimeFold?: string }).birthTimeFold
        ? undefined
        : json(409, { message: FOLD_QUESTION, code: 'BIRTH_TIME_FOLD' }),
    );
    const events = userEvent.setup();
    renderApp(<ProfileForm user={member({ birthPlaceId: IZMIR.id, birthPlaceName: 'İzmir', birthTime: '09:15' })} />);
    const time = screen.getByRole('textbox', { name: 'Birth time' });
    await events.clear(time);
    await events.type(time, '00:30');
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which time did you mean?' });
    expect(within(dialog).getByText(FOLD_QUESTION)).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls)[1]?.body).toMatchObject({ birthTime: '00:30', birthPlaceId: IZMIR.id, birthTimeFold: 'later' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
