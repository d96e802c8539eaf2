import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { type MessageId, t } from '@/lib/i18n';

/** What Settings says when this browser cannot take the reminder, in calm words: messages of the reminders' catalog. */
export const PUSH_TEXTS = {
  unsupported: 'reminders.push.unsupported',
  denied: 'reminders.push.denied',
  notReady: 'reminders.push.notReady',
} as const satisfies Record<string, MessageId>;

/** A reason this browser cannot receive the reminder, with what to tell her (PUSH_TEXTS[reason], in her language). */
export class PushUnavailableError extends Error {
  constructor(readonly reason: keyof typeof PUSH_TEXTS) {
    super(t(PUSH_TEXTS[reason]));
    this.name = 'PushUnavailableError';
  }
}

/** Whether this browser can receive push messages at all (a service worker, the Push API, notifications). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The browser's permission for notifications, or 'unsupported'. */
export function pushPermission(): NotificationPermission | 'unsupported' {
  return pushSupported() ? Notification.permission : 'unsupported';
}

/** The base64url VAPID key as the bytes PushManager.subscribe takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(publicKey.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The service worker's registration; a browser that has none ready within 10 s is 'not ready'. */
async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushUnavailableError('notReady')), 10_000);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
};

/**
 * Subscribes this browser to Telve's push messages and tells the server: the permission is asked
 * first (still inside her tap, as Safari requires), then the service worker's PushManager
 * subscribes with the server's key. Throws PushUnavailableError when the browser cannot.
 */
export async function subscribeToPush(publicKey: string): Promise<void> {
  if (!pushSupported()) throw new PushUnavailableError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailableError('denied');
  const registration = await readyRegistration();
  const key = applicationServerKey(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new PushUnavailableError('notReady');
  await api(endpoints.addPushSubscription, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}

/** Unsubscribes this browser, if it is subscribed, and tells the server to forget it. */
export async function unsubscribeFromPush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await api(endpoints.removePushSubscription, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
