// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, loadMessages, setMessages, t } from '@/lib/i18n';
import { member, renderApp, resetApp } from '@/test/render';
import { followMemberLanguage } from './member-language';

afterEach(async () => {
  resetApp();
  // The unit project keeps modules between files: the next file reads English again.
  setMessages(await loadMessages('en'));
  document.documentElement.lang = 'en';
});

describe("the member's language", () => {
  it('is spoken as soon as she is known (signed in, her profile loaded), on a page served in another', async () => {
    renderApp(<p>Telve</p>, { user: member({ language: 'tr' }) });
    await waitFor(() => expect(currentLanguage()).toBe('tr'));
    expect(document.documentElement.lang).toBe('tr');
    expect(t('landing.begin')).toBe('Yolculuğuna Başla');
  });

  it('leaves the language alone for a member who speaks it already', async () => {
    renderApp(<p>Telve</p>, { user: member({ language: 'en' }) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLanguage()).toBe('en');
    expect(t('landing.begin')).toBe('Begin Your Journey');
  });

  it('ends on the last language asked for when two changes cross', async () => {
    const turkish = followMemberLanguage('tr');
    const english = followMemberLanguage('en');
    await Promise.all([turkish, english]);
    expect(currentLanguage()).toBe('en');
    await followMemberLanguage('tr');
    expect(currentLanguage()).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
  });
});
