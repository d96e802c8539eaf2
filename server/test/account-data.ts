import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import { insertSubscription } from '../src/db/factories';
import {
  affirmationHistory,
  circleEvents,
  circleMembers,
  circles,
  comments,
  eventRsvps,
  moods,
  postLikes,
  postMedia,
  posts,
  readingQuestions,
  readings,
  reports,
  savedAffirmations,
  savedHoroscopes,
  savedReadings,
  subscriptionEvents,
} from '../src/db/schema';

/**
 * One of every kind of row a member can have, written directly (the circle routes are another
 * feature's): mood, reading with a question, journal entries (a saved reading, horoscope and affirmation), affirmation, subscription and its history, circle
 * membership, post with media, comment, like, RSVP and report. Answers the post and media keys.
 */
export async function seedMemberData(db: Db, userId: number, options: { blobKey?: string } = {}) {
  const [circle] = await db
    .insert(circles)
    .values({ name: `Circle ${userId} ${randomBytes(4).toString('hex')}`, description: 'A calm place' })
    .returning({ id: circles.id });
  const circleId = circle?.id as number;
  await db.insert(moods).values({ userId, mood: 'Grateful' });
  const [reading] = await db
    .insert(readings)
    .values({ userId, seed: 7, area: 'love', settling: 'calm', symbols: [], text: `cup of ${userId}` })
    .returning();
  await db
    .insert(readingQuestions)
    .values({ userId, readingId: reading?.id as number, question: `question of ${userId}`, answer: 'patience' });
  await db.insert(savedReadings).values({ userId, readingId: reading?.id as number });
  await db.insert(savedHoroscopes).values({ userId, sign: 'Leo', date: '2026-11-23', content: `sky of ${userId}` });
  await db
    .insert(savedAffirmations)
    .values({ userId, mood: 'Grateful', content: `kind words of ${userId}`, contentHash: `hash-${userId}` });
  await db.insert(affirmationHistory).values({ userId, mood: 'Grateful', text: 'You are enough.' });
  await insertSubscription(db, { userId });
  await db.insert(subscriptionEvents).values({ userId, subscriptionId: `demo_test_${userId}`, type: 'created' });
  await db.insert(circleMembers).values({ circleId, userId }).onConflictDoNothing();
  const [post] = await db
    .insert(posts)
    .values({ circleId, authorId: userId, content: `post of ${userId}` })
    .returning();
  const postId = post?.id as number;
  const blobKey = options.blobKey ?? `${randomBytes(16).toString('hex')}.webp`;
  await db.insert(postMedia).values({ ownerId: userId, postId, kind: 'image', blobKey });
  const [comment] = await db
    .insert(comments)
    .values({ postId, authorId: userId, content: `comment of ${userId}` })
    .returning();
  await db.insert(postLikes).values({ postId, userId });
  const [event] = await db
    .insert(circleEvents)
    .values({ circleId, title: 'Tea', date: '2030-01-01', time: '10:00', location: 'Online', description: 'Calm' })
    .returning();
  await db.insert(eventRsvps).values({ eventId: event?.id as number, userId });
  await db.insert(reports).values({ reporterId: userId, commentId: comment?.id as number, reason: 'spam' });
  return { postId, commentId: comment?.id as number, blobKey };
}
