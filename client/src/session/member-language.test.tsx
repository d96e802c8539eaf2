// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, currentLanguage, loadMessages, setMessages, t } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { member, resetApp } from '@/test/render';
import { USER_QUERY_KEY } from './auth-context';
import followMemberLanguage, { speak } from './member-language';

let stop: (() => void) | undefined;
beforeEach(() => {
  // As main.tsx leaves the page: the server's language activated (English here).
  document.documentElement.lang = 'en';
});
afterEach(async () => {
  stop?.();
  stop = undefined;
  resetApp();
  // The unit project keeps modules between files: the next file reads English again.
  setMessages(await loadMessages('en'));
  document.documentElement.lang = 'en';
});

describe("the member's language", () => {
  it('is spoken as soon as she is known (signed in, her profile loaded), on a page served in another', async () => {
    stop = followMemberLanguage(queryClient, activateLanguage);
    expect(currentLanguage()).toBe('en');
    queryClient.setQueryData(USER_QUERY_KEY, member({ language: 'tr' }));
    await vi.waitFor(() => expect(currentLanguage()).toBe('tr'));
    expect(document.documentElement.lang).toBe('tr');
    expect(t('landing.begin')).toBe('Yolculuğuna Başla');
    // And again when she changes it.
    queryClient.setQueryData(USER_QUERY_KEY, member({ language: 'en' }));
    await vi.waitFor(() => expect(currentLanguage()).toBe('en'));
    expect(t('landing.begin')).toBe('Begin Your Journey');
  });

  it('follows a member already known when it starts, and leaves a signed-out page as it was served', async () => {
    queryClient.setQueryData(USER_QUERY_KEY, member({ language: 'tr' }));
    stop = followMemberLanguage(queryClient, activateLanguage);
    await vi.waitFor(() => expect(currentLanguage()).toBe('tr'));
    queryClient.setQueryData(USER_QUERY_KEY, null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(currentLanguage()).toBe('tr');
  });

  it('asks again for what the server wrote in her old language when she changes it, and not before', async () => {
    queryClient.setQueryData(USER_QUERY_KEY, member({ language: 'en' }));
    queryClient.setQueryData(['/api/natal-chart'], { bigThree: 'Your Sun in Leo' });
    stop = followMemberLanguage(queryClient, activateLanguage);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryClient.getQueryState(['/api/natal-chart'])?.isInvalidated).toBe(false);
    queryClient.setQueryData(USER_QUERY_KEY, member({ language: 'tr' }));
    await vi.waitFor(() => expect(queryClient.getQueryState(['/api/natal-chart'])?.isInvalidated).toBe(true));
    // Her own record is the server's answer to the change itself, not asked for again.
    expect(queryClient.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(false);
  });

  it('loads nothing for a member who speaks the page language already', async () => {
    const activate = vi.fn(activateLanguage);
    await speak('en', activate);
    expect(activate).not.toHaveBeenCalled();
  });

  it('ends on the last language asked for when two changes cross', async () => {
    const turkish = speak('tr', activateLanguage);
    const english = speak('en', activateLanguage);
    await Promise.all([turkish, english]);
    expect(currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await speak('tr', activateLanguage);
    expect(currentLanguage()).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
  });
});
