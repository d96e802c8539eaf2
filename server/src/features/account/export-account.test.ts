import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMemberData } from '../../../test/account-data';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { accountTokens, sessions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const profile = (email: string) => ({ firstName: 'Ayla', lastName: 'Demir', email });

describe('Download my data', () => {
  it('holds each kind of the member’s data and nothing of another member', async () => {
    const member = await signUp(t);
    const other = await signUp(t);
    const mine = await seedMemberData(t.database.db, member.user.id);
    await seedMemberData(t.database.db, other.user.id);

    const res = await member.client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="telve-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body;
    expect(data.profile).toMatchObject({ id: member.user.id, email: member.user.email, firstName: 'Ayla' });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.moods).toHaveLength(1);
    expect(data.readings).toHaveLength(1);
    expect(data.readings[0].questions).toEqual([
      expect.objectContaining({ question: `question of ${member.user.id}`, answer: 'patience' }),
    ]);
    expect(data.affirmations).toHaveLength(1);
    expect(data.subscription).toMatchObject({ id: `demo_test_${member.user.id}` });
    expect(data.subscriptionHistory).toEqual([expect.objectContaining({ type: 'created' })]);
    expect(data.circles).toHaveLength(1);
    expect(data.posts).toEqual([expect.objectContaining({ content: `post of ${member.user.id}` })]);
    expect(data.comments).toEqual([expect.objectContaining({ content: `comment of ${member.user.id}` })]);
    expect(data.likes).toHaveLength(1);
    expect(data.rsvps).toHaveLength(1);
    expect(data.reports).toHaveLength(1);
    expect(data.journal.map((entry: { kind: string }) => entry.kind).sort()).toEqual([
      'affirmation',
      'horoscope',
      'reading',
    ]);
    expect(JSON.stringify(data.journal)).toContain(`sky of ${member.user.id}`);
    expect(JSON.stringify(data.journal)).toContain(`kind words of ${member.user.id}`);
    expect(data.media).toEqual([expect.objectContaining({ url: `/uploads/${mine.blobKey}` })]);

    const text = JSON.stringify(data);
    expect(text).not.toContain(other.user.email);
    expect(text).not.toContain(`of ${other.user.id}"`);
    expect(text).not.toContain('$argon2');
  });

  it('lists the signed-in devices and the email change waiting for its link, never a token', async () => {
    const member = await signUp(t);
    const other = await signUp(t);
    const phone = t.client();
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const login = await phone.request(
      'POST',
      '/api/login',
      { email: member.user.email, password: member.password },
      {
        'user-agent': firefox,
      },
    );
    expect(login.status).toBe(200);
    const wanted = `moving.${Date.now()}@telve.test`;
    expect((await member.client.post('/api/update-profile', profile(wanted))).status).toBe(200);

    const data = (await member.client.get('/api/account/export')).body;
    expect(data.devices).toHaveLength(2);
    expect(data.devices.filter((device: { thisDevice: boolean }) => device.thisDevice)).toHaveLength(1);
    for (const device of data.devices) {
      expect(Object.keys(device).sort()).toEqual(['browser', 'lastUsedAt', 'signedInAt', 'thisDevice']);
      expect(new Date(device.signedInAt).getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(data.devices.find((device: { thisDevice: boolean }) => !device.thisDevice).browser).toBe(
      'Firefox on Windows',
    );
    expect(data.pendingEmailChanges).toEqual([
      { email: wanted, requestedAt: expect.any(String), expiresAt: expect.any(String) },
    ]);
    const hashes = (await t.database.db.select().from(sessions)).map((row) => row.tokenHash);
    const links = (await t.database.db.select().from(accountTokens)).map((row) => row.tokenHash);
    const text = JSON.stringify(data);
    for (const hash of [...hashes, ...links]) expect(text).not.toContain(hash);
    expect(text).not.toContain(other.user.email);

    // A change called off is no longer waiting; a device signed out is gone.
    expect((await member.client.request('DELETE', '/api/account/email-change')).status).toBe(200);
    expect((await phone.post('/api/logout')).status).toBe(200);
    const after = (await member.client.get('/api/account/export')).body;
    expect(after.pendingEmailChanges).toEqual([]);
    expect(after.devices).toEqual([expect.objectContaining({ thisDevice: true })]);
  });
});
