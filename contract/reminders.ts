import { z } from 'zod';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';
import { safeText } from './text';

/**
 * The gentle morning reminder (issue 35): a member chooses a time of day in her time zone, and a
 * push message brings her one short, kind line from her day's horoscope.
 */

/** A subscribed browser's push service address: an https URL, as every push service gives. */
export const PUSH_ENDPOINT_MAX = 2048;
/** How many browsers (phones, computers) of one member may receive the reminder. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** The longest IANA zone name is 32 characters ('America/Argentina/ComodRivadavia'). */
const TIME_ZONE_MAX = 64;

export const REMINDER_MESSAGES = {
  settings: 'Please send whether the reminder is on, its time and your time zone.',
  enabled: 'Please say whether the reminder is on.',
  time: 'Please choose a time of day as HH:MM, from 00:00 to 23:59.',
  timeZone: 'Please send a known time zone, such as Europe/Istanbul.',
  subscription: 'Please send the browser’s push subscription: its endpoint and its p256dh and auth keys.',
  endpoint: 'The push subscription’s endpoint must be an https address of at most 2048 characters.',
  p256dh: 'The push subscription’s p256dh key must be a P-256 public key in base64url (65 bytes).',
  auth: 'The push subscription’s auth secret must be 16 bytes in base64url.',
  tooMany: `Reminders can reach at most ${PUSH_SUBSCRIPTIONS_MAX} browsers. Turn them off on one you no longer use first.`,
} as const;

/** 'HH:MM' on a 24-hour clock. */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The time a reminder comes before she chooses one. */
export const DEFAULT_REMINDER_TIME = '08:00';

/** Whether the running JavaScript engine knows the zone (what the server and the browser both check). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;
/** The number of bytes a base64url text decodes to, or -1 when it is not base64url. */
function decodedLength(text: string): number {
  if (!BASE64URL.test(text)) return -1;
  const bare = text.replace(/=+$/, '');
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** The member's reminder as Settings shows it, with the key her browser subscribes with. */
export const ReminderSettingsSchema = z.object({
  enabled: z.boolean(),
  time: z.string(),
  timeZone: z.string().nullable(),
  /** The server's VAPID public key (base64url): the browser's applicationServerKey. */
  publicKey: z.string(),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

/** PUT /api/reminders: on with a time and her zone (the browser's), or off. */
export const UpdateReminderSchema = z.object(
  {
    enabled: z.boolean({ message: REMINDER_MESSAGES.enabled }),
    time: safeText({ message: REMINDER_MESSAGES.time }).max(5, REMINDER_MESSAGES.time).regex(REMINDER_TIME_PATTERN, {
      message: REMINDER_MESSAGES.time,
    }),
    timeZone: safeText({ message: REMINDER_MESSAGES.timeZone })
      .max(TIME_ZONE_MAX, REMINDER_MESSAGES.timeZone)
      .refine(isKnownTimeZone, REMINDER_MESSAGES.timeZone),
  },
  { error: REMINDER_MESSAGES.settings },
);
export type UpdateReminder = z.infer<typeof UpdateReminderSchema>;

const EndpointSchema = safeText({ message: REMINDER_MESSAGES.endpoint })
  .max(PUSH_ENDPOINT_MAX, REMINDER_MESSAGES.endpoint)
  .refine(isHttpsUrl, REMINDER_MESSAGES.endpoint);

/** POST /api/push-subscriptions: what PushSubscription.toJSON() gives (expirationTime is ignored). */
export const PushSubscriptionSchema = z.object(
  {
    endpoint: EndpointSchema,
    keys: z.object(
      {
        p256dh: z
          .string({ message: REMINDER_MESSAGES.p256dh })
          .max(100, REMINDER_MESSAGES.p256dh)
          .refine((key) => decodedLength(key) === 65, REMINDER_MESSAGES.p256dh),
        auth: z
          .string({ message: REMINDER_MESSAGES.auth })
          .max(32, REMINDER_MESSAGES.auth)
          .refine((key) => decodedLength(key) === 16, REMINDER_MESSAGES.auth),
      },
      { error: REMINDER_MESSAGES.subscription },
    ),
  },
  { error: REMINDER_MESSAGES.subscription },
);
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** DELETE /api/push-subscriptions: this browser's endpoint; an unknown one is already gone. */
const RemovePushSubscriptionSchema = z.object({ endpoint: EndpointSchema }, { error: REMINDER_MESSAGES.endpoint });

const SubscribedSchema = z.object({ subscribed: z.boolean() });

/** What the reminder's push message carries, as the service worker's push handler reads it. */
export interface ReminderPayload {
  title: string;
  body: string;
  url: string;
}

export const reminderEndpoints = {
  reminderSettings: endpoint({ ...ROUTES.reminderSettings, response: ReminderSettingsSchema }),
  updateReminder: endpoint({ ...ROUTES.updateReminder, body: UpdateReminderSchema, response: ReminderSettingsSchema }),
  addPushSubscription: endpoint({
    ...ROUTES.addPushSubscription,
    body: PushSubscriptionSchema,
    response: SubscribedSchema,
    status: 201,
  }),
  removePushSubscription: endpoint({
    ...ROUTES.removePushSubscription,
    body: RemovePushSubscriptionSchema,
    response: SubscribedSchema,
  }),
};
