import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const profile = (email: string, bio?: string | null) => ({
  firstName: 'Selin',
  lastName: 'Kaya',
  email,
  ...(bio === undefined ? {} : { bio }),
});

describe('the profile bio', () => {
  it('is stored trimmed, kept when absent from an update, and removed when empty', async () => {
    const member = await signUp(t);
    expect(member.user.bio).toBeNull();
    const set = await member.client.post(
      '/api/update-profile',
      profile(member.user.email, '  Tea, tarot and long walks.  '),
    );
    expect(set.status).toBe(200);
    expect(set.body.bio).toBe('Tea, tarot and long walks.');
    const kept = await member.client.post('/api/update-profile', profile(member.user.email));
    expect(kept.body.bio).toBe('Tea, tarot and long walks.');
    expect((await member.client.get('/api/user')).body.bio).toBe('Tea, tarot and long walks.');
    const cleared = await member.client.post('/api/update-profile', profile(member.user.email, '   '));
    expect(cleared.body.bio).toBeNull();
  });

  it('takes 280 characters and refuses 281 with its message', async () => {
    const member = await signUp(t);
    const ok = await member.client.post('/api/update-profile', profile(member.user.email, 'b'.repeat(280)));
    expect(ok.status).toBe(200);
    const long = await member.client.post('/api/update-profile', profile(member.user.email, 'b'.repeat(281)));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: 'Your bio must be at most 280 characters.', code: 'BAD_REQUEST' });
  });
});
