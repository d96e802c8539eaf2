// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteMemberVisit } from '@/lib/first-visit';
import '@/lib/pwa-start';
import { speak } from '@/test/render';
import { InstallCoaching } from './install-coaching';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

const asBrowser = (userAgent: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
const stored = () => JSON.parse(localStorage.getItem('telve-install-coaching') ?? '{}');

/** Chromium's offer as the browser fires it; pwa-start.ts holds it. */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  // Her first visit was yesterday.
  noteMemberVisit('2000-01-01');
});

afterEach(async () => {
  await speak('en');
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  (window as { telveInstallPrompt?: unknown }).telveInstallPrompt = undefined;
});

describe('install coaching after a reading', () => {
  it("on iOS Safari: Share, then Add to Home Screen, named for a screen reader; 'Got it' puts it away for good", async () => {
    asBrowser(IPHONE_SAFARI);
    render(<InstallCoaching />);
    const card = screen.getByRole('region', { name: 'Keep Telve close' });
    expect(card.textContent).toContain("Tap Share in Safari's bar.");
    expect(card.textContent).toContain('Choose Add to Home Screen.');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Keep Telve close' })).toBeNull();
    expect(stored().done).toBe(true);
    cleanup();
    render(<InstallCoaching />);
    expect(screen.queryByRole('region', { name: 'Keep Telve close' })).toBeNull();
  });

  it('on Chromium: nothing until the browser offers, then its own prompt, once', async () => {
    asBrowser(ANDROID_CHROME);
    render(<InstallCoaching />);
    expect(screen.queryByRole('region')).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented, "the browser's own bar is held back").toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Home Screen' }));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region')).toBeNull();
    expect(stored().done).toBe(true);
  });

  it("'Not now' on Chromium is remembered, and the prompt is not shown", async () => {
    asBrowser(ANDROID_CHROME);
    const event = offerInstall();
    render(<InstallCoaching />);
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(event.prompt).not.toHaveBeenCalled();
    expect(stored().done).toBe(true);
  });

  it('speaks Turkish to a Turkish member, its tags filled the same way', async () => {
    await speak('tr');
    asBrowser(IPHONE_SAFARI);
    render(<InstallCoaching />);
    const card = screen.getByRole('region', { name: 'Telve hep yakınında olsun' });
    expect(card.textContent).toContain('Safari çubuğunda Paylaş düğmesine dokun.');
    expect(card.querySelector('strong')?.textContent).toBe('Paylaş');
    expect(screen.getByRole('button', { name: 'Anladım' })).toBeTruthy();
  });

  it('never on the day of the first visit', () => {
    localStorage.clear();
    noteMemberVisit();
    asBrowser(IPHONE_SAFARI);
    render(<InstallCoaching />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
