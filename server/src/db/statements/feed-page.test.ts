import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { HOSTILE_STRINGS } from '../../../test/hostile-strings';
import type { Database } from '../client';
import { insertCircle, insertMember } from '../factories';
import { circles, comments, postLikes, postMedia, posts } from '../schema';
import { FEED_PAGE_PROBE, type FeedPost, readFeedPage } from './feed-page';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function post(
  circleId: number,
  authorId: number | null,
  at: string,
  fields: Partial<typeof posts.$inferInsert> = {},
) {
  const [row] = await database.db
    .insert(posts)
    .values({ circleId, authorId, content: 'words', ...fields })
    .returning({ id: posts.id });
  // Microseconds, which a Date cannot carry: the cursor keeps them.
  await database.db.execute(sql`update posts set created_at = ${at}::timestamptz where id = ${row!.id}`);
  return row!.id;
}

describe('readFeedPage', () => {
  it("answers each post with its author, counts, the viewer's like and media, newest first", async () => {
    const circle = await insertCircle(database.db);
    const author = await insertMember(database.db, {
      firstName: 'Ayla',
      lastName: 'Demir',
      profilePhotoUrl: '/uploads/a.webp',
    });
    const viewer = await insertMember(database.db);
    const other = await insertMember(database.db);
    const first = await post(circle.id, author.id, '2026-01-02T03:04:05.123456Z', { content: 'hello', tags: ['tea'] });
    const othersHidden = await post(circle.id, other.id, '2026-01-02T03:04:06Z', { hidden: true });
    const ownHidden = await post(circle.id, viewer.id, '2026-01-02T03:04:07.000001Z', { hidden: true });
    await database.db.insert(postLikes).values([
      { postId: first, userId: viewer.id },
      { postId: first, userId: other.id },
      { postId: ownHidden, userId: other.id },
    ]);
    await database.db.insert(comments).values([
      { postId: first, authorId: other.id, content: 'seen' },
      { postId: first, authorId: other.id, content: 'hidden from the viewer', hidden: true },
      { postId: first, authorId: viewer.id, content: 'hidden, but the viewer wrote it', hidden: true },
    ]);
    await database.db.insert(postMedia).values([
      { postId: first, ownerId: author.id, kind: 'video', blobKey: 'b.mp4', position: 1 },
      { postId: first, ownerId: author.id, kind: 'image', blobKey: 'a.webp', width: 640, height: 480, position: 0 },
    ]);

    const page = await readFeedPage(database, { circleId: circle.id, viewerId: viewer.id });
    expect(page.map((p) => p.id)).toEqual([ownHidden, first]);
    expect(page.map((p) => p.id)).not.toContain(othersHidden);
    const [media1, media2] = (await database.db.select().from(postMedia).where(eq(postMedia.postId, first))).sort(
      (a, b) => a.position - b.position,
    );
    expect(page[1]).toEqual({
      id: first,
      authorId: author.id,
      firstName: 'Ayla',
      lastName: 'Demir',
      language: 'en',
      avatar: '/uploads/a.webp',
      content: 'hello',
      tags: ['tea'],
      hidden: false,
      at: '2026-01-02T03:04:05.123456Z',
      likes: 2,
      isLiked: true,
      comments: 2,
      media: [
        { id: media1!.id, kind: 'image', blobKey: 'a.webp', width: 640, height: 480 },
        { id: media2!.id, kind: 'video', blobKey: 'b.mp4', width: null, height: null },
      ],
    });
    expect(page[0]).toMatchObject({ hidden: true, likes: 1, isLiked: false, comments: 0, media: [] });
    expect(page[0]?.at).toBe('2026-01-02T03:04:07.000001Z');
  });

  it('pages by (time, id) strictly after the position given, a probe of one more than a page', async () => {
    const circle = await insertCircle(database.db);
    const author = await insertMember(database.db);
    const ids: number[] = [];
    // Two posts share each instant: the id breaks the tie.
    for (let i = 0; i < FEED_PAGE_PROBE + 3; i++) {
      ids.push(
        await post(circle.id, author.id, `2026-02-01T00:00:${String(Math.floor(i / 2)).padStart(2, '0')}.000007Z`),
      );
    }
    const newestFirst = [...ids].reverse();
    const first = await readFeedPage(database, { circleId: circle.id, viewerId: author.id });
    expect(first.map((p) => p.id)).toEqual(newestFirst.slice(0, FEED_PAGE_PROBE));
    const last = first[FEED_PAGE_PROBE - 2]!;
    const next = await readFeedPage(database, { circleId: circle.id, viewerId: author.id, after: last });
    expect(next.map((p) => p.id)).toEqual(newestFirst.slice(FEED_PAGE_PROBE - 1));
  });

  it("answers nothing for an inactive circle, and a former member's post without an author", async () => {
    const circle = await insertCircle(database.db);
    const id = await post(circle.id, null, '2026-03-01T00:00:00Z');
    const viewer = await insertMember(database.db);
    expect(await readFeedPage(database, { circleId: circle.id, viewerId: viewer.id })).toMatchObject([
      { id, authorId: null, firstName: null, lastName: null, language: null, avatar: null },
    ]);
    await database.db.update(circles).set({ active: false }).where(eq(circles.id, circle.id));
    expect(await readFeedPage(database, { circleId: circle.id, viewerId: viewer.id })).toEqual([]);
  });

  it('gives back content and tags exactly as written, whatever their characters', async () => {
    const circle = await insertCircle(database.db);
    const author = await insertMember(database.db);
    for (const [i, content] of HOSTILE_STRINGS.entries()) {
      await post(circle.id, author.id, `2026-04-01T00:00:${String(i).padStart(2, '0')}Z`, { content, tags: [content] });
    }
    const read: FeedPost[] = [];
    for (let page = await readFeedPage(database, { circleId: circle.id, viewerId: author.id }); page.length > 0; ) {
      read.push(...page);
      page = await readFeedPage(database, { circleId: circle.id, viewerId: author.id, after: page.at(-1) });
    }
    expect(read.map((p) => p.content)).toEqual([...HOSTILE_STRINGS].reverse());
    expect(read.map((p) => p.tags)).toEqual([...HOSTILE_STRINGS].reverse().map((content) => [content]));
  });
});
