import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { parseContent } from '../lib/content';
import { extractTags } from '../lib/post-tags';
import { type BlobStore, newBlobKey } from '../media/blob-store';
import type { Db } from './client';
import sampleFile from './sample-community.json' with { type: 'json' };
import { SAMPLE_IMAGE_NAMES, samplePhotos } from './sample-photos';
import { circleEvents, circleMembers, circles, comments, postLikes, postMedia, posts, users } from './schema';

/** Sample members live under a reserved domain (RFC 2606), so no real address is ever taken. */
export const SAMPLE_EMAIL_DOMAIN = 'sample.telve.invalid';

/**
 * Not an argon2 hash: verifyPassword (features/auth/passwords.ts) fails on it for every password,
 * so sample members can never sign in.
 */
const UNUSABLE_PASSWORD_HASH = '!';

const SampleSchema = z.object({
  members: z.array(
    z.object({
      key: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      bio: z.string().max(280).nullable(),
      circles: z.array(z.string()),
    }),
  ),
  posts: z.array(
    z.object({
      circle: z.string(),
      author: z.string(),
      hoursAgo: z.number().positive(),
      image: z.enum(SAMPLE_IMAGE_NAMES).optional(),
      content: z.string().max(5000),
      likes: z.array(z.string()),
      comments: z.array(z.object({ author: z.string(), content: z.string().max(2000) })),
    }),
  ),
  events: z.array(
    z.object({
      circle: z.string(),
      title: z.string(),
      inDays: z.number().int().min(0),
      time: z.string().regex(/^\d{2}:\d{2}$/),
      location: z.string(),
      description: z.string(),
      capacity: z.number().int().positive().nullable(),
    }),
  ),
});

const SAMPLE_COMMUNITY = parseContent('db/sample-community.json', SampleSchema, sampleFile);

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
 * install does not look empty. All of it is written in one transaction, and only when the sample
 * members are new: a database that has them already keeps what administrators and members have
 * done since (a deleted sample post stays deleted). Answers whether it seeded.
 */
export async function seedSampleCommunity(db: Db, options: SampleCommunityOptions): Promise<boolean> {
  const { now } = options;
  // Every start after the first stops here, before reading or drawing the photos.
  const [first] = SAMPLE_COMMUNITY.members;
  if (first) {
    const [seededBefore] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, emailOf(first.key)));
    if (seededBefore) return false;
  }
  const photos = await samplePhotos();
  const files: { key: string; bytes: Buffer }[] = [];
  const seeded = await db.transaction(async (tx) => {
    const members = await tx
      .insert(users)
      .values(
        SAMPLE_COMMUNITY.members.map((m) => ({
          email: emailOf(m.key),
          passwordHash: UNUSABLE_PASSWORD_HASH,
          firstName: m.firstName,
          lastName: m.lastName,
          bio: m.bio,
          createdAt: new Date(now.getTime() - 60 * 24 * HOUR),
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    if (members.length !== SAMPLE_COMMUNITY.members.length) return false;
    const userOf = (key: string) => members.find((m) => m.email === emailOf(key))?.id as number;
    const names = [...new Set(SAMPLE_COMMUNITY.members.flatMap((m) => m.circles))];
    const circleRows = await tx
      .select({ id: circles.id, name: circles.name })
      .from(circles)
      .where(inArray(circles.name, names));
    const circleOf = (name: string) => circleRows.find((c) => c.name === name)?.id;

    const joins = SAMPLE_COMMUNITY.members.flatMap((m, index) =>
      m.circles.flatMap((name) => {
        const circleId = circleOf(name);
        const joinedAt = new Date(now.getTime() - (30 + index) * 24 * HOUR);
        return circleId ? [{ circleId, userId: userOf(m.key), joinedAt }] : [];
      }),
    );
    if (joins.length > 0) await tx.insert(circleMembers).values(joins).onConflictDoNothing();

    for (const sample of SAMPLE_COMMUNITY.posts) {
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
          tags: extractTags(sample.content, 'en'),
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

    const events = SAMPLE_COMMUNITY.events.flatMap(({ circle, inDays, ...event }) => {
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
