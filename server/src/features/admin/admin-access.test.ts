import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUp, signUpPremium } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema';

let t: TestApp;
let member: SignedInMember;
let premium: SignedInMember;
let superAdmin: SignedInMember;
beforeAll(async () => {
  t = await startTestApp();
  [member, premium, superAdmin] = await Promise.all([signUp(t), signUpPremium(t), signUp(t)]);
  await t.database.db.update(users).set({ role: 'super-admin' }).where(eq(users.id, superAdmin.user.id));
});
afterAll(() => t.close());

const ROUTES = [
  ['GET', '/api/admin/circles'],
  ['POST', '/api/admin/circles'],
  ['PATCH', '/api/admin/circles/1'],
  ['DELETE', '/api/admin/circles/1'],
  ['GET', '/api/admin/posts'],
  ['PATCH', '/api/admin/posts/1'],
  ['DELETE', '/api/admin/posts/1'],
  ['POST', '/api/admin/posts/1/dismiss-reports'],
  ['GET', '/api/admin/comments'],
  ['POST', '/api/admin/comments/1/restore'],
  ['GET', '/api/admin/events'],
  ['POST', '/api/admin/events'],
  ['PATCH', '/api/admin/events/1'],
  ['DELETE', '/api/admin/events/1'],
  ['GET', '/api/admin/audit'],
] as const;

const validBody = { name: 'Should never exist', description: 'x', active: true, isHidden: true };

describe('who may use the admin API', () => {
  it.each(ROUTES)(
    '%s %s: 401 signed out, 403 with the admin message for free and premium members',
    async (method, url) => {
      const body = method === 'GET' || method === 'DELETE' ? undefined : validBody;
      const anonymous = await t.client().request(method, url, body);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe('Please sign in to continue.');
      for (const caller of [member, premium]) {
        const res = await caller.client.request(method, url, body);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          message: "You don't have permission to access the admin dashboard.",
          code: 'FORBIDDEN',
        });
      }
    },
  );

  it('changes nothing for a member who is refused', async () => {
    const res = await member.client.post('/api/admin/circles', { name: 'Sneaky circle', description: 'no' });
    expect(res.status).toBe(403);
    const circles = (await superAdmin.client.get('/api/admin/circles')).body as Array<{ name: string }>;
    expect(circles.map((c) => c.name)).not.toContain('Sneaky circle');
  });

  it('answers a super-admin as an administrator', async () => {
    const made = await superAdmin.client.post('/api/admin/circles', {
      name: 'Super circle',
      description: 'Made by a super-admin',
    });
    expect(made.status).toBe(201);
    const res = await superAdmin.client.get('/api/admin/circles');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { name: string }) => c.name)).toContain('Super circle');
  });
});
