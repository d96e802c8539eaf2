import { ACCOUNT_DELETED_MESSAGE, BILLING_UNREACHABLE_MESSAGE, DELETION_UNDERWAY_MESSAGE } from '@contract/account';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import type { Db } from '../../db/client';
import { clearHits, type RateLimitRule, tryTakeHit } from '../../db/rate-limit';
import { comments, cupPhotos, postMedia, posts, rateLimits, users } from '../../db/schema';
import { AppError, conflict, unauthorized } from '../../lib/app-error';
import { accountDeletedMail } from '../../mail/messages';
import { deleteBlobs } from '../../media/delete-blobs';
import { blobKeyOfUrl } from '../../media/upload-url';
import { signInAccountKey } from '../auth';
import { providerForRow } from '../membership';
import { confirmCurrentPassword } from './check-password';
import { resetEmailKey } from './limits';

/** One deletion at a time per member: the claim is taken atomically and removed with the account. */
const ONE_DELETION: RateLimitRule = { limit: 1, windowMs: 10 * 60 * 1000 };
const deletionKey = (userId: number) => `account-delete:${userId}`;

type WarnLog = { warn(obj: object, msg?: string): void };
interface DeleteAccountOptions {
  member: Member;
  password: string;
  /** Keep the member's posts and comments, shown as 'Former member'. */
  keepPosts: boolean;
  log: WarnLog;
}
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Deletes the member's account (GDPR article 17), the current password given. Billing ends first, with
 * the provider, so nothing is charged afterwards; if that fails nothing is deleted. Then one
 * transaction removes the account and everything that is theirs (sessions, moods, readings, journal,
 * memberships, likes, RSVPs, reports and media cascade from the user row); posts and comments go too
 * unless the member keeps them as 'Former member' (their words stay, unattributed). Billing history is
 * kept, detached, as bookkeeping law requires, and so are an administrator's audit entries, with the
 * name and email they acted under (moderation outlives the account). Files are removed after the commit.
 */
export async function deleteAccount(ctx: AppContext, options: DeleteAccountOptions) {
  const { member } = options;
  const userId = member.user.id;
  // Not a fair-use limit but a claim: one deletion of an account runs at a time.
  const claim = await tryTakeHit(ctx.database, deletionKey(userId), ONE_DELETION, ctx.now());
  if (!claim.granted) throw conflict(DELETION_UNDERWAY_MESSAGE);
  try {
    return await deleteClaimed(ctx, options);
  } catch (error) {
    await clearHits(ctx.db, deletionKey(userId));
    throw error;
  }
}

/** The deletion itself, once this request holds the member's only deletion claim. */
async function deleteClaimed(ctx: AppContext, options: DeleteAccountOptions) {
  const { member } = options;
  // A parallel request may have deleted the account between the session check and the claim.
  const [still] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, member.user.id));
  if (!still) throw unauthorized();
  await confirmCurrentPassword(ctx, { userId: member.user.id, password: options.password });
  await endBilling(ctx, member, options.log);
  const userId = member.user.id;
  const deleted = await ctx.db.transaction(async (tx) => {
    // Locked first: an upload or post racing the deletion either commits before this (its row and
    // file are found below) or waits for the commit and is refused by its foreign key.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    // Photos and videos are the member's and go with the account, also from posts kept as 'Former member'.
    const ownPosts = tx.select({ id: posts.id }).from(posts).where(eq(posts.authorId, userId));
    const media = await tx
      .delete(postMedia)
      .where(
        options.keepPosts
          ? eq(postMedia.ownerId, userId)
          : or(eq(postMedia.ownerId, userId), inArray(postMedia.postId, ownPosts)),
      )
      .returning({ blobKey: postMedia.blobKey });
    // Photos of the member's cup, from their own store (the rows would cascade, but their files must go too).
    const cups = await tx
      .delete(cupPhotos)
      .where(eq(cupPhotos.ownerId, userId))
      .returning({ blobKey: cupPhotos.blobKey });
    if (!options.keepPosts) {
      await tx.delete(comments).where(eq(comments.authorId, userId));
      await tx.delete(posts).where(eq(posts.authorId, userId));
    }
    await forgetCounters(tx, member.user);
    const [user] = await tx.delete(users).where(eq(users.id, userId)).returning({
      photo: users.profilePhotoUrl,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    });
    const photo = blobKeyOfUrl(user?.photo);
    return {
      user,
      blobKeys: [...media.map((row) => row.blobKey), ...(photo ? [photo] : [])],
      cupKeys: cups.map((row) => row.blobKey),
    };
  });
  await deleteBlobs(ctx, deleted.blobKeys);
  await deleteBlobs(ctx.cupPhotos, deleted.cupKeys);
  // Only the request that actually deleted the account says goodbye by mail.
  if (deleted.user)
    ctx.mail.send(
      accountDeletedMail({ to: deleted.user.email, name: deleted.user.firstName, language: deleted.user.language }),
    );
  return { message: ACCOUNT_DELETED_MESSAGE };
}

/** Cancels the subscription at once and closes any open checkout; a provider that cannot be reached stops the deletion. */
async function endBilling(ctx: AppContext, member: Member, log: WarnLog): Promise<void> {
  const provider = member.subscription ? providerForRow(ctx, member.subscription) : ctx.payments;
  try {
    await provider.cancelNow({ member, subscription: member.subscription });
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.warn({ err: error }, 'account deletion: billing could not be ended');
    throw new AppError('UNAVAILABLE', BILLING_UNREACHABLE_MESSAGE);
  }
}

/**
 * The member's rate-limit counters: keyed by the member's id (questions, saves, billing, mails,
 * password checks, fair use) or by the email (sign-in and reset counters).
 */
async function forgetCounters(tx: Tx, user: { id: number; email: string }): Promise<void> {
  const byId = `^(ask|ask-stream|journal-save|billing|account-mail|account-delete|password-check|circle-[a-z-]+|member:[^:]+):${user.id}$`;
  const email = user.email;
  await tx.delete(rateLimits).where(
    or(
      sql`${rateLimits.key} ~ ${byId}`,
      inArray(rateLimits.key, [signInAccountKey(email), resetEmailKey(email)]),
      // login:pair:<address>:<email>, whatever the address.
      sql`(starts_with(${rateLimits.key}, 'login:pair:') and right(${rateLimits.key}, ${email.length + 1}) = ${`:${email}`})`,
    ),
  );
}
