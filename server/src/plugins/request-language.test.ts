import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationFor, signUp } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * One sign-up an hour from an address, so the second is refused with a message that carries its
 * wait: the public route whose refusal shows which language a request is answered in.
 */
const ONE_SIGN_UP = { registrationsPerHour: 1 };
const HOUR = 60 * 60 * 1000;
const ENGLISH = 'Too many sign-ups from this network. Please try again in 60 minutes.';
const TURKISH = 'Bu ağdan çok fazla kayıt yapıldı. Lütfen 60 dakika sonra yeniden dene.';

/** The app as it is: Turkish offered to visitors. */
let offered: TestApp;
/** The same app offering English alone (AppConfig.offeredLanguages). */
let t: TestApp;
beforeAll(async () => {
  [offered, t] = await Promise.all([
    startTestApp(ONE_SIGN_UP),
    startTestApp({ ...ONE_SIGN_UP, offeredLanguages: ['en'] }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), offered.close()]);
});

/** A new hour, whose one sign-up is taken by `first`; the next attempt is refused. */
async function fillTheHour(app: TestApp, first: () => Promise<unknown>) {
  app.clock.set(new Date(app.clock.now.getTime() + HOUR + 1000));
  await first();
}

const register = (app: TestApp, acceptLanguage: string) =>
  app.client().post('/api/register', registrationFor(), { 'accept-language': acceptLanguage });

describe("a refusal that carries a value, in the request's language", () => {
  it("is a visitor's browser's language only when that language is offered", async () => {
    await fillTheHour(offered, () => register(offered, 'en'));
    const turkish = await register(offered, 'tr-TR,tr;q=0.9,en;q=0.8');
    expect(turkish.status).toBe(429);
    expect(turkish.headers.get('retry-after')).toBe('3600');
    expect(turkish.body).toEqual({ message: TURKISH, code: 'TOO_MANY_REQUESTS' });
    expect((await register(offered, 'en-GB,en;q=0.9')).body.message).toBe(ENGLISH);
    expect((await register(offered, 'de-DE')).body.message).toBe(ENGLISH);

    // Where Turkish is not offered, a Turkish browser is answered in English.
    await fillTheHour(t, () => register(t, 'en'));
    const notOffered = await register(t, 'tr-TR,tr;q=0.9');
    expect(notOffered.status).toBe(429);
    expect(notOffered.body.message).toBe(ENGLISH);
  });

  it("is a signed-in member's own language, whatever her browser asks, on a public route too", async () => {
    for (const app of [t, offered]) {
      let member: Awaited<ReturnType<typeof signUp>> | undefined;
      await fillTheHour(app, async () => {
        member = await signUp(app);
      });
      const client = member!.client;
      await client.request('PUT', '/api/user/language', { language: 'tr' });
      const turkish = await client.post('/api/register', registrationFor(), { 'accept-language': 'en' });
      expect({ status: turkish.status, message: turkish.body.message }).toEqual({ status: 429, message: TURKISH });

      await client.request('PUT', '/api/user/language', { language: 'en' });
      const english = await client.post('/api/register', registrationFor(), { 'accept-language': 'tr' });
      expect(english.body.message).toBe(ENGLISH);
    }
  });
});
