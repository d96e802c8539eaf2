import { endpoints } from '@contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Expect, ROUTE_ACCESS } from '../test/access';
import { type SignedInMember, signUp, signUpAdmin, signUpPremium } from '../test/factories';
import { startTestApp, type TestApp, type TestClient } from '../test/test-app';

/**
 * Every /api route with the status each kind of caller gets for a harmless request (an empty body:
 * an allowed caller then gets 400 or the route's own answer). The entries live per feature in
 * server/test/access/; a route added without one fails the first test, so access is decided on purpose.
 */
const MATRIX: Record<string, Expect> = Object.assign({}, ...Object.values(ROUTE_ACCESS));

let t: TestApp;
let callers: Record<'anonymous' | 'member' | 'premium' | 'admin', TestClient>;
beforeAll(async () => {
  t = await startTestApp();
  const [member, premium, admin] = (await Promise.all([
    signUp(t),
    signUpPremium(t),
    signUpAdmin(t),
  ])) as SignedInMember[];
  callers = { anonymous: t.client(), member: member!.client, premium: premium!.client, admin: admin!.client };
});
afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has an entry for every /api route the app serves', () => {
    const served = t.app.routeTable
      .filter((r) => r.url.startsWith('/api') || r.url.startsWith('/uploads'))
      .map((r) => `${r.method} ${r.url}`);
    expect(served.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !served.includes(route))).toEqual([]);
  });

  it('serves every endpoint of the contract, with the access it declares', () => {
    const served = t.app.routeTable.map((r) => `${r.method} ${r.url} ${r.access ?? 'member'}`);
    const declared = Object.values(endpoints).map((e) => `${e.method} ${e.path} ${e.access}`);
    expect(declared.filter((endpoint) => !served.includes(endpoint))).toEqual([]);
  });

  for (const [route, expected] of Object.entries(MATRIX)) {
    it(`${route}: ${JSON.stringify(expected)}`, async () => {
      const [method, template] = route.split(' ') as [string, string];
      const url = template.replace(':name', 'missing.webp').replace(':id', '999999');
      for (const role of ['anonymous', 'member', 'premium', 'admin'] as const) {
        // Logout ends the caller's session, so it is tried with a throwaway client.
        const client = route === 'POST /api/logout' ? t.client() : callers[role];
        const body = method === 'GET' || method === 'DELETE' ? undefined : {};
        const res = await client.request(method, url, body);
        expect({ role, status: res.status }).toEqual({ role, status: expected[role] });
      }
    });
  }
});
