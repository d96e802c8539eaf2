import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
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

const profileOf = (member: Awaited<ReturnType<typeof signUp>>, extra: Record<string, unknown>) => ({
  firstName: 'Selin',
  lastName: 'Kaya',
  email: member.user.email,
  ...extra,
});

describe('GET /api/places', () => {
  it('finds Turkish towns from ASCII spellings, with coordinates and time zone', async () => {
    const member = await signUp(t);
    const izmir = await member.client.get('/api/places?q=Izmir');
    expect(izmir.status).toBe(200);
    expect(izmir.body[0]).toMatchObject({ id: IZMIR, name: 'İzmir', country: 'TR', timeZone: 'Europe/Istanbul' });
    const urfa = await member.client.get('/api/places?q=sanliurfa');
    expect(urfa.body[0]).toMatchObject({ name: 'Şanlıurfa', country: 'TR', lat: 37.16708, lon: 38.79392 });
    const london = await member.client.get('/api/places?q=London');
    expect(london.body[0]).toMatchObject({ id: LONDON, region: 'ENG', country: 'GB', timeZone: 'Europe/London' });
    expect(london.body.length).toBeLessThanOrEqual(10);
  });

  it('refuses an empty, a NUL-carrying and an over-long query with a 400 message', async () => {
    const member = await signUp(t);
    for (const q of ['', '%00Izmir', 'a'.repeat(101)]) {
      const res = await member.client.get(`/api/places?q=${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toEqual(expect.any(String));
    }
  });

  it('is for members only', async () => {
    expect((await t.client().get('/api/places?q=Izmir')).status).toBe(401);
  });
});

describe('POST /api/update-profile: birth data', () => {
  it('stores the birth time and place, which GET /api/user returns with the place name', async () => {
    const member = await signUp(t, { dateOfBirth: '1990-05-17' });
    const res = await member.client.post(
      '/api/update-profile',
      profileOf(member, { birthTime: '08:45', birthPlaceId: IZMIR }),
    );
    expect(res.status).toBe(200);
    const user = (await member.client.get('/api/user')).body;
    expect(user).toMatchObject({
      birthTime: '08:45',
      birthPlaceId: IZMIR,
      birthPlaceName: 'İzmir',
      birthTimeFold: null,
    });
    const unknown = await member.client.post('/api/update-profile', profileOf(member, { birthTime: null }));
    expect(unknown.body).toMatchObject({ birthTime: null, birthPlaceId: IZMIR });
  });

  it("stores the place's coordinates and zone with it, and clears them with the place", async () => {
    const member = await signUp(t, { dateOfBirth: '1990-05-17' });
    const stored = async () => {
      const [row] = await t.database.db
        .select({ lat: users.birthPlaceLat, lon: users.birthPlaceLon, zone: users.birthPlaceTimeZone })
        .from(users)
        .where(eq(users.id, member.user.id));
      return row;
    };
    await member.client.post('/api/update-profile', profileOf(member, { birthTime: '08:45', birthPlaceId: IZMIR }));
    expect(await stored()).toEqual({ lat: 38.41273, lon: 27.13838, zone: 'Europe/Istanbul' });
    await member.client.post('/api/update-profile', profileOf(member, { birthPlaceId: LONDON }));
    expect(await stored()).toMatchObject({ zone: 'Europe/London' });
    await member.client.post('/api/update-profile', profileOf(member, { birthPlaceId: null }));
    expect(await stored()).toEqual({ lat: null, lon: null, zone: null });
  });

  it.each([
    [{ birthTime: '25:00' }, 'Please give your birth time as HH:MM (24-hour clock).'],
    [{ birthTime: '8:45' }, 'Please give your birth time as HH:MM (24-hour clock).'],
    [
      { birthTime: '08:45\u0000' },
      'This text contains characters that cannot be saved (a NUL character or a broken emoji). Please remove them.',
    ],
    [
      { birthTime: '\ud800' },
      'This text contains characters that cannot be saved (a NUL character or a broken emoji). Please remove them.',
    ],
    [{ birthPlaceId: 999_999_999 }, 'Please choose your birth place from the list.'],
    [{ birthPlaceId: 'Izmir' }, 'Please choose your birth place from the list.'],
    [{ birthTimeFold: 'middle' }, "Please choose 'earlier' or 'later' for a time the clocks changed over."],
  ])('refuses %j with a 400 and leaves the birth data whole', async (extra, message) => {
    const member = await signUp(t, { dateOfBirth: '1990-05-17' });
    await member.client.post('/api/update-profile', profileOf(member, { birthTime: '08:45', birthPlaceId: IZMIR }));
    const res = await member.client.post('/api/update-profile', profileOf(member, extra));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect((await member.client.get('/api/user')).body).toMatchObject({ birthTime: '08:45', birthPlaceId: IZMIR });
  });

  it('asks which one was meant (409) when the clocks went back over the birth time, and casts the one chosen', async () => {
    const member = await signUp(t, { dateOfBirth: '1990-09-30' });
    const asked = await member.client.post(
      '/api/update-profile',
      profileOf(member, { birthTime: '02:30', birthPlaceId: BERLIN }),
    );
    expect(asked).toMatchObject({
      status: 409,
      body: {
        message:
          'The clocks went back on 1990-09-30 in Berlin, so 02:30 happened twice: please choose the earlier or the later one.',
        code: 'BIRTH_TIME_FOLD',
      },
    });
    expect((await member.client.get('/api/user')).body.birthTime).toBeNull();
    const later = await member.client.post(
      '/api/update-profile',
      profileOf(member, { birthTime: '02:30', birthPlaceId: BERLIN, birthTimeFold: 'later' }),
    );
    expect(later.body).toMatchObject({ birthTime: '02:30', birthTimeFold: 'later' });
    expect((await member.client.get('/api/natal-chart')).body.utc).toBe('1990-09-30T01:30:00.000Z');
  });

  it('asks about a skipped time (the clocks went forward) too', async () => {
    const member = await signUp(t, { dateOfBirth: '1990-03-25' });
    const res = await member.client.post(
      '/api/update-profile',
      profileOf(member, { birthTime: '02:30', birthPlaceId: BERLIN }),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('BIRTH_TIME_FOLD');
    expect(res.body.message).toBe(
      'The clocks went forward on 1990-03-25 in Berlin, so 02:30 never showed on the clock: please choose the earlier or the later reading.',
    );
  });

  it('asks a Turkish member in Turkish, the day written as Turkish writes it', async () => {
    const member = await signUp(t, { dateOfBirth: '1990-09-30' });
    await member.client.request('PUT', '/api/user/language', { language: 'tr' });
    const asked = await member.client.post(
      '/api/update-profile',
      profileOf(member, { birthTime: '02:30', birthPlaceId: BERLIN }),
    );
    expect(asked).toMatchObject({
      status: 409,
      body: {
        message:
          'Berlin bölgesinde saatler 30 Eylül 1990 tarihinde geri alındı, bu yüzden saat 02:30 o gün iki kez yaşandı: lütfen öncekini ya da sonrakini seç.',
        code: 'BIRTH_TIME_FOLD',
      },
    });
    const skipped = await member.client.post(
      '/api/update-profile',
      profileOf(member, { dateOfBirth: '1990-03-25', birthTime: '02:30', birthPlaceId: BERLIN }),
    );
    expect(skipped.body.message).toBe(
      'Berlin bölgesinde saatler 25 Mart 1990 tarihinde ileri alındı, bu yüzden saat 02:30 o gün hiç yaşanmadı: lütfen öncekini ya da sonrakini seç.',
    );
  });

  it('keeps time and place together under 50 parallel updates', async () => {
    const member = await signUp(t, { dateOfBirth: '1990-05-17' });
    const pairs = [
      { birthTime: '06:10', birthPlaceId: IZMIR },
      { birthTime: '19:55', birthPlaceId: LONDON },
    ];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        member.client.post('/api/update-profile', profileOf(member, pairs[index % 2] as Record<string, unknown>)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const user = (await member.client.get('/api/user')).body;
    const stored = { birthTime: user.birthTime, birthPlaceId: user.birthPlaceId };
    expect(pairs).toContainEqual(stored);
    expect(user.birthPlaceName).toBe(stored.birthPlaceId === IZMIR ? 'İzmir' : 'London');
  });
});

describe('GET /api/natal-chart', () => {
  it('answers 409 until the member has a birth place', async () => {
    const member = await signUp(t, { dateOfBirth: '1990-05-17' });
    const res = await member.client.get('/api/natal-chart');
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'Please choose your birth place in your profile to see your chart.' },
    });
  });

  it('casts the chart in the zone of that date, with Placidus houses and aspects', async () => {
    // Istanbul kept UTC+3 all year from 2016; in 1990 its summer time was also UTC+3.
    const member = await signUp(t, { dateOfBirth: '1990-05-17' });
    await member.client.post('/api/update-profile', profileOf(member, { birthTime: '08:45', birthPlaceId: IZMIR }));
    const chart = (await member.client.get('/api/natal-chart')).body;
    expect(chart.utc).toBe('1990-05-17T05:45:00.000Z');
    expect(chart.place).toMatchObject({ name: 'İzmir', timeZone: 'Europe/Istanbul' });
    expect(chart.houseSystem).toBe('placidus');
    expect(chart.cusps).toHaveLength(12);
    expect(chart.bodies.map((body: { body: string }) => body.body)).toEqual([
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
      'north-node',
    ]);
    const sun = chart.bodies[0];
    expect(sun).toMatchObject({ sign: 'Taurus', retrograde: false });
    expect(sun.house).toBeGreaterThanOrEqual(1);
    expect(chart.aspects.length).toBeGreaterThan(0);
  });

  it('casts a noon chart with no angles or houses when the birth time is unknown', async () => {
    const member = await signUp(t, { dateOfBirth: '1969-01-15' });
    await member.client.post('/api/update-profile', profileOf(member, { birthTime: null, birthPlaceId: LONDON }));
    const chart = (await member.client.get('/api/natal-chart')).body;
    // British Standard Time: UTC+1 all year from 1968 to 1971, so local noon is 11:00 UTC in January.
    expect(chart).toMatchObject({
      utc: '1969-01-15T11:00:00.000Z',
      timeKnown: false,
      ascendant: null,
      midheaven: null,
      cusps: null,
      houseSystem: null,
    });
    expect(chart.bodies[0].house).toBeNull();
  });
});
