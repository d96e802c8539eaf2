import type { ReminderPayload } from '@contract/reminders';
import type { PushSender } from './vapid-keys';

/** A reminder is worth delivering for the rest of its day, no longer: a push service drops it after this. */
const TTL_SECONDS = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;

/** How a push service answered: delivered, gone for good (404 or 410: the browser unsubscribed), or failed. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'failed'; status: number | null };

/** Sends one encrypted push message (RFC 8291 aes128gcm, VAPID) to one browser. */
export async function sendPush(
  sender: PushSender,
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: ReminderPayload,
): Promise<PushOutcome> {
  const { default: webpush } = await import('web-push');
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: sender.subject, publicKey: sender.publicKey, privateKey: sender.privateKey },
        TTL: TTL_SECONDS,
        urgency: 'normal',
        contentEncoding: 'aes128gcm',
        timeout: TIMEOUT_MS,
        ...(sender.agent ? { agent: sender.agent } : {}),
      },
    );
    return { kind: 'sent' };
  } catch (error) {
    if (error instanceof webpush.WebPushError) {
      if (error.statusCode === 404 || error.statusCode === 410) return { kind: 'gone' };
      return { kind: 'failed', status: error.statusCode };
    }
    return { kind: 'failed', status: null };
  }
}
