// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp, speak } from '@/test/render';
import { PublicLinkPanel } from './public-link-panel';

afterEach(resetApp);

const PATH = '/api/coffee-reading/7/public-link';
const TOKEN_PATH = '/shared/AbCdEfGhIjKlMnOpQrStUv';

/** The server's link for reading 7: off at first, then as the last PUT or DELETE left it. */
function linkServer() {
  let link: { path: string; showName: boolean } | null = null;
  return stubApi(({ method, path, body }) => {
    if (path !== PATH) return json(404, { message: 'Not found' });
    if (method === 'PUT') link = { path: TOKEN_PATH, showName: (body as { showName: boolean }).showName };
    if (method === 'DELETE') link = null;
    return json(200, { link });
  });
}

describe("a reading's public link panel", () => {
  it('is off at first; the switch opens the link to copy, the box names her, the switch closes it', async () => {
    const calls = linkServer();
    const user = userEvent.setup();
    renderApp(<PublicLinkPanel readingId={7} />, { user: member() });
    const panel = screen.getByRole('region', { name: 'Public link' });
    const toggle = within(panel).getByRole('switch', { name: 'Public link' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(within(panel).queryByRole('textbox')).toBeNull();

    await user.click(toggle);
    const box = await within(panel).findByRole('textbox', { name: 'Public link' });
    expect((box as HTMLInputElement).value).toBe(`${window.location.origin}${TOKEN_PATH}`);
    expect(toggle.getAttribute('aria-checked')).toBe('true');

    const name = within(panel).getByRole('checkbox', { name: 'Show my first name' });
    expect(name.getAttribute('aria-checked')).toBe('false');
    await user.click(name);
    await waitFor(() => expect(name.getAttribute('aria-checked')).toBe('true'));

    await user.click(toggle);
    await waitFor(() => expect(within(panel).queryByRole('textbox')).toBeNull());
    expect(calls.map(({ method, body }) => [method, body ?? null])).toEqual([
      ['GET', null],
      ['PUT', { showName: false }],
      ['PUT', { showName: true }],
      ['DELETE', null],
    ]);
  });

  it('says so in a toast when the link cannot be changed, and stays as it was', async () => {
    stubApi(({ method }) => (method === 'GET' ? json(200, { link: null }) : json(429, { message: 'Too many tries.' })));
    const user = userEvent.setup();
    renderApp(<PublicLinkPanel readingId={7} />, { user: member() });
    const toggle = screen.getByRole('switch', { name: 'Public link' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle);
    expect(await screen.findByText('Your link could not be changed')).toBeTruthy();
    expect(screen.getByText('Too many tries.')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('speaks Turkish: the panel, its switch, the name box and Copy', async () => {
    await speak('tr');
    linkServer();
    const user = userEvent.setup();
    renderApp(<PublicLinkPanel readingId={7} />, { user: member() });
    const panel = screen.getByRole('region', { name: 'Herkese açık bağlantı' });
    expect(
      within(panel).getByText(
        'Bağlantıya sahip olan herkes bu fincanın sembollerini ve anlamlarını görür; niyetini ya da falının sözlerini asla göremez.',
      ),
    ).toBeTruthy();
    const toggle = within(panel).getByRole('switch', { name: 'Herkese açık bağlantı' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle);
    expect(await within(panel).findByRole('textbox', { name: 'Herkese açık bağlantı' })).toBeTruthy();
    expect(within(panel).getByRole('checkbox', { name: 'Adım görünsün' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Kopyala' })).toBeTruthy();
  });

  it("says a refusal in Turkish, the server's reason by its English", async () => {
    await speak('tr');
    stubApi(({ method }) =>
      method === 'GET'
        ? json(200, { link: null })
        : json(409, { message: 'A reading answered with care stays private.' }),
    );
    const user = userEvent.setup();
    renderApp(<PublicLinkPanel readingId={7} />, { user: member() });
    const toggle = screen.getByRole('switch', { name: 'Herkese açık bağlantı' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle);
    expect(await screen.findByText('Bağlantın değiştirilemedi')).toBeTruthy();
    expect(screen.getByText('Şefkatle cevaplanan bir fal sana özel kalır.')).toBeTruthy();
  });

  it('says when the link could not be read, and reads it again on Try again', async () => {
    let tries = 0;
    stubApi(() => {
      tries += 1;
      return tries === 1 ? json(503, { message: 'Busy.' }) : json(200, { link: null });
    });
    const user = userEvent.setup();
    renderApp(<PublicLinkPanel readingId={7} />, { user: member() });
    const toggle = screen.getByRole('switch', { name: 'Public link' });
    expect(await screen.findByText('Whether this reading has a link could not be read just now.')).toBeTruthy();
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('Whether this reading has a link could not be read just now.')).toBeNull();
    expect(tries).toBe(2);
  });
});
