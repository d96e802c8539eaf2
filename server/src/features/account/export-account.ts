import type { AccountExport } from '@contract/account';
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import {
  affirmationHistory,
  circleMembers,
  comments,
  cupPhotos,
  eventRsvps,
  moods,
  postLikes,
  postMedia,
  posts,
  readingQuestions,
  readings,
  reports,
  subscriptionEvents,
  subscriptions,
  users,
} from '../../db/schema';
import { uploadUrl } from '../../media/upload-url';
import { cupPhotoImagePath } from '../cup-photo';
import { exportJournal } from '../journal';
import { exportReminders } from '../reminders';
import { exportSignIns } from './export-sign-ins';

/**
 * Everything Telve holds about the member (GDPR articles 15 and 20) as one JSON document: only rows
 * that are the member's own, each table read by the member's id. The password hash is never included,
 * nor any session's or link's token hash.
 */
export async function exportAccount(ctx: AppContext, options: { member: Member }): Promise<AccountExport> {
  const { db } = ctx;
  const userId = options.member.user.id;
  const { passwordHash: _hash, ...profileColumns } = getTableColumns(users);
  const [profileRows, moodRows, readingRows, questionRows, affirmationRows, subscriptionRows, eventRows] =
    await Promise.all([
      db.select(profileColumns).from(users).where(eq(users.id, userId)),
      db.select().from(moods).where(eq(moods.userId, userId)).orderBy(asc(moods.createdAt)),
      db.select().from(readings).where(eq(readings.userId, userId)).orderBy(asc(readings.createdAt)),
      db
        .select()
        .from(readingQuestions)
        .where(eq(readingQuestions.userId, userId))
        .orderBy(asc(readingQuestions.createdAt)),
      db.select().from(affirmationHistory).where(eq(affirmationHistory.userId, userId)),
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
      db.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, userId)),
    ]);
  const journal = await exportJournal(ctx, { userId });
  const signIns = await exportSignIns(ctx, options);
  const reminders = await exportReminders(ctx, { userId });
  const [circleRows, postRows, commentRows, likeRows, rsvpRows, reportRows, mediaRows, cupPhotoRows] =
    await Promise.all([
      db.select().from(circleMembers).where(eq(circleMembers.userId, userId)),
      db.select().from(posts).where(eq(posts.authorId, userId)),
      db.select().from(comments).where(eq(comments.authorId, userId)),
      db.select().from(postLikes).where(eq(postLikes.userId, userId)),
      db.select().from(eventRsvps).where(eq(eventRsvps.userId, userId)),
      db.select().from(reports).where(eq(reports.reporterId, userId)),
      db.select().from(postMedia).where(eq(postMedia.ownerId, userId)),
      db.select().from(cupPhotos).where(eq(cupPhotos.ownerId, userId)).orderBy(asc(cupPhotos.createdAt)),
    ]);
  return {
    exportedAt: ctx.now().toISOString(),
    profile: profileRows[0] ?? options.member.user,
    moods: moodRows,
    readings: readingRows.map((reading) => ({
      ...reading,
      questions: questionRows.filter((question) => question.readingId === reading.id),
    })),
    affirmations: affirmationRows,
    subscription: subscriptionRows[0] ?? null,
    subscriptionHistory: eventRows,
    circles: circleRows,
    posts: postRows,
    comments: commentRows,
    likes: likeRows,
    rsvps: rsvpRows,
    reports: reportRows,
    media: mediaRows.map((media) => ({ ...media, url: uploadUrl(media.blobKey) })),
    // The photo itself is the member's to download while it is kept; its stored name is not theirs to need.
    cupPhotos: cupPhotoRows.map(({ blobKey: _key, ...photo }) => ({ ...photo, image: cupPhotoImagePath(photo.id) })),
    journal: [
      ...journal.readings.map((entry) => ({ kind: 'reading', ...entry })),
      ...journal.horoscopes.map((entry) => ({ kind: 'horoscope', ...entry })),
      ...journal.affirmations.map((entry) => ({ kind: 'affirmation', ...entry })),
    ],
    reminder: reminders.settings,
    pushSubscriptions: reminders.subscriptions.map((browser) => ({
      endpoint: browser.endpoint,
      createdAt: browser.createdAt.toISOString(),
    })),
    ...signIns,
  };
}
