import { PUSH_SUBSCRIPTIONS_MAX, type PushSubscriptionInput, REMINDER_MESSAGES } from '@contract/reminders';
import { and, count, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pushSubscriptions, users } from '../../db/schema';
import { conflict } from '../../lib/app-error';

/**
 * Keeps this browser's subscription for the member. An endpoint is one browser: subscribing it again
 * renews its keys, and a browser another member subscribed before becomes hers. At most
 * PUSH_SUBSCRIPTIONS_MAX browsers a member: counted under a lock on her row, so fifty at once keep it.
 */
export async function addPushSubscription(
  ctx: AppContext,
  options: { userId: number; subscription: PushSubscriptionInput },
): Promise<{ subscribed: true }> {
  const { userId, subscription } = options;
  const { endpoint } = subscription;
  await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, endpoint)));
    if ((others?.n ?? 0) >= PUSH_SUBSCRIPTIONS_MAX) throw conflict(REMINDER_MESSAGES.tooMany);
    const keys = { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint, ...keys, createdAt: ctx.now() })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: keys });
  });
  return { subscribed: true };
}

/** Forgets this browser's subscription, if it is hers; one she does not have is already gone. */
export async function removePushSubscription(
  ctx: AppContext,
  options: { userId: number; endpoint: string },
): Promise<{ subscribed: false }> {
  await ctx.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, options.userId), eq(pushSubscriptions.endpoint, options.endpoint)));
  return { subscribed: false };
}
