// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, currentLanguage, loadMessages, setMessages, t } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import followMemberLanguage from '@/session/member-language';
import { json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp, speak } from '@/test/render';
import { LanguageSetting, settingsLanguages } from './language-setting';

/** The follower main.tsx starts, which speaks her language as the user query changes. */
let stop: (() => void) | undefined;
beforeEach(() => {
  document.documentElement.lang = 'en';
  stop = followMemberLanguage(queryClient, activateLanguage);
});
afterEach(async () => {
  stop?.();
  resetApp();
  // The unit project keeps modules between files: the next file reads English again.
  setMessages(await loadMessages('en'));
  document.documentElement.lang = 'en';
});

/** The server's PUT /api/user/language: her member answered with the language saved, or `refuse`'s answer. */
function languageServer(refuse?: Response) {
  return stubApi(({ method, path, body }) => {
    if (path === '/api/user/language' && method === 'PUT') {
      return refuse ?? json(200, member({ language: (body as { language: 'en' | 'tr' }).language }));
    }
    return json(404, { message: 'Not found' });
  });
}

describe('Settings: Language', () => {
  it('shows nothing while English alone is offered and is hers', () => {
    renderApp(<LanguageSetting offered={['en']} />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryAllByRole('radio')).toEqual([]);
  });

  it('speaks Turkish in Turkish, the languages still named in themselves', async () => {
    await speak('tr');
    renderApp(<LanguageSetting offered={['en', 'tr']} />);
    const group = screen.getByRole('group', { name: 'Dil' });
    const help = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe('Telve seninle her cihazında bu dilde konuşur, sana bu dilde yazar.');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['English', 'Türkçe']);
  });

  it('offers each language named in itself, hers chosen, as a group of radio buttons', () => {
    renderApp(<LanguageSetting offered={['en', 'tr']} />);
    const group = screen.getByRole('group', { name: 'Language' });
    const help = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe('Telve speaks to you in this language on every device, and writes to you in it.');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['English', 'Türkçe']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Türkçe' }).checked).toBe(false);
    // Each name in its own language, for a screen reader to say it as its speakers do.
    expect(screen.getByText('Türkçe').closest('label')?.getAttribute('lang')).toBe('tr');
  });

  it('saves a choice made with the keyboard, says so, and speaks it at once', async () => {
    const calls = languageServer();
    // What the keyboard's move between radio buttons asks of the browser; jsdom has no CSS.escape.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) });
    renderApp(<LanguageSetting offered={['en', 'tr']} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole<HTMLInputElement>('radio', { name: 'English' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Türkçe' }).checked).toBe(true));
    expect(calls).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/user/language', body: { language: 'tr' } }),
    ]);
    // The app speaks Turkish without a reload: the catalog and the page's lang follow her.
    await waitFor(() => expect(currentLanguage()).toBe('tr'));
    expect(document.documentElement.lang).toBe('tr');
    expect(t('landing.begin')).toBe('Yolculuğuna Başla');
    // And the toast says so in the language she chose.
    expect(await screen.findByText('Dil kaydedildi')).toBeTruthy();
    expect(screen.queryByText('Language saved')).toBeNull();
  });

  it('keeps her language and says why when the server refuses', async () => {
    languageServer(json(400, { message: 'Please choose English or Türkçe.', code: 'BAD_REQUEST' }));
    renderApp(<LanguageSetting offered={['en', 'tr']} />);
    await userEvent.setup().click(screen.getByRole<HTMLInputElement>('radio', { name: 'Türkçe' }));
    expect(await screen.findByText('Your language could not be changed.')).toBeTruthy();
    expect(screen.getByText('Please choose English or Türkçe.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(true));
    expect(currentLanguage()).toBe('en');
  });

  it('is shown to a member whose language is not offered, so she can go back to one that is', () => {
    renderApp(<LanguageSetting offered={['en']} />, { user: member({ language: 'tr' }) });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Türkçe' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(false);
  });
});

describe('settingsLanguages', () => {
  it('is the offered languages and her own, in the contract order', () => {
    expect(settingsLanguages(['en'], 'en')).toEqual(['en']);
    expect(settingsLanguages(['en'], 'tr')).toEqual(['en', 'tr']);
    expect(settingsLanguages(['en', 'tr'], undefined)).toEqual(['en', 'tr']);
  });
});
