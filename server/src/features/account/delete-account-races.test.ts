import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp, type TestResponse } from '../../../test/test-app';

// Requests racing the deletion of their own account (issue 29, item 4).

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sendAfter = <T>(ms: number, send: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => setTimeout(() => send().then(resolve, reject), ms));

describe('sign-ins racing the deletion of the account', () => {
  it('answer as for an account that does not exist (401), never 5xx', async () => {
    const answers: TestResponse[] = [];
    for (let round = 0; round < 3; round++) {
      const member = await signUpPremium(t);
      const signIns = Array.from({ length: 10 }, (_, index) =>
        sendAfter(index * 8, () =>
          t.client().post('/api/login', { email: member.user.email, password: member.password }),
        ),
      );
      const [deleted, ...results] = await Promise.all([
        sendAfter(20, () => member.client.post('/api/account/delete', { password: member.password })),
        ...signIns,
      ]);
      expect(deleted.status).toBe(200);
      answers.push(...results);
    }
    const refused = answers.filter((res) => res.status !== 200).map((res) => `${res.status} ${res.body.message}`);
    expect(refused.filter((answer) => answer !== '401 Invalid email or password')).toEqual([]);
  });
});
