// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '@/lib/settings';
import { json, stubApi } from '@/test/api-stub';
import { member, renderApp, resetApp, speak } from '@/test/render';
import { DailyReminderSetting } from './daily-reminder-setting';

afterEach(() => {
  resetApp();
  // navigator.serviceWorker is defined on the navigator itself, not stubbed as a global.
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

// A P-256 public key's 65 bytes (0x04, then x and y), as the server's VAPID key.
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i));
const PUBLIC_KEY = Buffer.from(KEY_BYTES).toString('base64url');
const ENDPOINT = 'https://push.example.net/send/abc123';
const SUBSCRIPTION_KEYS = { p256dh: 'BPx-p256dh-key', auth: 'auth-secret' };
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The server's reminder: off at 08:00 at first, then as the last PUT left it. */
function reminderServer() {
  let saved = { enabled: false, time: '08:00', timeZone: null as string | null, publicKey: PUBLIC_KEY };
  return stubApi(({ method, path, body }) => {
    if (path === '/api/reminders' && method === 'PUT') saved = { ...saved, ...(body as object) };
    if (path === '/api/reminders') return json(200, saved);
    if (path === '/api/push-subscriptions')
      return json(method === 'POST' ? 201 : 200, { subscribed: method === 'POST' });
    return json(404, { message: 'Not found' });
  });
}

/** A browser with a service worker, the Push API and notifications whose permission answers `permission`. */
function pushBrowser(permission: NotificationPermission) {
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: KEY_BYTES.buffer },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: SUBSCRIPTION_KEYS }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  const Notification = {
    permission: 'default' as NotificationPermission,
    requestPermission: vi.fn(async () => {
      Notification.permission = permission;
      return permission;
    }),
  };
  vi.stubGlobal('Notification', Notification);
  return { pushManager, subscription, Notification };
}

describe("Settings' daily reminder", () => {
  it('turns on in one tap (permission, push subscription, her time and zone), changes its time, and turns off in one tap', async () => {
    const calls = reminderServer();
    const browser = pushBrowser('granted');
    const user = userEvent.setup();
    renderApp(<DailyReminderSetting />, { user: member() });
    const toggle = screen.getByRole('switch', { name: 'Daily reminder' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(toggle);
    expect(await screen.findByText('On: your reminder comes at 08:00 each day.')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(browser.Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: KEY_BYTES,
    });
    expect(readSettings().notifications).toBe(true);

    fireEvent.change(screen.getByLabelText('Reminder time'), { target: { value: '07:15' } });
    expect(await screen.findByText('On: your reminder comes at 07:15 each day.')).toBeTruthy();

    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    await waitFor(() => expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1));
    expect(readSettings().notifications).toBe(false);
    expect(calls.map(({ method, path, body }) => [method, path, body ?? null])).toEqual([
      ['GET', '/api/reminders', null],
      ['POST', '/api/push-subscriptions', { endpoint: ENDPOINT, keys: SUBSCRIPTION_KEYS }],
      ['PUT', '/api/reminders', { enabled: true, time: '08:00', timeZone: ZONE }],
      ['POST', '/api/push-subscriptions', { endpoint: ENDPOINT, keys: SUBSCRIPTION_KEYS }],
      ['PUT', '/api/reminders', { enabled: true, time: '07:15', timeZone: ZONE }],
      ['PUT', '/api/reminders', { enabled: false, time: '07:15', timeZone: ZONE }],
      ['DELETE', '/api/push-subscriptions', { endpoint: ENDPOINT }],
    ]);
  });

  it('says plainly when notifications are blocked, and stays off', async () => {
    const calls = reminderServer();
    const browser = pushBrowser('denied');
    const user = userEvent.setup();
    renderApp(<DailyReminderSetting />, { user: member() });
    const toggle = screen.getByRole('switch', { name: 'Daily reminder' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle);
    expect(
      await screen.findByText(
        'Notifications are blocked for Telve in this browser. Allow them in its site settings, then try again.',
      ),
    ).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(calls.map(({ method }) => method)).toEqual(['GET']);
  });

  it('says so when the browser cannot receive reminders, with its switch off and still', async () => {
    const calls = reminderServer();
    renderApp(<DailyReminderSetting />, { user: member() });
    expect(
      await screen.findByText(
        'This browser can’t receive reminders. On an iPhone or iPad, add Telve to your Home Screen first and turn them on there.',
      ),
    ).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Daily reminder' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("Settings' daily reminder in Turkish", () => {
  it('is named, explained and turned on in Turkish', async () => {
    reminderServer();
    pushBrowser('granted');
    await speak('tr');
    const user = userEvent.setup();
    renderApp(<DailyReminderSetting />, { user: member({ language: 'tr' }) });
    const toggle = screen.getByRole('switch', { name: 'Günlük hatırlatma' });
    const help = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe('Her sabah, seçtiğin saatte burç yorumundan sana küçük bir not.');
    expect(screen.getByLabelText('Hatırlatma saati')).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));

    await user.click(toggle);
    expect(await screen.findByText('Açık: hatırlatma saatin her gün 08:00.')).toBeTruthy();
  });

  it('says in Turkish when the browser cannot receive reminders, or they are blocked', async () => {
    reminderServer();
    await speak('tr');
    renderApp(<DailyReminderSetting />, { user: member({ language: 'tr' }) });
    expect(await screen.findByText(/^Bu tarayıcı hatırlatma alamıyor\./)).toBeTruthy();
    resetApp();

    reminderServer();
    pushBrowser('denied');
    await speak('tr');
    const user = userEvent.setup();
    renderApp(<DailyReminderSetting />, { user: member({ language: 'tr' }) });
    const toggle = screen.getByRole('switch', { name: 'Günlük hatırlatma' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    await user.click(toggle);
    expect(
      await screen.findByText(
        "Bu tarayıcıda Telve'nin bildirimleri engellenmiş. Site ayarlarından izin verip yeniden dener misin?",
      ),
    ).toBeTruthy();
  });
});
