import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMemberData } from '../../../test/account-data';
import { type SignedInMember, signUp, signUpAdmin, signUpPremium } from '../../../test/factories';
import { registrationFor } from '../../../test/sign-up';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, posts, rateLimits, subscriptionEvents } from '../../db/schema';
import { floodPng } from '../../media/test-images';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const GOODBYE = 'Your account and everything in it have been deleted. Take good care of yourself.';
const uploads = () => path.join(t.dataDir, 'uploads');

function photoForm() {
  const data = new FormData();
  data.append('photo', new Blob([new Uint8Array(floodPng(64, 64))], { type: 'image/png' }), 'me.png');
  return data;
}

/** A member with one of every kind of row, a profile photo and a media file on disk. */
async function memberWithEverything(): Promise<SignedInMember & { blobKey: string; photoKey: string }> {
  const member = await signUpPremium(t);
  const { blobKey } = await seedMemberData(t.database.db, member.user.id);
  fs.mkdirSync(uploads(), { recursive: true });
  fs.writeFileSync(path.join(uploads(), blobKey), 'media bytes');
  const photo = await member.client.post('/api/upload-photo', photoForm());
  expect(photo.status).toBe(200);
  const photoKey = String(photo.body.url ?? photo.body.profilePhotoUrl).replace('/uploads/', '');
  expect(fs.existsSync(path.join(uploads(), photoKey))).toBe(true);
  // Counters keyed by the member: a wrong sign-in and a reset request for the address.
  await t.client().post('/api/login', { email: member.user.email, password: 'not-the-password' });
  await t.client().post('/api/forgot-password', { email: member.user.email });
  return { ...member, blobKey, photoKey };
}

interface ColumnInfo {
  table_name: string;
  column_name: string;
  data_type: string;
}

