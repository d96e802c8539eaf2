import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LoginSchema, ProfileUpdateSchema, RegisterSchema } from './auth';
import { HoroscopeRequestSchema } from './guidance';
import { ConfirmCheckoutRequestSchema, SubscriptionIdRequestSchema } from './membership';
import { AskRequestSchema, CoffeeReadingRequestSchema } from './reading';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './text';

describe('isStorableText', () => {
  it.each([
    ['plain text', true],
    ['emoji ☕ and 🫖 (surrogate pairs)', true],
    ['', true],
    ['a NUL \u0000 inside', false],
    ['\u0000', false],
    ['a lone high surrogate \ud83d', false],
    ['\ud83d at the start', false],
    ['a lone low surrogate \udc00 here', false],
    ['reversed pair \udc00\ud83d', false],
  ])('%j -> %s', (text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });
});

/** Every request schema with free text, a valid body and the paths of its text fields. */
const REQUESTS: Array<[string, z.ZodType, Record<string, unknown>, string[]]> = [
  ['login', LoginSchema, { email: 'a@telve.test', password: 'secret-cup' }, ['email', 'password']],
  [
    'register',
    RegisterSchema,
    {
      firstName: 'Ayla',
      lastName: 'Demir',
      email: 'a@telve.test',
      password: 'secret-cup',
      dateOfBirth: '1990-01-01',
      occupation: 'Designer',
      intentions: ['Love', 'Other'],
      otherIntention: 'Family',
      profilePhotoUrl: '',
    },
    ['firstName', 'lastName', 'email', 'password', 'dateOfBirth', 'occupation', 'intentions.0', 'otherIntention'],
  ],
  [
    'update-profile',
    ProfileUpdateSchema,
    { firstName: 'Ayla', lastName: 'Demir', email: 'a@telve.test', occupation: 'x', profilePhotoUrl: '/u' },
    ['firstName', 'lastName', 'email', 'occupation', 'profilePhotoUrl'],
  ],
  [
    'update-profile (intentions as text)',
    ProfileUpdateSchema,
    { firstName: 'Ay', lastName: 'De', email: 'a@b.co', intentions: 'Love, Career' },
    ['intentions'],
  ],
  [
    'update-profile (intentions as a list)',
    ProfileUpdateSchema,
    { firstName: 'Ay', lastName: 'De', email: 'a@b.co', intentions: ['Love'] },
    ['intentions.0'],
  ],
  ['coffee-reading', CoffeeReadingRequestSchema, { intention: 'Will I find love?' }, ['intention']],
  ['ask', AskRequestSchema, { question: 'What does the bird mean?' }, ['question']],
  ['horoscope', HoroscopeRequestSchema, { sign: 'Leo', date: '2026-01-01' }, ['date']],
  ['cancel-subscription', SubscriptionIdRequestSchema, { subscriptionId: 'demo_1' }, ['subscriptionId']],
  ['confirm-checkout', ConfirmCheckoutRequestSchema, { sessionId: 'cs_1' }, ['sessionId']],
];

function withText(body: Record<string, unknown>, path: string, insert: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1) as string;
  target[last] = `${String(target[last]).slice(0, 1)}${insert}${String(target[last]).slice(1)}`;
  return copy;
}

describe('every text field of a request refuses what the database cannot store', () => {
  it.each(REQUESTS)('%s', (_name, schema, body, paths) => {
    expect(schema.safeParse(body).success).toBe(true);
    for (const path of paths) {
      for (const bad of ['\u0000', '\ud800']) {
        const result = schema.safeParse(withText(body, path, bad));
        expect(result.success, `${path} with ${JSON.stringify(bad)}`).toBe(false);
        expect(result.error?.issues[0]?.message, path).toBe(UNSTORABLE_TEXT_MESSAGE);
      }
    }
  });
});
