import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUp, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const BERLIN = 2950159;
const IZMIR = 311046;
const LONDON = 2643743;
const PATH = '/api/natal-chart/compatibility';
const UNSTORABLE =
  'This text contains characters that cannot be saved (a NUL character or a broken emoji). Please remove them.';
const DATE_MESSAGE = 'Please give their date of birth as YYYY-MM-DD, from 1900 to today.';

/** A premium member born in İzmir on 1990-05-17 at 08:45. */
async function premiumWithChart(): Promise<SignedInMember> {
  const member = await signUpPremium(t, { dateOfBirth: '1990-05-17' });
  await member.client.post('/api/update-profile', {
    firstName: 'Selin',
    lastName: 'Kaya',
    email: member.user.email,
    birthTime: '08:45',
    birthPlaceId: IZMIR,
  });
  return member;
}

const deniz = { name: 'Deniz', dateOfBirth: '1988-11-02', birthTime: '21:30', birthPlaceId: LONDON };

let member: SignedInMember;
beforeAll(async () => {
  member = await premiumWithChart();
});

describe('POST /api/natal-chart/compatibility', () => {
  it("reads the main inter-aspects of the member's chart and theirs, strongest first, and the same every time", async () => {
    const res = await member.client.post(PATH, deniz);
    expect(res.status).toBe(200);
    const { name, other, aspects, summary } = res.body;
    expect(name).toBe('Deniz');
    expect(other).toMatchObject({ timeKnown: true, place: { name: 'London', timeZone: 'Europe/London' } });
    expect(other.bodies[0]).toMatchObject({ body: 'sun', sign: 'Scorpio' });
    expect(other.ascendant).toEqual(expect.any(Number));
    expect(aspects.length).toBeGreaterThanOrEqual(1);
    expect(aspects.length).toBeLessThanOrEqual(8);
    for (const aspect of aspects) {
      expect(aspect.text).toMatch(/Deniz/);
      expect(aspect.text).not.toMatch(/[{}]/);
    }
    expect(summary).toContain('Deniz');
    expect((await member.client.post(PATH, deniz)).body).toEqual(res.body);
    // Nothing about Deniz is kept: the member's own record is as it was.
    expect((await member.client.get('/api/user')).body).toMatchObject({ birthTime: '08:45', birthPlaceId: IZMIR });
  });

  it('finds every personal point conjunct itself when the other person was born at the same moment and place', async () => {
    const twin = { name: 'Ece', dateOfBirth: '1990-05-17', birthTime: '08:45', birthPlaceId: IZMIR };
    const { aspects } = (await member.client.post(PATH, twin)).body;
    expect(aspects.slice(0, 2)).toMatchObject([
      { a: 'sun', b: 'sun', type: 'conjunction', orb: 0 },
      { a: 'moon', b: 'moon', type: 'conjunction', orb: 0 },
    ]);
    expect(aspects[0].text).toBe(
      'Your Suns sit together: you share a core outlook and a sense of purpose, like two friends walking the same road.',
    );
  });

  it('casts a noon chart without a rising sign when their birth time is unknown, and says so', async () => {
    const res = await member.client.post(PATH, { ...deniz, birthTime: null });
    expect(res.status).toBe(200);
    expect(res.body.other).toMatchObject({ timeKnown: false, ascendant: null });
    expect(res.body.other.bodies[0].house).toBeNull();
    expect(res.body.aspects.some((aspect: { b: string }) => aspect.b === 'ascendant')).toBe(false);
    expect(res.body.summary).toContain(
      "Without Deniz's birth time, their rising sign is left out and their Moon is read for midday",
    );
  });

  it('asks which one was meant (409) when the clocks changed over their birth time, and reads the one chosen', async () => {
    const twice = { ...deniz, dateOfBirth: '1990-09-30', birthTime: '02:30', birthPlaceId: BERLIN };
    expect(await member.client.post(PATH, twice)).toMatchObject({
      status: 409,
      body: {
        message:
          'The clocks went back on 1990-09-30 in Berlin, so 02:30 happened twice: please choose the earlier or the later one.',
        code: 'BIRTH_TIME_FOLD',
      },
    });
    const skipped = await member.client.post(PATH, { ...twice, dateOfBirth: '1990-03-25' });
    expect(skipped.body.message).toBe(
      'The clocks went forward on 1990-03-25 in Berlin, so 02:30 never showed on the clock: please choose the earlier or the later reading.',
    );
    const earlier = await member.client.post(PATH, { ...twice, birthTimeFold: 'earlier' });
    const later = await member.client.post(PATH, { ...twice, birthTimeFold: 'later' });
    expect([earlier.status, later.status]).toEqual([200, 200]);
    // An hour apart, the ascendant has moved on by some 10 to 20 degrees.
    expect(later.body.other.ascendant).not.toBe(earlier.body.other.ascendant);
  });

  it("answers 409 with the chart's messages until the member has a birth date and place", async () => {
    // Registration asks for a date of birth; members from before it may have none.
    const noDate = await signUpPremium(t);
    await t.database.db.update(users).set({ dateOfBirth: null }).where(eq(users.id, noDate.user.id));
    expect(await noDate.client.post(PATH, deniz)).toMatchObject({
      status: 409,
      body: { message: 'Please add your date of birth to your profile to see your chart.', code: 'CONFLICT' },
    });
    const noPlace = await signUpPremium(t, { dateOfBirth: '1990-05-17' });
    expect(await noPlace.client.post(PATH, deniz)).toMatchObject({
      status: 409,
      body: { message: 'Please choose your birth place in your profile to see your chart.' },
    });
  });

  it('is premium: a free member gets 403 with the premium message, a visitor 401', async () => {
    const free = await signUp(t, { dateOfBirth: '1990-05-17' });
    expect(await free.client.post(PATH, deniz)).toMatchObject({
      status: 403,
      body: { message: 'This is a premium feature. Upgrade to Premium to unlock it.' },
    });
    expect((await t.client().post(PATH, deniz)).status).toBe(401);
  });

  it.each([
    [{ name: 'De\u0000niz' }, UNSTORABLE],
    [{ name: '\ud800Deniz' }, UNSTORABLE],
    [{ name: '   ' }, 'Please give their name.'],
    [{ name: 'D'.repeat(20_000) }, 'Please use at most 50 characters for their name.'],
    [{ dateOfBirth: '1899-12-31' }, DATE_MESSAGE],
    [{ dateOfBirth: '2999-01-01' }, DATE_MESSAGE],
    [{ dateOfBirth: '1990-02-30' }, DATE_MESSAGE],
    [{ dateOfBirth: '1990-01-01\u0000' }, UNSTORABLE],
    [{ birthTime: '24:00' }, 'Please give your birth time as HH:MM (24-hour clock).'],
    [{ birthTime: '9:30' }, 'Please give your birth time as HH:MM (24-hour clock).'],
    [{ birthTime: undefined }, 'Please give your birth time as HH:MM (24-hour clock).'],
    [{ birthPlaceId: 999_999_999 }, 'Please choose your birth place from the list.'],
    [{ birthPlaceId: 'London' }, 'Please choose your birth place from the list.'],
    [{ birthPlaceId: 1.5 }, 'Please choose your birth place from the list.'],
    [{ birthTimeFold: 'middle' }, "Please choose 'earlier' or 'later' for a time the clocks changed over."],
  ])('refuses %j with a 400 and its message', async (change, message) => {
    const res = await member.client.post(PATH, { ...deniz, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('refuses a body that is not an object, and one over the size limit, with a 4xx message', async () => {
    for (const body of [[], 'Deniz', null]) {
      const res = await member.client.post(PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const huge = await member.client.post(PATH, { ...deniz, name: 'D'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toEqual(expect.any(String));
  });

  it('answers 50 parallel requests, good and bad, each with its own status and never a 5xx', async () => {
    const bodies = Array.from({ length: 50 }, (_, index) =>
      index % 2 === 0 ? { ...deniz, birthTime: `1${index % 10}:00` } : { ...deniz, birthPlaceId: 999_999_000 + index },
    );
    const answers = await Promise.all(bodies.map((body) => member.client.post(PATH, body)));
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map((_, index) => (index % 2 === 0 ? 200 : 400)));
    expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body.message)).toEqual(
      Array(25).fill('Please choose your birth place from the list.'),
    );
  });
});