/** Every row of every table in the schema that still names the member, by id (foreign keys to users) or by email. */
async function rowsNaming(userId: number, email: string): Promise<string[]> {
  const db = t.database.db;
  const columns = (await db.execute(sql`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' and table_name not like '__drizzle%'`)) as unknown as { rows: ColumnInfo[] };
  const userKeys = (await db.execute(sql`
    select kcu.table_name, kcu.column_name from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
    where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users'`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const tables = new Set(columns.rows.map((c) => c.table_name));
  expect(tables.size).toBeGreaterThanOrEqual(20);
  const found: string[] = [];
  for (const table of tables) {
    const idColumns = userKeys.rows.filter((k) => k.table_name === table).map((k) => k.column_name);
    if (table === 'users') idColumns.push('id');
    for (const column of idColumns) {
      const rows = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
      )) as unknown as { rows: { n: number }[] };
      if (rows.rows[0]?.n) found.push(`${table}.${column} = ${userId}`);
    }
    const textColumns = columns.rows.filter(
      (c) => c.table_name === table && ['text', 'jsonb', 'character varying'].includes(c.data_type),
    );
    for (const { column_name: column } of textColumns) {
      const rows = (await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)}
            where position(${email} in ${sql.identifier(column)}::text) > 0`,
      )) as unknown as { rows: { n: number }[] };
      if (rows.rows[0]?.n) found.push(`${table}.${column} holds ${email}`);
    }
  }
  const counters = await db
    .select()
    .from(rateLimits)
    .where(sql`${rateLimits.key} ~ ${`:${userId}$`}`);
  found.push(...counters.map((row) => `rate_limits ${row.key}`));
  return found;
}

describe('Delete my account', () => {
  it('asks for the current password and deletes nothing without it', async () => {
    const member = await signUp(t);
    const wrong = await member.client.post('/api/account/delete', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('That password is not right. Please try again.');
    const missing = await member.client.post('/api/account/delete', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please enter your current password');
    expect((await member.client.get('/api/user')).status).toBe(200);
  });

  it('leaves no row or file of the member, keeps billing history detached, and the email can register again', async () => {
    const member = await memberWithEverything();
    const other = await memberWithEverything();
    expect(await rowsNaming(member.user.id, member.user.email)).not.toEqual([]);
    const otherBefore = await rowsNaming(other.user.id, other.user.email);

    const res = await member.client.post('/api/account/delete', { password: member.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: GOODBYE });
    expect(res.headers.get('set-cookie')).toMatch(/telve_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    expect(await rowsNaming(member.user.id, member.user.email)).toEqual([]);
    expect(fs.existsSync(path.join(uploads(), member.blobKey))).toBe(false);
    expect(fs.existsSync(path.join(uploads(), member.photoKey))).toBe(false);
    // Nothing of the other member went with it.
    expect(await rowsNaming(other.user.id, other.user.email)).toEqual(otherBefore);
    expect(fs.existsSync(path.join(uploads(), other.blobKey))).toBe(true);
    expect(fs.existsSync(path.join(uploads(), other.photoKey))).toBe(true);

    // The session is gone and the account cannot sign in.
    expect((await member.client.get('/api/user')).status).toBe(401);
    const login = await t.client().post('/api/login', { email: member.user.email, password: member.password });
    expect(login.status).toBe(401);

    // The subscription was cancelled first, and its history is kept without the member.
    const detached = await t.database.db
      .select()
      .from(subscriptionEvents)
      .where(
        sql`${subscriptionEvents.userId} is null and ${subscriptionEvents.subscriptionId} = ${`demo_test_${member.user.id}`}`,
      );
    expect(detached.map((event) => event.type)).toContain('created');
    const cancelled = await t.database.db
      .select()
      .from(subscriptionEvents)
      .where(sql`${subscriptionEvents.userId} is null and ${subscriptionEvents.data}->>'reason' = 'account_deleted'`);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]?.type).toBe('deleted');

    const again = await t.client().post('/api/register', registrationFor({ email: member.user.email }));
    expect(again.status).toBe(201);
  });

  it('deletes the member’s posts and comments, or keeps them as Former member when asked', async () => {
    const leaving = await signUp(t);
    const { postId: deletedPost } = await seedMemberData(t.database.db, leaving.user.id);
    expect((await leaving.client.post('/api/account/delete', { password: leaving.password })).status).toBe(200);
    expect(await t.database.db.select().from(posts).where(eq(posts.id, deletedPost))).toEqual([]);

    const keeping = await signUp(t);
    const { postId: keptPost, blobKey } = await seedMemberData(t.database.db, keeping.user.id);
    const res = await keeping.client.post('/api/account/delete', { password: keeping.password, keepPosts: true });
    expect(res.status).toBe(200);
    const [kept] = await t.database.db.select().from(posts).where(eq(posts.id, keptPost));
    expect(kept).toMatchObject({ authorId: null, content: `post of ${keeping.user.id}` });
    const media = await t.database.db.execute(
      sql`select count(*)::int as n from post_media where blob_key = ${blobKey}`,
    );
    expect((media as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect(await rowsNaming(keeping.user.id, keeping.user.email)).toEqual([]);
  });

  it('holds under 50 parallel requests: one deletion, no error, nothing left', async () => {
    const member = await memberWithEverything();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => member.client.post('/api/account/delete', { password: member.password })),
    );
    for (const answer of answers) expect([200, 401, 409]).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const busy of answers.filter((answer) => answer.status === 409)) {
      expect(busy.body.message).toBe('Your account is already being deleted.');
    }
    expect(await rowsNaming(member.user.id, member.user.email)).toEqual([]);
    const cancelled = await t.database.db.execute(
      sql`select count(*)::int as n from subscription_events where subscription_id in
          (select subscription_id from subscription_events where user_id is null and data->>'reason' = 'account_deleted')
          and type = 'deleted'`,
    );
    expect((cancelled as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it('keeps an administrator’s audit entries with the name and address they acted under, and nothing else of them', async () => {
    const admin = await signUpAdmin(t);
    const name = `${admin.user.firstName} ${admin.user.lastName}`;
    const made = await admin.client.post('/api/admin/circles', { name: `Leaving ${admin.user.id}`, description: 'v1' });
    expect(made.status).toBe(201);
    expect((await admin.client.post('/api/account/delete', { password: admin.password })).status).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, made.body.id));
    expect(entry).toMatchObject({
      action: 'create',
      objectType: 'circle',
      actorId: null,
      actorEmail: admin.user.email,
    });
    expect(entry?.actorName).toBe(name);
    expect(await rowsNaming(admin.user.id, admin.user.email)).toEqual([
      `audit_log.actor_email holds ${admin.user.email}`,
    ]);

    // Another administrator still reads who did it.
    const other = await signUpAdmin(t);
    const listed = (await other.client.get('/api/admin/audit')).body as Array<{ objectId: number }>;
    expect(listed.find((e) => e.objectId === made.body.id)).toMatchObject({
      actorId: null,
      actorEmail: admin.user.email,
      actorName: name,
    });
  });

  it('refuses a cross-site request', async () => {
    const member = await signUp(t);
    const res = await member.client.post(
      '/api/account/delete',
      { password: member.password },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.status).toBe(403);
    expect((await member.client.get('/api/user')).status).toBe(200);
  });
});
