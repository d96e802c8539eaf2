import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUp, signUpAdmin } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, circleEvents, circles } from '../../db/schema';
import { insertCircle, insertPost } from './test-rows';

let t: TestApp;
let admin: SignedInMember;
let author: SignedInMember;
beforeAll(async () => {
  t = await startTestApp();
  [admin, author] = await Promise.all([signUpAdmin(t), signUp(t)]);
});
afterAll(() => t.close());

const entriesFor = (objectType: string, objectId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.objectType} = ${objectType} and ${auditLog.objectId} = ${objectId}`)
    .orderBy(auditLog.id);

describe('the audit log', () => {
  it('records who changed a circle, how, and the values before and after, and keeps them after the delete', async () => {
    const made = (await admin.client.post('/api/admin/circles', { name: 'Audited', description: 'v1' })).body;
    await admin.client.request('PATCH', `/api/admin/circles/${made.id}`, { description: 'v2', active: false });
    await admin.client.request('DELETE', `/api/admin/circles/${made.id}`);
    const entries = await entriesFor('circle', made.id);
    const actor = { actorId: admin.user.id, actorEmail: admin.user.email };
    expect(
      entries.map(({ action, before, after, actorId, actorEmail }) => ({ action, before, after, actorId, actorEmail })),
    ).toEqual([
      { ...actor, action: 'create', before: null, after: made },
      { ...actor, action: 'update', before: made, after: { ...made, description: 'v2', active: false } },
      {
        ...actor,
        action: 'delete',
        before: { ...made, description: 'v2', active: false, posts: 0, events: 0 },
        after: null,
      },
    ]);
    expect(await t.database.db.select().from(circles).where(eq(circles.id, made.id))).toEqual([]);
  });

  it('records events and posts: create, edit, hide, unhide, dismiss, delete', async () => {
    const circle = await insertCircle(t.database.db);
    const event = (
      await admin.client.post('/api/admin/events', {
        circleId: circle.id,
        title: 'Audited event',
        date: '2031-05-05',
        time: '10:00',
        location: 'Moda',
        description: 'd',
      })
    ).body;
    await admin.client.request('PATCH', `/api/admin/events/${event.id}`, { title: 'Renamed event' });
    await admin.client.request('DELETE', `/api/admin/events/${event.id}`);
    expect(
      (await entriesFor('event', event.id)).map((e) => [e.action, e.before?.title ?? null, e.after?.title ?? null]),
    ).toEqual([
      ['create', null, 'Audited event'],
      ['update', 'Audited event', 'Renamed event'],
      ['delete', 'Renamed event', null],
    ]);

    const post = await insertPost(t.database.db, {
      circleId: circle.id,
      authorId: author.user.id,
      hidden: true,
      hiddenReason: 'reports',
    });
    await admin.client.post(`/api/admin/posts/${post.id}/dismiss-reports`);
    await admin.client.request('PATCH', `/api/admin/posts/${post.id}`, { isHidden: true });
    await admin.client.request('PATCH', `/api/admin/posts/${post.id}`, { isHidden: false });
    await admin.client.request('PATCH', `/api/admin/posts/${post.id}`, { content: 'Edited' });
    await admin.client.request('DELETE', `/api/admin/posts/${post.id}`);
    const postEntries = await entriesFor('post', post.id);
    expect(postEntries.map((e) => [e.action, e.before?.isHidden ?? null, e.after?.isHidden ?? null])).toEqual([
      ['dismiss-reports', true, false],
      ['hide', false, true],
      ['unhide', true, false],
      ['update', false, false],
      ['delete', false, null],
    ]);
    expect(postEntries[3]).toMatchObject({
      before: { content: 'Morning tea and a calm #mind' },
      after: { content: 'Edited' },
    });
  });

  it('writes nothing for a refused change or one that changes nothing', async () => {
    const taken = await insertCircle(t.database.db);
    const before = await t.database.db.select().from(auditLog);
    await admin.client.post('/api/admin/circles', { name: taken.name, description: 'again' });
    await admin.client.post('/api/admin/events', {
      circleId: 999999,
      title: 't',
      date: '2031-01-01',
      time: '10:00',
      location: 'l',
      description: 'd',
    });
    const shown = await insertPost(t.database.db, { circleId: taken.id, authorId: author.user.id });
    await admin.client.request('PATCH', `/api/admin/posts/${shown.id}`, { isHidden: false });
    expect(await t.database.db.select().from(auditLog)).toEqual(before);
  });

  it('undoes the change when its audit entry cannot be written: both are one transaction', async () => {
    const circle = await insertCircle(t.database.db);
    const [event] = await t.database.db
      .insert(circleEvents)
      .values({
        circleId: circle.id,
        title: 'Kept',
        date: '2031-01-01',
        time: '10:00',
        location: 'l',
        description: 'd',
      })
      .returning();
    await t.database.db.execute(
      sql`alter table audit_log add constraint no_event_deletes check (not (object_type = 'event' and action = 'delete')) not valid`,
    );
    try {
      const res = await admin.client.request('DELETE', `/api/admin/events/${event!.id}`);
      expect(res.status).toBe(500);
      expect(await t.database.db.select().from(circleEvents).where(eq(circleEvents.id, event!.id))).toHaveLength(1);
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint no_event_deletes`);
    }
  });

  it('lists entries newest first, a page at a time', async () => {
    for (let i = 0; i < 55; i++)
      await admin.client.post('/api/admin/circles', { name: `Paged ${i}`, description: 'd' });
    const first = await admin.client.get('/api/admin/audit');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(50);
    expect(first.body[0]).toMatchObject({
      action: 'create',
      objectType: 'circle',
      after: { name: 'Paged 54' },
      actorEmail: admin.user.email,
    });
    const next = await admin.client.get(`/api/admin/audit?cursor=${encodeURIComponent(first.body.at(-1).cursor)}`);
    const all = await t.database.db.select({ id: auditLog.id }).from(auditLog);
    const ids = [...first.body, ...next.body].map((e: { id: number }) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      all
        .map((e) => e.id)
        .sort((a, b) => b - a)
        .slice(0, ids.length),
    );
    expect(ids.length).toBe(Math.min(all.length, 100));
    for (const cursor of [
      'bogus',
      Buffer.from('audit:0').toString('base64url'),
      Buffer.from('audit:1 or 1=1').toString('base64url'),
    ]) {
      const refused = await admin.client.get(`/api/admin/audit?cursor=${cursor}`);
      expect({ cursor, status: refused.status, message: refused.body.message }).toEqual({
        cursor,
        status: 400,
        message: 'This page link is no longer valid. Please reload the list.',
      });
    }
  });

  it('lists parallel changes in the order they were applied: each entry starts where the one before it ended', async () => {
    const circle = await insertCircle(t.database.db);
    const post = await insertPost(t.database.db, { circleId: circle.id, authorId: author.user.id });
    const edits = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin.client.request('PATCH', `/api/admin/posts/${post.id}`, { content: `Edit ${i}` }),
      ),
    );
    expect(edits.map((res) => res.status)).toEqual(Array(20).fill(200));
    const listed = (await admin.client.get('/api/admin/audit')).body as Array<{
      objectId: number;
      before: { content: string };
      after: { content: string };
    }>;
    const oldestFirst = listed.filter((entry) => entry.objectId === post.id).reverse();
    expect(oldestFirst).toHaveLength(20);
    const unchained = oldestFirst
      .slice(1)
      .filter((entry, i) => entry.before.content !== oldestFirst[i]?.after.content)
      .map((entry) => entry.before.content);
    expect(unchained).toEqual([]);
  });

  it('lists changes in the order they were applied, even when the clock stepped back between them', async () => {
    const circle = await insertCircle(t.database.db);
    const post = await insertPost(t.database.db, { circleId: circle.id, authorId: author.user.id });
    const start = Date.now();
    try {
      for (let i = 0; i < 3; i++) {
        t.clock.set(new Date(start - i * 60_000));
        await admin.client.request('PATCH', `/api/admin/posts/${post.id}`, { content: `Step ${i}` });
      }
    } finally {
      t.clock.set(new Date(start + 60_000));
    }
    const listed = (await admin.client.get('/api/admin/audit')).body as Array<{ objectId: number; after: object }>;
    expect(listed.filter((entry) => entry.objectId === post.id).map((entry) => entry.after)).toMatchObject([
      { content: 'Step 2' },
      { content: 'Step 1' },
      { content: 'Step 0' },
    ]);
  });
});
