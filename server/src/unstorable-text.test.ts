import { UNSTORABLE_TEXT_MESSAGE } from '@contract/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationFor, signUp, signUpPremium } from '../test/factories';
import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const NUL = '\u0000';
const LONE_SURROGATE = '\ud83d';
const refused = { status: 400, body: { message: UNSTORABLE_TEXT_MESSAGE, code: 'BAD_REQUEST' } };

describe('text the database cannot store is a 400, never a 500', () => {
  it.each([NUL, LONE_SURROGATE])('register with %j in a name, an intention or the email', async (bad) => {
    for (const override of [
      { firstName: `Ay${bad}la` },
      { intentions: ['Love', `Car${bad}eer`] },
      { email: `ay${bad}la@telve.test` },
    ]) {
      const res = await t.client().post('/api/register', registrationFor(override));
      expect({ status: res.status, body: res.body }).toEqual(refused);
    }
  });

  it.each([NUL, LONE_SURROGATE])('update-profile with %j', async (bad) => {
    const member = await signUp(t);
    const base = { firstName: 'Ayla', lastName: 'Demir', email: member.user.email };
    for (const override of [{ lastName: `De${bad}mir` }, { occupation: `x${bad}` }, { intentions: `Love, ${bad}` }]) {
      const res = await member.client.post('/api/update-profile', { ...base, ...override });
      expect({ status: res.status, body: res.body }).toEqual(refused);
    }
  });

  it.each([NUL, LONE_SURROGATE])('coffee-reading and ask (plain and streamed) with %j', async (bad) => {
    const member = await signUpPremium(t);
    const reading = await member.client.post('/api/coffee-reading', { intention: `Will I${bad} travel?` });
    expect({ status: reading.status, body: reading.body }).toEqual(refused);
    const ask = await member.client.post('/api/ask', { question: `Why${bad}?` });
    expect({ status: ask.status, body: ask.body }).toEqual(refused);
    const stream = await member.client.post('/api/ask/stream', { question: `Why${bad}?` });
    expect(stream.headers.get('content-type')).toMatch(/^application\/json/);
    expect({ status: stream.status, body: stream.body }).toEqual(refused);
  });
});
