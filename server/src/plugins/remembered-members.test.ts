import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpPremium } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { MemberRow } from '../db/statements/load-member';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// On PostgreSQL a member's change is heard a moment after it commits: a request that may have
// written answers only once the remembered members have caught up, so its caller's next request
// sees what it wrote.
describe('answers after writes wait for the remembered members to catch up', () => {
  it('holds a write answer until caughtUp resolves, and never a read', async () => {
    const member = await signUp(t);
    const lookup = t.app.ctx.lookupMember;
    const original = lookup.caughtUp;
    let release = () => {};
    let waits = 0;
    lookup.caughtUp = () => {
      waits++;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    try {
      let answered = false;
      const write = member.client.post('/api/moods', { mood: 'Calm' }).then((res) => {
        answered = true;
        return res;
      });
      await expect.poll(() => waits).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      release();
      expect((await write).status).toBeLessThan(300);

      expect((await member.client.get('/api/user')).status).toBe(200);
      expect(waits).toBe(1);
    } finally {
      lookup.caughtUp = original;
    }
  });

  it('shows a profile change on the very next request', async () => {
    const member = await signUp(t);
    for (const firstName of ['Deniz', 'Ece', 'Ferda']) {
      const saved = await member.client.post('/api/update-profile', {
        firstName,
        lastName: 'Kaya',
        email: member.user.email,
      });
      expect(saved.status).toBe(200);
      expect((await member.client.get('/api/user')).body).toMatchObject({ firstName });
    }
  });

  /** The app's lookup, answering `lag` of each remembered row unless asked for a fresh one. */
  function lagging(lag: (row: MemberRow) => MemberRow) {
    const original = t.app.ctx.lookupMember;
    const stale = async (tokenHash: string, options?: { fresh?: boolean }) => {
      const row = await original(tokenHash, options);
      return !row || options?.fresh ? row : lag(row);
    };
    t.app.ctx.lookupMember = Object.assign(stale, { caughtUp: original.caughtUp, close: original.close });
    return () => {
      t.app.ctx.lookupMember = original;
    };
  }

  it('confirms an idle session with the database before ending it', async () => {
    const member = await signUp(t);
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    const restore = lagging((row) => ({ ...row, session: { ...row.session, lastUsedAt: longAgo } }));
    try {
      expect((await member.client.get('/api/user')).status).toBe(200);
      expect((await member.client.get('/api/user')).status).toBe(200);
    } finally {
      restore();
    }
  });

  it('confirms a missing membership with the database before refusing a premium route', async () => {
    const member = await signUpPremium(t);
    const restore = lagging((row) => ({ ...row, subscription: null }));
    try {
      expect((await member.client.get('/api/journal/history')).status).toBe(200);
    } finally {
      restore();
    }
  });
});
