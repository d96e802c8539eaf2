/**
 * Each care answer kind end to end, with the embedded classifier alone (no AI provider):
 * POST /api/coffee-reading, /api/ask and /api/ask/stream.
 */

import { CARE_MESSAGE, HEALTH_MESSAGE, NO_CUP_MESSAGE } from '@contract/care';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUp, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { readings } from '../../db/schema';
import { parseSse } from './test-sse';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const IN_CHICAGO = { locale: 'en-US', timeZone: 'America/Chicago' };
const IN_ISTANBUL = { locale: 'tr-TR', timeZone: 'Europe/Istanbul' };

async function storedCare(id: number) {
  const [row] = await t.database.db.select().from(readings).where(eq(readings.id, id));
  return row?.care;
}

async function premiumWithReading(intention = 'a new home'): Promise<SignedInMember & { readingId: number }> {
  const member = await signUpPremium(t);
  const res = await member.client.post('/api/coffee-reading', { intention });
  return { ...member, readingId: res.body.id };
}

describe('POST /api/coffee-reading: crisis', () => {
  it.each([
    'I took a lot of pills, what does the cup say',
    'nobody would miss me if I disappeared for good',
    'He threatened to kill me if I leave, should I stay?',
  ])('gives no reading for %j: the care message with help lines for her country, stored as care', async (intention) => {
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', { intention, ...IN_CHICAGO });
    expect(res.status).toBe(201);
    expect(res.body.symbols).toEqual([]);
    expect(res.body.reading).toMatch(/^I'm really sorry you're going through this/);
    expect(res.body.reading).toContain('If you are in danger, call 911.');
    expect(res.body.reading).toContain('call or text 988');
    expect(await storedCare(res.body.id)).toBe('crisis');
    // A reload shows what she was told.
    expect((await member.client.get('/api/coffee-reading')).body).toMatchObject({ reading: res.body.reading });
  });

  it('offers the abuse line first when someone is hurting her', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', { intention: 'my husband hits me', ...IN_CHICAGO });
    const text: string = res.body.reading;
    expect(text.indexOf('1-800-799-7233')).toBeLessThan(text.indexOf('988'));
  });

  it('gives the international message when her country is unknown', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', { intention: 'i wanna kms' });
    expect(res.body.reading).toBe(CARE_MESSAGE);
  });
});

describe('POST /api/coffee-reading: health', () => {
  it.each([
    'Will my son recover from leukaemia?',
    'Is the lump in my breast cancer?',
    'will the IVF work this time',
    'Should I stop taking my antidepressants?',
    'Will my mum get better from her cancer?',
  ])('makes no prediction for %j: a cup cannot tell, a doctor, midwife or pharmacist can', async (intention) => {
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', { intention, category: 'Career' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reading: HEALTH_MESSAGE, symbols: [] });
    expect(await storedCare(res.body.id)).toBe('health');
  });

  it("names her country's emergency number", async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', { intention: 'am i pregnant', ...IN_ISTANBUL });
    expect(res.body.reading).toContain('If it feels urgent, call 112 now.');
  });
});

describe('POST /api/coffee-reading: ordinary questions that borrow crisis and health words', () => {
  it.each(['This job is killing me, will it get better?', "I'm dying to see him again", 'my plants are sick'])(
    'reads the cup for %j',
    async (intention) => {
      const member = await signUp(t);
      const res = await member.client.post('/api/coffee-reading', { intention });
      expect(res.status).toBe(201);
      expect(res.body.symbols.length).toBeGreaterThanOrEqual(4);
      expect(await storedCare(res.body.id)).toBeNull();
    },
  );

  it.each([
    [{ locale: 'not a language' }, 'Please send a valid language tag'],
    [{ locale: 'x'.repeat(36) }, 'Please send a valid language tag'],
    [{ timeZone: 'Europe/London; drop table' }, 'Please send a valid time zone'],
    [{ timeZone: 'A/B/C/D' }, 'Please send a valid time zone'],
  ])('refuses a bad locale field %j (400) and stores nothing', async (fields, message) => {
    const member = await signUp(t);
    const res = await member.client.post('/api/coffee-reading', { intention: 'love', ...fields });
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await t.database.db.select().from(readings).where(eq(readings.userId, member.user.id))).toEqual([]);
  });
});

