import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { extractTags } from '../features/circles/post-tags';
import { parseContent } from '../lib/content';
import { type BlobStore, newBlobKey } from '../media/blob-store';
import { loadSharp } from '../media/image-pipeline';
import type { Db } from './client';
import sampleFile from './sample-community.json' with { type: 'json' };
import { circleEvents, circleMembers, circles, comments, postLikes, postMedia, posts, users } from './schema';

/** Sample members live under a reserved domain (RFC 2606), so no real address is ever taken. */
export const SAMPLE_EMAIL_DOMAIN = 'sample.telve.invalid';

/**
 * Not an argon2 hash: verifyPassword (features/auth/passwords.ts) fails on it for every password,
 * so sample members can never sign in.
 */
export const UNUSABLE_PASSWORD_HASH = '!';

const IMAGE_NAMES = ['sunrise', 'coffee', 'forest'] as const;
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
      image: z.enum(IMAGE_NAMES).optional(),
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

export const SAMPLE_COMMUNITY = parseContent('db/sample-community.json', SampleSchema, sampleFile);

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
  // Every start after the first stops here, before drawing the photos (three 1200x800 renders).
  const [first] = SAMPLE_COMMUNITY.members;
  if (first) {
    const [seededBefore] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, emailOf(first.key)));
    if (seededBefore) return false;
  }
  const photos = await renderPhotos();
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
          tags: extractTags(sample.content),
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

/** Three calm, abstract scenes drawn at seed time, so the repository carries no binary images. */
async function renderPhotos() {
  const sharp = await loadSharp();
  const scenes: Record<(typeof IMAGE_NAMES)[number], string> = {
    sunrise: `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6d365"/><stop offset="1" stop-color="#fda085"/></linearGradient></defs>
      <rect width="1200" height="800" fill="url(#s)"/><circle cx="600" cy="520" r="150" fill="#fff3c4"/>
      <rect y="520" width="1200" height="280" fill="#5b8fb9"/><rect y="560" width="1200" height="8" fill="#9cc3e0"/><rect y="620" width="1200" height="6" fill="#9cc3e0"/>`,
    coffee: `<rect width="1200" height="800" fill="#c8a27a"/><ellipse cx="600" cy="430" rx="330" ry="250" fill="#f4ece1"/>
      <ellipse cx="600" cy="400" rx="230" ry="170" fill="#fffaf3"/><ellipse cx="600" cy="400" rx="190" ry="135" fill="#6f4e37"/>
      <path d="M560 400 q40 -60 80 0 q-40 60 -80 0z" fill="#d9b38c"/>`,
    forest: `<rect width="1200" height="800" fill="#dcefe3"/><rect y="600" width="1200" height="200" fill="#6b8f71"/>
      ${Array.from({ length: 9 }, (_, i) => `<polygon points="${60 + i * 135},620 ${130 + i * 135},${260 + (i % 3) * 60} ${200 + i * 135},620" fill="${i % 2 ? '#2f5d50' : '#3f7a5c'}"/>`).join('')}`,
  };
  const entries = await Promise.all(
    IMAGE_NAMES.map(async (name) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">${scenes[name]}</svg>`;
      const { data, info } = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      return [name, { bytes: data, width: info.width, height: info.height }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<
    (typeof IMAGE_NAMES)[number],
    { bytes: Buffer; width: number; height: number }
  >;
}
