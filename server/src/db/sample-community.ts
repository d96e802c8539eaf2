import type { Language } from '@contract/languages';
import { inArray } from 'drizzle-orm';
import { extractTags } from '../lib/post-tags';
import { type BlobStore, newBlobKey } from '../media/blob-store';
import type { Db } from './client';
import { SAMPLE_COMMUNITIES, type SampleCommunity } from './sample-content';
import { samplePhotos } from './sample-photos';
import { circleEvents, circleMembers, circles, comments, postLikes, postMedia, posts, users } from './schema';

/** Sample members live under a reserved domain (RFC 2606), so no real address is ever taken. */
export const SAMPLE_EMAIL_DOMAIN = 'sample.telve.invalid';

/**
 * Not an argon2 hash: verifyPassword (features/auth/passwords.ts) fails on it for every password,
 * so sample members can never sign in.
 */
const UNUSABLE_PASSWORD_HASH = '!';

export interface SampleCommunityOptions {
  /** Where the sample photos are stored, as members' uploads are. */
  blobs: BlobStore;
  now: Date;
}

/** What the seed is given for the sample community: nothing when SEED_SAMPLE_DATA is false. */
export function sampleCommunityFor(
  config: { seedSampleData?: boolean },
  options: SampleCommunityOptions,
): SampleCommunityOptions | undefined {
  return config.seedSampleData === false ? undefined : options;
}

const HOUR = 60 * 60 * 1000;
const emailOf = (key: string) => `${key}@${SAMPLE_EMAIL_DOMAIN}`;

/**
 * Sample members, posts (with tags and a few photos), comments, likes and upcoming events, so a new
 * install does not look empty: each sample community (./sample-content.ts) in its own transaction,
 * and only when its members are new. A database that has them already keeps what administrators
 * and members have done since (a deleted sample post stays deleted); one seeded before a community
 * was added gets that one, once. Answers the languages of the communities it seeded.
 */
export async function seedSampleCommunity(
  db: Db,
  options: SampleCommunityOptions,
  communities: readonly SampleCommunity[] = SAMPLE_COMMUNITIES,
): Promise<Language[]> {
  if (communities.length === 0) return [];
  // Every start after the first stops here, after one question, before reading or drawing the photos.
  const firstOf = (community: SampleCommunity) => emailOf(community.members[0]?.key ?? '');
  const present = new Set(
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, communities.map(firstOf)))
    ).map((user) => user.email),
  );
  const due = communities.filter((community) => !present.has(firstOf(community)));
  if (due.length === 0) return [];
  const photos = await samplePhotos();
  const seeded: Language[] = [];
  for (const community of due) if (await seedCommunity(db, community, photos, options)) seeded.push(community.language);
  return seeded;
}

type SamplePhotos = Awaited<ReturnType<typeof samplePhotos>>;

/** One community, in one transaction; its photos are stored once that has committed. */
async function seedCommunity(
  db: Db,
  community: SampleCommunity,
  photos: SamplePhotos,
  options: SampleCommunityOptions,
): Promise<boolean> {
  const { now } = options;
  const files: { key: string; bytes: Buffer }[] = [];
  const seeded = await db.transaction(async (tx) => {
    const members = await tx
      .insert(users)
      .values(
        community.members.map((m) => ({
          email: emailOf(m.key),
          passwordHash: UNUSABLE_PASSWORD_HASH,
          firstName: m.firstName,
          lastName: m.lastName,
          bio: m.bio,
          language: community.language,
          createdAt: new Date(now.getTime() - 60 * 24 * HOUR),
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    if (members.length !== community.members.length) return false;
    const userOf = (key: string) => members.find((m) => m.email === emailOf(key))?.id as number;
    const names = [...new Set(community.members.flatMap((m) => m.circles))];
    const circleRows = await tx
      .select({ id: circles.id, name: circles.name })
      .from(circles)
      .where(inArray(circles.name, names));
    const circleOf = (name: string) => circleRows.find((c) => c.name === name)?.id;

    const joins = community.members.flatMap((m, index) =>
      m.circles.flatMap((name) => {
        const circleId = circleOf(name);
        const joinedAt = new Date(now.getTime() - (30 + index) * 24 * HOUR);
        return circleId ? [{ circleId, userId: userOf(m.key), joinedAt }] : [];
      }),
    );
    if (joins.length > 0) await tx.insert(circleMembers).values(joins).onConflictDoNothing();

    for (const sample of community.posts) {
      const circleId = circleOf(sample.circle);
      if (!circleId) continue;
      const createdAt = new Date(now.getTime() - sample.hoursAgo * HOUR);
      const at = (minutes: number) => new Date(Math.min(now.getTime(), createdAt.getTime() + minutes * 60_000));
      const [post] = await tx
        .insert(posts)
        .values({
          circleId,
          authorId: userOf(sample.author),
          content: sample.content,
          tags: extractTags(sample.content, community.language),
          createdAt,
        })
        .returning({ id: posts.id });
      if (!post) continue;
      if (sample.image) {
        const photo = photos[sample.image];
        const key = newBlobKey('webp');
        files.push({ key, bytes: photo.bytes });
        await tx.insert(postMedia).values({
          ownerId: userOf(sample.author),
          postId: post.id,
          kind: 'image',
          blobKey: key,
          width: photo.width,
          height: photo.height,
          createdAt,
        });
      }
      if (sample.likes.length > 0) {
        await tx
          .insert(postLikes)
          .values(sample.likes.map((key, i) => ({ postId: post.id, userId: userOf(key), createdAt: at(5 + i * 7) })));
      }
      if (sample.comments.length > 0) {
        await tx.insert(comments).values(
          sample.comments.map((c, i) => ({
            postId: post.id,
            authorId: userOf(c.author),
            content: c.content,
            createdAt: at(12 + i * 23),
          })),
        );
      }
    }

    const events = community.events.flatMap(({ circle, inDays, ...event }) => {
      const circleId = circleOf(circle);
      const date = new Date(now.getTime() + inDays * 24 * HOUR).toISOString().slice(0, 10);
      return circleId ? [{ ...event, circleId, date }] : [];
    });
    if (events.length > 0) await tx.insert(circleEvents).values(events);
    return true;
  });
  if (seeded) for (const file of files) await options.blobs.put(file.key, file.bytes, 'image/webp');
  return seeded;
}