describe('POST /api/ask: care answers', () => {
  it('answers a crisis with the care message for her country', async () => {
    const member = await premiumWithReading();
    const res = await member.client.post('/api/ask', {
      question: 'everyone would be better off without me',
      ...IN_ISTANBUL,
    });
    expect(res.status).toBe(200);
    expect(res.body.answer).toContain('ALO 183 Social Support Line on 183');
  });

  it('answers a health question without a prediction', async () => {
    const member = await premiumWithReading();
    const res = await member.client.post('/api/ask', { question: 'will my dad pull through after his stroke?' });
    expect(res.body).toEqual({ answer: HEALTH_MESSAGE });
  });

  it('after a health answer: another health question gets the health answer, anything else a new reading', async () => {
    const member = await premiumWithReading('will my mum beat her cancer');
    expect((await member.client.post('/api/ask', { question: 'will she be ok?' })).body).toEqual({
      answer: NO_CUP_MESSAGE,
    });
    expect((await member.client.post('/api/ask', { question: 'will the chemo work?' })).body).toEqual({
      answer: HEALTH_MESSAGE,
    });
  });

  it('reads an ordinary question with an idiom from the cup', async () => {
    const member = await premiumWithReading();
    const res = await member.client.post('/api/ask', { question: 'my feet are killing me, will the move be easy?' });
    expect([CARE_MESSAGE, HEALTH_MESSAGE, NO_CUP_MESSAGE]).not.toContain(res.body.answer);
    expect(res.body.answer.length).toBeGreaterThan(0);
  });

  it('refuses a bad time zone (400)', async () => {
    const member = await premiumWithReading();
    const res = await member.client.post('/api/ask', { question: 'and love?', timeZone: '../etc/passwd' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Please send a valid time zone' } });
  });
});

describe('POST /api/ask/stream: care answers', () => {
  it('streams no fortune before a crisis answer: the care message whole in one event, then done', async () => {
    const member = await premiumWithReading();
    const res = await member.client.post('/api/ask/stream', { question: 'i want to unalive', ...IN_CHICAGO });
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['message', 'done']);
    expect(events[0]?.data.delta).toBe(events[1]?.data.answer);
    expect(events[1]?.data.answer).toContain('call or text 988');
  });

  it('streams the health answer whole', async () => {
    const member = await premiumWithReading();
    const res = await member.client.post('/api/ask/stream', { question: 'Is the lump in my breast cancer?' });
    const events = parseSse(res.body);
    expect(events).toEqual([
      { event: 'message', data: { delta: HEALTH_MESSAGE } },
      { event: 'done', data: { answer: HEALTH_MESSAGE } },
    ]);
  });
});

describe('care answers for a member who chose Turkish', () => {
  it("are in Turkish whatever she writes in, with her country's lines: a reading, a question, a stream", async () => {
    const member = await signUpPremium(t);
    await member.client.request('PUT', '/api/user/language', { language: 'tr' });
    const crisis = await member.client.post('/api/coffee-reading', {
      intention: 'nobody would miss me if I disappeared for good',
      ...IN_CHICAGO,
    });
    expect(crisis.body.reading).toMatch(
      /^Bunları yaşıyor olmana gerçekten çok üzüldüm; bana yazdığın için de sevindim\. /,
    );
    expect(crisis.body.reading).toContain(
      'Tehlikedeysen 911 numarasını ara. Şu hatlar da seni dinler: 988 Suicide & Crisis Lifeline (988, telefonla ya da mesajla)',
    );
    expect(await storedCare(crisis.body.id)).toBe('crisis');

    const health = await member.client.post('/api/coffee-reading', { intention: 'am i pregnant', ...IN_ISTANBUL });
    expect(health.body.reading).toContain('Durum acil görünüyorsa hemen 112 numarasını ara.');
    expect((await member.client.post('/api/ask', { question: 'will she be ok?', ...IN_ISTANBUL })).body).toEqual({
      answer:
        'O cevap sağlıkla ilgiliydi; bunu fincan söyleyemez, o yüzden okunacak bir şekil de yok. Yeni bir niyet ' +
        'tut ve fincanını yeniden çevir; sorduğun soruya yeni fincanda bakayım.',
    });

    const stream = await member.client.post('/api/ask/stream', { question: 'i want to unalive', ...IN_CHICAGO });
    const events = parseSse(stream.body);
    expect(events.map((e) => e.event)).toEqual(['message', 'done']);
    expect(events[1]?.data.answer).toContain('Tehlikedeysen 911 numarasını ara.');
  });
});
