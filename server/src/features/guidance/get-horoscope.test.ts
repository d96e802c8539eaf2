import { HOROSCOPE_TODAY_ONLY_MESSAGE } from '@contract/guidance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertSubscription, signUp, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';
import { transitsFor } from '../natal/transits';
import turkishAffirmations from './content/tr/affirmations.json' with { type: 'json' };
import { composeHoroscope } from './horoscope-composer';
import { composeInsights } from './horoscope-insights';
import { publicSky, skyFor } from './sky';

// 10:00 UTC on 14 March 2025, the day of a total lunar eclipse (a full Moon).
const NOW = new Date('2025-03-14T10:00:00Z');
const TODAY = '2025-03-14';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

describe('POST /api/horoscope', () => {
  it('answers 401 when signed out', async () => {
    const res = await t.client().post('/api/horoscope', { sign: 'Leo', date: TODAY });
    expect(res.status).toBe(401);
  });

  it("speaks a Turkish member's language, and an English member beside her still reads English the same day", async () => {
    const turkish = await signUpPremium(t, { intentions: ['Love'] });
    await t.database.db.update(users).set({ language: 'tr' }).where(eq(users.id, turkish.user.id));
    const english = await signUp(t);
    const sky = skyFor(TODAY);
    const tr = await turkish.client.post('/api/horoscope', { sign: 'Leo', date: TODAY });
    expect(tr.status).toBe(200);
    const inTurkish = composeHoroscope({ sign: 'Leo', date: TODAY, sky, language: 'tr' });
    expect(tr.body).toMatchObject({ headline: inTurkish.headline, text: inTurkish.text });
    expect(tr.body.insights).toEqual(
      expect.objectContaining(composeInsights({ sign: 'Leo', date: TODAY, sky, intentions: ['Love'], language: 'tr' })),
    );
    const en = await english.client.post('/api/horoscope', { sign: 'Leo', date: TODAY });
    expect(en.body.text).toBe(composeHoroscope({ sign: 'Leo', date: TODAY, sky }).text);
    expect(en.body.text).not.toBe(tr.body.text);
    const affirmation = await turkish.client.post('/api/affirmation', { mood: 'Calm' });
    expect(affirmation.status).toBe(200);
    // One of the Turkish corpus's calm affirmations (not every one holds a Turkish letter).
    expect(turkishAffirmations.Calm).toContain(affirmation.body.text);
  });

  it("gives a free member the sign's text for the day and the real sky, without insights", async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/horoscope', { sign: 'Virgo', date: TODAY });
    expect(res.status).toBe(200);
    const sky = skyFor(TODAY);
    const composed = composeHoroscope({ sign: 'Virgo', date: TODAY, sky });
    expect(res.body).toEqual({
      headline: composed.headline,
      text: composed.text,
      sign: 'Virgo',
      date: TODAY,
      sky: publicSky(sky),
    });
    expect(res.body.sky.moonPhase).toBe('full');
    expect(res.body.headline).toContain('the full Moon in Virgo');
    expect(res.body).not.toHaveProperty('insights');
  });

  it('accepts a sign in any letter case and answers with its canonical name and the same text', async () => {
    const member = await signUp(t);
    const lower = await member.client.post('/api/horoscope', { sign: ' leo ', date: TODAY });
    const canonical = await member.client.post('/api/horoscope', { sign: 'Leo', date: TODAY });
    expect(lower.status).toBe(200);
    expect(lower.body.sign).toBe('Leo');
    expect(lower.body.text).toBe(canonical.body.text);
  });

  it('gives every member of a sign the same text that day, and the same answer again', async () => {
    const [first, second, premium] = await Promise.all([signUp(t), signUp(t), signUpPremium(t)]);
    const body = { sign: 'Aquarius', date: TODAY };
    const answers = [
      await first!.client.post('/api/horoscope', body),
      await second!.client.post('/api/horoscope', body),
      await first!.client.post('/api/horoscope', body),
      await premium!.client.post('/api/horoscope', body),
    ];
    for (const res of answers) expect(res.status).toBe(200);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(answers[2]!.body).toEqual(answers[0]!.body);
    expect(answers[3]!.body.text).toBe(answers[0]!.body.text);
  });

  it('differs from one day to the next and from one sign to another', async () => {
    const member = await signUp(t);
    const ask = async (sign: string, date: string) =>
      (await member.client.post('/api/horoscope', { sign, date })).body.text as string;
    const texts = [await ask('Aries', TODAY), await ask('Aries', '2025-03-13'), await ask('Aries', '2025-03-15')];
    expect(new Set(texts).size).toBe(3);
    expect(await ask('Taurus', TODAY)).not.toBe(texts[0]);
  });

  it('gives premium members insights shaped by their intentions', async () => {
    const member = await signUpPremium(t, { intentions: ['Health', 'Career'] });
    const res = await member.client.post('/api/horoscope', { sign: 'Scorpio', date: TODAY });
    expect(res.status).toBe(200);
    const sky = skyFor(TODAY);
    expect(res.body.insights).toEqual(
      composeInsights({ sign: 'Scorpio', date: TODAY, sky, intentions: ['Health', 'Career'] }),
    );
    expect(res.body.insights.aspects.length).toBeGreaterThan(0);
    expect(res.body.insights.moonSign).toContain(sky.moonSign);
    const other = await signUpPremium(t, { intentions: ['Love'] });
    const theirs = await other.client.post('/api/horoscope', { sign: 'Scorpio', date: TODAY });
    expect(theirs.body.text).toBe(res.body.text);
    expect(theirs.body.insights.guidance).not.toBe(res.body.insights.guidance);
  });

  describe("today's transits to the member's own chart", () => {
    const IZMIR = 311046;
    const withBirthPlace = async (member: Awaited<ReturnType<typeof signUp>>, birthTime: string | null) => {
      const res = await member.client.post('/api/update-profile', {
        firstName: 'Selin',
        lastName: 'Kaya',
        email: member.user.email,
        birthTime,
        birthPlaceId: IZMIR,
      });
      expect(res.status).toBe(200);
    };

    it('gives a premium member with a birth date and place the transits, beside the insights as they were', async () => {
      const member = await signUpPremium(t, { dateOfBirth: '1990-05-17', intentions: ['Love'] });
      await withBirthPlace(member, '08:45');
      const [izmir] = (await member.client.get('/api/places?q=Izmir')).body;
      const res = await member.client.post('/api/horoscope', { sign: 'Taurus', date: TODAY });
      expect(res.status).toBe(200);
      // 08:45 in İzmir on 17 May 1990 is 05:45 UTC (summer time, UTC+3).
      const expected = transitsFor(
        { utc: new Date('1990-05-17T05:45:00Z'), latitude: izmir.lat, longitude: izmir.lon, timeKnown: true },
        TODAY,
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(res.body.insights).toEqual({
        ...composeInsights({ sign: 'Taurus', date: TODAY, sky: skyFor(TODAY), intentions: ['Love'] }),
        transits: expected,
      });
      const again = await member.client.post('/api/horoscope', { sign: 'Taurus', date: TODAY });
      expect(again.body.insights.transits).toEqual(res.body.insights.transits);
    });

    it('reads no houses or angles without a birth time', async () => {
      const member = await signUpPremium(t, { dateOfBirth: '1990-05-17' });
      await withBirthPlace(member, null);
      const res = await member.client.post('/api/horoscope', { sign: 'Taurus', date: TODAY });
      const natal = res.body.insights.transits.map((transit: { natal: string }) => transit.natal);
      expect(natal.length).toBeGreaterThan(0);
      expect(natal.filter((point: string) => /^(house-|ascendant|midheaven)/.test(point))).toEqual([]);
    });

    it('gives a premium member without a birth place the insights without transits', async () => {
      const member = await signUpPremium(t, { dateOfBirth: '1990-05-17' });
      const res = await member.client.post('/api/horoscope', { sign: 'Taurus', date: TODAY });
      expect(res.status).toBe(200);
      expect(res.body.insights.guidance).toEqual(expect.any(String));
      expect(res.body.insights).not.toHaveProperty('transits');
    });

    it('gives a free member with a birth place the basic horoscope, no insights', async () => {
      const member = await signUp(t, { dateOfBirth: '1990-05-17' });
      await withBirthPlace(member, '08:45');
      const res = await member.client.post('/api/horoscope', { sign: 'Taurus', date: TODAY });
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('insights');
    });
  });

  it('stops giving insights once a cancelled subscription has ended', async () => {
    const member = await signUp(t);
    await insertSubscription(t.database.db, {
      userId: member.user.id,
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(NOW.getTime() + 3_600_000),
    });
    const before = await member.client.post('/api/horoscope', { sign: 'Leo', date: TODAY });
    expect(before.body.insights).toBeDefined();
    t.clock.advance(2 * 3_600_000);
    const after = await member.client.post('/api/horoscope', { sign: 'Leo', date: TODAY });
    expect(after.status).toBe(200);
    expect(after.body).not.toHaveProperty('insights');
    expect(after.body.text).toBe(before.body.text);
  });

  it("accepts a day either side of the server's UTC date (time zones) and no further", async () => {
    const member = await signUp(t);
    // 23:30 UTC on the 14th is already the 15th in Auckland; 00:30 UTC on the 15th is still the 14th in Hawaii.
    t.clock.set(new Date('2025-03-14T23:30:00Z'));
    expect((await member.client.post('/api/horoscope', { sign: 'Leo', date: '2025-03-15' })).status).toBe(200);
    t.clock.set(new Date('2025-03-15T00:30:00Z'));
    expect((await member.client.post('/api/horoscope', { sign: 'Leo', date: '2025-03-14' })).status).toBe(200);
    expect((await member.client.post('/api/horoscope', { sign: 'Leo', date: '2025-03-13' })).status).toBe(400);
  });

  it.each([
    [{ sign: 'Ophiuchus', date: TODAY }, 'Unknown zodiac sign'],
    [{ sign: 'Leonine', date: TODAY }, 'Unknown zodiac sign'],
    [{ date: TODAY }, 'Unknown zodiac sign'],
    [{ sign: 'Leo', date: '2024-02-30' }, 'Please send the date as YYYY-MM-DD'],
    [{ sign: 'Leo', date: '14/03/2025' }, 'Please send the date as YYYY-MM-DD'],
    [{ sign: 'Leo', date: 20250314 }, 'Please send the date as YYYY-MM-DD'],
    [{ sign: 'Leo' }, 'Please send the date as YYYY-MM-DD'],
    [{ sign: 'Leo', date: '2025-03-16' }, HOROSCOPE_TODAY_ONLY_MESSAGE],
    [{ sign: 'Leo', date: '2025-03-12' }, HOROSCOPE_TODAY_ONLY_MESSAGE],
    [{ sign: 'Leo', date: '1999-12-31' }, HOROSCOPE_TODAY_ONLY_MESSAGE],
    [[], 'Please send the sign and the date.'],
  ])('answers 400 for %j with its message', async (body, message) => {
    const member = await signUp(t);
    const res = await member.client.post('/api/horoscope', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'BAD_REQUEST' });
  });

  it('answers 400 when there is no body at all', async () => {
    const member = await signUp(t);
    const res = await member.client.post('/api/horoscope');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please send the sign and the date.', code: 'BAD_REQUEST' });
  });
});
