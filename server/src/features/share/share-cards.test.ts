import { HOROSCOPE_TODAY_ONLY_MESSAGE } from '@contract/guidance';
import { UNSTORABLE_TEXT_MESSAGE } from '@contract/text';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReading, SAMPLE_SYMBOL, type SignedInMember, signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function image(member: SignedInMember, path: string, init: RequestInit = {}) {
  const res = await fetch(t.url + path, {
    ...init,
    headers: { cookie: member.client.cookieHeader(), 'content-type': 'application/json', ...init.headers },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes };
}

async function sizeOf(png: Buffer) {
  const { format, width, height } = await sharp(png).metadata();
  return { format, width, height };
}

const today = () => new Date().toISOString().slice(0, 10);

describe('GET /api/share-cards/reading/:id', () => {
  it('draws the member’s own reading as a 1080x1350 post and a 1080x1920 story, private to them', async () => {
    const owner = await signUp(t);
    const id = await insertReading(t.database.db, { userId: owner.user.id, symbols: [SAMPLE_SYMBOL] });

    const post = await image(owner, `/api/share-cards/reading/${id}`);
    expect(post.res.status).toBe(200);
    expect(post.res.headers.get('content-type')).toBe('image/png');
    expect(post.res.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(await sizeOf(post.bytes)).toEqual({ format: 'png', width: 1080, height: 1350 });

    const story = await image(owner, `/api/share-cards/reading/${id}?format=story`);
    expect(await sizeOf(story.bytes)).toEqual({ format: 'png', width: 1080, height: 1920 });
  });

  it('answers another member’s reading exactly as a missing one', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const id = await insertReading(t.database.db, { userId: owner.user.id });
    const foreign = await other.client.get(`/api/share-cards/reading/${id}`);
    const missing = await other.client.get('/api/share-cards/reading/999999');
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('That reading was not found.');
    expect(foreign.body).toEqual(missing.body);
    expect((await t.client().get(`/api/share-cards/reading/${id}`)).status).toBe(401);
  });

  it('refuses a shape that is neither post nor story, and an id that is no number, with a 400 message', async () => {
    const owner = await signUp(t);
    const id = await insertReading(t.database.db, { userId: owner.user.id });
    const shape = await owner.client.get(`/api/share-cards/reading/${id}?format=square`);
    expect(shape.status).toBe(400);
    expect(shape.body.message).toBe('Please choose post or story.');
    const notANumber = await owner.client.get('/api/share-cards/reading/abc');
    expect(notANumber.status).toBe(400);
    expect(typeof notANumber.body.message).toBe('string');
  });

  // That a card is drawn once and then served from the cache is card-cache.test.ts's to show (a
  // module mock cannot count the draws here: the unit tests share their modules within a worker).
  it('answers the same card for the same reading and shape, and another for the other shape', async () => {
    const owner = await signUp(t);
    const id = await insertReading(t.database.db, { userId: owner.user.id, symbols: [SAMPLE_SYMBOL] });
    const first = await image(owner, `/api/share-cards/reading/${id}?format=story`);
    const second = await image(owner, `/api/share-cards/reading/${id}?format=story`);
    expect(second.res.status).toBe(200);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    const post = await image(owner, `/api/share-cards/reading/${id}?format=post`);
    expect(await sizeOf(post.bytes)).toEqual({ format: 'png', width: 1080, height: 1350 });
  });
});

describe('GET /api/share-cards/horoscope', () => {
  it('draws the day’s horoscope for a sign', async () => {
    const member = await signUp(t);
    const { res, bytes } = await image(member, `/api/share-cards/horoscope?sign=Leo&date=${today()}&format=post`);
    expect(res.status).toBe(200);
    expect(await sizeOf(bytes)).toEqual({ format: 'png', width: 1080, height: 1350 });
  });

  it('refuses a day other than today, an unknown sign and a malformed date', async () => {
    const member = await signUp(t);
    const far = await member.client.get('/api/share-cards/horoscope?sign=leo&date=2001-01-01');
    expect(far.status).toBe(400);
    expect(far.body.message).toBe(HOROSCOPE_TODAY_ONLY_MESSAGE);
    const sign = await member.client.get(`/api/share-cards/horoscope?sign=pluto&date=${today()}`);
    expect(sign.status).toBe(400);
    expect(sign.body.message).toBe('Unknown zodiac sign');
    const date = await member.client.get('/api/share-cards/horoscope?sign=leo&date=2023-02-29');
    expect(date.status).toBe(400);
    expect(date.body.message).toBe('Please send the date as YYYY-MM-DD');
  });
});

describe('POST /api/share-cards/affirmation', () => {
  const post = (member: SignedInMember, body: unknown) =>
    image(member, '/api/share-cards/affirmation', { method: 'POST', body: JSON.stringify(body) });

  it('draws hostile text safely: RTL marks, emoji, markup, one endless word, 5000 characters', async () => {
    const member = await signUp(t);
    for (const text of [
      '\u202eI am calm\u202c \u200fאני רגועה\u200e 🌙✨👩‍👩‍👧 <b>&amp;</b> <span foreground="red">',
      'a'.repeat(5000),
      'I am enough. '.repeat(384).slice(0, 5000),
    ]) {
      const { res, bytes } = await post(member, { text, format: 'story' });
      expect(res.status).toBe(200);
      expect(await sizeOf(bytes)).toEqual({ format: 'png', width: 1080, height: 1920 });
    }
  });

  it('draws text that is nothing but emoji and marks', async () => {
    const member = await signUp(t);
    const { res } = await post(member, { text: '🌙\u200f✨' });
    expect(res.status).toBe(200);
  });

  it('refuses empty, overlong and unstorable text with a 400 message', async () => {
    const member = await signUp(t);
    const cases: [unknown, string][] = [
      [{ text: '   ' }, 'Please send the affirmation to draw.'],
      [{}, 'Please send the affirmation to draw.'],
      [{ text: 'a'.repeat(5001) }, 'An affirmation card holds at most 5000 characters.'],
      [{ text: 'calm\u0000' }, UNSTORABLE_TEXT_MESSAGE],
      [{ text: 'calm \ud83c' }, UNSTORABLE_TEXT_MESSAGE],
    ];
    for (const [body, message] of cases) {
      const res = await member.client.post('/api/share-cards/affirmation', body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
  });
});

describe("the cards in the sharing member's language", () => {
  const speak = (member: SignedInMember, language: 'en' | 'tr') =>
    member.client.request('PUT', '/api/user/language', { language });

  // Which words a card draws is card-content.test.ts's to show; here, that each language has its own card.
  it('draws her reading again when her language changes, and keeps each language’s card apart', async () => {
    const owner = await signUp(t);
    const id = await insertReading(t.database.db, { userId: owner.user.id, symbols: [SAMPLE_SYMBOL] });
    const english = await image(owner, `/api/share-cards/reading/${id}`);
    await speak(owner, 'tr');
    const turkish = await image(owner, `/api/share-cards/reading/${id}`);
    expect(turkish.res.status).toBe(200);
    expect(turkish.bytes.equals(english.bytes)).toBe(false);
    await speak(owner, 'en');
    expect((await image(owner, `/api/share-cards/reading/${id}`)).bytes.equals(english.bytes)).toBe(true);
  });

  it('draws the same horoscope and affirmation apart for an English and a Turkish member', async () => {
    const english = await signUp(t);
    const turkish = await signUp(t);
    await speak(turkish, 'tr');
    const horoscope = `/api/share-cards/horoscope?sign=Gemini&date=${today()}`;
    const [en, tr] = await Promise.all([image(english, horoscope), image(turkish, horoscope)]);
    expect(tr.res.status).toBe(200);
    expect(tr.bytes.equals(en.bytes)).toBe(false);

    const affirmation = { method: 'POST', body: JSON.stringify({ text: 'I am calm.', date: today() }) };
    const [enCard, trCard] = await Promise.all([
      image(english, '/api/share-cards/affirmation', affirmation),
      image(turkish, '/api/share-cards/affirmation', affirmation),
    ]);
    expect(trCard.bytes.equals(enCard.bytes)).toBe(false);
  });

  it("draws a shared reading's card in its sharer's language, whoever opens it", async () => {
    const owner = await signUp(t, { firstName: 'Ayla' });
    const id = await insertReading(t.database.db, { userId: owner.user.id, symbols: [SAMPLE_SYMBOL] });
    const { body } = await owner.client.request('PUT', `/api/coffee-reading/${id}/public-link`, { showName: true });
    const card = async (acceptLanguage: string) => {
      const res = await fetch(`${t.url}/api/shared-readings/${body.link.path.replace('/shared/', '')}/card`, {
        headers: { 'accept-language': acceptLanguage },
      });
      return Buffer.from(await res.arrayBuffer());
    };
    const english = await card('tr-TR,tr');
    await speak(owner, 'tr');
    const turkish = await card('en-GB,en');
    expect(turkish.equals(english)).toBe(false);
    expect((await card('tr-TR,tr')).equals(turkish)).toBe(true);
  });
});
