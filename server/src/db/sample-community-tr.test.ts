import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickMember } from '../../test/circles';
import { openTestDatabase } from '../../test/database';
import { startTestApp, type TestApp } from '../../test/test-app';
import type { Db } from './client';
import { SAMPLE_EMAIL_DOMAIN, seedSampleCommunity } from './sample-community';
import { SAMPLE_COMMUNITIES, type SampleCommunity } from './sample-content';
import { circleEvents, circles, posts, users } from './schema';
import { seedDatabase } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDatabase(t.database.db, { blobs: t.app.ctx.blobs, now: new Date() });
});
afterAll(() => t.close());

const circleNamed = async (name: string) =>
  (await t.database.db.select().from(circles).where(eq(circles.name, name)))[0]!.id;

describe('the Turkish sample community', () => {
  it('has Turkish-speaking members of its own, under the sample domain, who cannot sign in', async () => {
    const members = await t.database.db.select().from(users).where(eq(users.language, 'tr'));
    expect(members.map((m) => `${m.firstName} ${m.lastName}`).sort((a, b) => a.localeCompare(b, 'tr'))).toEqual([
      'Burcu Yalçın',
      'Canan Turan',
      'Ebru Karaca',
      'Gizem Öztürk',
      'Melike Güneş',
      'Nazlı Erdem',
      'Pınar Kocabaş',
      'Şule Tan',
    ]);
    expect(members.every((m) => m.email.endsWith(`@${SAMPLE_EMAIL_DOMAIN}`))).toBe(true);
    expect(members.find((m) => m.firstName === 'Pınar')?.bio).toBe(
      "On bir yıl bankacılık, şimdi Moda'da küçük bir seramik atölyesi.",
    );
    const res = await t.client().post('/api/login', { email: `nazli@${SAMPLE_EMAIL_DOMAIN}`, password: '!!!!!!' });
    expect(res.status).toBe(401);
  });

  it('posts in Turkish beside the English, with Turkish #tags, a photo, Turkish comments and likes', async () => {
    const member = await quickMember(t);
    const id = await circleNamed('Emotional Resilience');
    const feed = (await member.client.get(`/api/circles/${id}/posts`)).body.posts as Array<Record<string, any>>;
    expect(feed.map((post) => post.authorName)).toEqual(expect.arrayContaining(['Zeynep Ş.', 'Ebru K.', 'Nazlı E.']));
    const fincan = feed.find((post) => post.content.startsWith('Dün akşam komşumla kahve içtik'));
    expect(fincan).toMatchObject({ authorName: 'Nazlı E.', tags: ['kahvefalı', 'fincan'], likes: 2, comments: 2 });
    expect(fincan?.media).toHaveLength(1);
    const replies = (await member.client.get(`/api/posts/${fincan?.id}/comments`)).body;
    expect(replies.map((c: { authorName: string }) => c.authorName)).toEqual(['Ebru K.', 'Şule T.']);
    expect(replies[0].content).toBe('Bence ikisi birden. Ama fincanda ferahlık çıkması da güzel, kabul edelim.');

    const turkish = await t.database.db
      .select({ tags: posts.tags })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(eq(users.language, 'tr'));
    expect(turkish).toHaveLength(11);
    expect(turkish.filter((post) => post.tags.includes('sabahkahvesi'))).toHaveLength(2);
    expect(turkish.flatMap((post) => post.tags)).toEqual(expect.arrayContaining(['çalışananne', 'yenibaşlangıç']));
  });

  it('adds five Turkish events to the circles', async () => {
    const member = await quickMember(t);
    const id = await circleNamed('Love & Relationships');
    const events = (await member.client.get(`/api/circles/${id}/events`)).body;
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Fincan ve Sohbet Akşamı', location: 'Kızılay, Ankara', time: '19:30' }),
        expect.objectContaining({ title: 'Friendship Picnic' }),
      ]),
    );
    const titles = (await t.database.db.select({ title: circleEvents.title }).from(circleEvents)).map((e) => e.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Annelerle Pazar Kahvaltısı',
        'Yön Değiştirenlerle Söyleşi',
        "Kordon'da Gün Batımı Yürüyüşü",
        'Doğaçlama Atölyesi: Sahne Senin',
        'Fincan ve Sohbet Akşamı',
      ]),
    );
  });
});

const tally = async (db: Db) => {
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;
  return { members: await n(users), posts: await n(posts), events: await n(circleEvents) };
};

describe('an install seeded before the Turkish sample existed', () => {
  it('gets the Turkish sample once on its next start, and the English one stays as it was', async () => {
    const database = await openTestDatabase();
    try {
      const options = { blobs: t.app.ctx.blobs, now: new Date() };
      await seedDatabase(database.db);
      // What the English-only version seeded, and a sample post an administrator deleted since.
      const english = SAMPLE_COMMUNITIES.filter((community) => community.language === 'en');
      expect(await seedSampleCommunity(database.db, options, english)).toEqual(['en']);
      const [deleted] = await database.db.select().from(posts).limit(1);
      await database.db.delete(posts).where(eq(posts.id, deleted!.id));
      expect(await tally(database.db)).toEqual({ members: 10, posts: 14, events: 10 });

      await seedDatabase(database.db, options);
      expect(await tally(database.db)).toEqual({ members: 18, posts: 25, events: 15 });
      expect((await database.db.select().from(users).where(eq(users.language, 'tr'))).length).toBe(8);

      expect(await seedSampleCommunity(database.db, options)).toEqual([]);
      await seedDatabase(database.db, options);
      expect(await tally(database.db)).toEqual({ members: 18, posts: 25, events: 15 });
    } finally {
      await database.close();
    }
  });
});

describe('a sample community in Turkish', () => {
  it("reads its #tags by Turkish rules ('#IŞIK' is 'ışık', not 'işik') and its members speak Turkish", async () => {
    const database = await openTestDatabase();
    try {
      await seedDatabase(database.db);
      const community: SampleCommunity = {
        language: 'tr',
        members: [{ key: 'isik', firstName: 'Işık', lastName: 'Ilgaz', bio: null, circles: ['Motherhood'] }],
        posts: [
          { circle: 'Motherhood', author: 'isik', hoursAgo: 1, content: 'Günaydın #IŞIK', likes: [], comments: [] },
        ],
        events: [],
      };
      const options = { blobs: t.app.ctx.blobs, now: new Date() };
      expect(await seedSampleCommunity(database.db, options, [community])).toEqual(['tr']);
      expect((await database.db.select().from(posts))[0]?.tags).toEqual(['ışık']);
      expect((await database.db.select().from(users))[0]?.language).toBe('tr');
    } finally {
      await database.close();
    }
  });
});
