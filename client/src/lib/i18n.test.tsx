// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, type Feature, loadCatalog, loadMessages, setMessages, T, t, useT } from './i18n';

const en = await loadMessages('en');
const tr = await loadMessages('tr');

function Landing() {
  const say = useT();
  return (
    <main>
      <h1>
        <T id="landing.welcome" components={{ 0: <em /> }} />
      </h1>
      <a href="/auth">{say('landing.begin')}</a>
    </main>
  );
}

describe("the app's words in the member's language", () => {
  afterEach(cleanup);
  afterAll(() => setMessages(en));

  it('reads a message from the current catalog, outside React too', () => {
    setMessages(en);
    expect(t('landing.begin')).toBe('Begin Your Journey');
    expect(currentLanguage()).toBe('en');
    setMessages(tr);
    expect(t('landing.begin')).toBe('Yolculuğuna Başla');
    expect(currentLanguage()).toBe('tr');
  });

  it("fills a message's tags with the elements given, and renders again when the language changes", () => {
    setMessages(en);
    render(<Landing />);
    expect(screen.getByRole('heading').innerHTML).toBe('Welcome to <em>Telve</em>');
    expect(screen.getByRole('link', { name: 'Begin Your Journey' })).toBeTruthy();
    act(() => setMessages(tr));
    expect(screen.getByRole('heading').innerHTML).toBe("<em>Telve</em>'ye hoş geldin");
    expect(screen.getByRole('link', { name: 'Yolculuğuna Başla' })).toBeTruthy();
  });

  it("adds a feature's catalog to the current language's, once, and a change of language brings it along", async () => {
    const english = await loadMessages('en', []);
    setMessages(english);
    // Not loaded yet: the key shows as it came (as a contract message the catalogs do not hold).
    expect(t('moods.daily.continue')).toBe('moods.daily.continue');
    await Promise.all([loadCatalog('moods'), loadCatalog('moods')]);
    expect(t('moods.daily.continue')).toBe('Continue');
    expect(english.features).toEqual(['moods']);
    const turkish = await loadMessages('tr');
    expect(turkish.features).toEqual(['moods']);
    expect(turkish.text('moods.daily.continue')).toBe('Devam Et');
    await expect(english.add('no-such-feature' as Feature)).rejects.toThrow(/no en catalog/);
  });
});
