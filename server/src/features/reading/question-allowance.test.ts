import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { rateLimits } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A premium member with a reading to ask about, in her language, who has asked her 200 questions today. */
async function pastTheLimit(language: 'en' | 'tr') {
  const member = await signUpPremium(t);
  await member.client.request('PUT', '/api/user/language', { language });
  const reading = await member.client.post('/api/coffee-reading', { intention: 'find a job I love' });
  expect(reading.status).toBe(201);
  const today = t.clock.now;
  const midnight = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  await t.database.db.insert(rateLimits).values({ key: `ask:${member.user.id}`, windowStart: midnight, count: 200 });
  return member;
}

describe("the ask chat's daily allowance, refused in her language", () => {
  it('tells a Turkish member in Turkish when she may ask again, with Retry-After; an English one as ever', async () => {
    const now = new Date();
    // Three hours before the UTC day ends.
    t.clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 21)));

    const turkish = await pastTheLimit('tr');
    // Her language, not her browser's.
    const refused = await turkish.client.post(
      '/api/ask',
      { question: 'İşi alacak mıyım?' },
      { 'accept-language': 'en-GB,en' },
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(3 * 3600));
    expect(refused.body).toEqual({
      message:
        'Bugün 200 soru sordun; günlük adil kullanım sınırı bu kadar. Yeni sorularını 3 saat sonra sorabilirsin.',
      code: 'TOO_MANY_REQUESTS',
    });

    const english = await pastTheLimit('en');
    const asked = await english.client.post(
      '/api/ask',
      { question: 'Will I get the job?' },
      { 'accept-language': 'tr' },
    );
    expect(asked.status).toBe(429);
    expect(asked.headers.get('retry-after')).toBe(String(3 * 3600));
    expect(asked.body).toEqual({
      message: 'You have asked 200 questions today, the daily fair-use limit. Please try again in 3 hours.',
      code: 'TOO_MANY_REQUESTS',
    });
    t.clock.set(new Date());
  });
});
