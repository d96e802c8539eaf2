import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMemberData } from '../../../test/account-data';
import { signUp } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

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
});
