import { randomBytes } from 'node:crypto';
import type { Plan } from '@contract/membership';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { type OpenCheckoutRow, openCheckouts } from '../../db/schema';
import { conflict } from '../../lib/app-error';
import { recordBillingEvent } from './subscription-store';

/** How long a Checkout Session stays open (Stripe accepts 30 minutes to 24 hours). */
const CHECKOUT_LIFETIME_MS = 35 * 60 * 1000;
const CHECKOUT_BUSY_MESSAGE = 'Another checkout was opened at the same moment. Please try again.';

interface CheckoutRequest {
  userId: number;
  plan: Plan;
  /** Everything but expires_at: the same for every request of one claim, as idempotency needs. */
  params: Omit<Stripe.Checkout.SessionCreateParams, 'expires_at'>;
}

const newClaim = () => randomBytes(12).toString('hex');

/** The member's open checkout, or a new claim when none is open (one upsert: parallel calls share it). */
async function claimCheckout(db: Db, userId: number, plan: Plan, now: Date): Promise<OpenCheckoutRow | undefined> {
  const fresh = {
    claim: newClaim(),
    plan,
    sessionId: null,
    url: null,
    expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
  };
  const [taken] = await db
    .insert(openCheckouts)
    .values({ userId, ...fresh })
    .onConflictDoUpdate({
      target: openCheckouts.userId,
      set: fresh,
      setWhere: sql`${openCheckouts.expiresAt} <= ${now}`,
    })
    .returning();
  if (taken) return taken;
  const [open] = await db.select().from(openCheckouts).where(eq(openCheckouts.userId, userId));
  return open;
}

/** Takes the claim over for another plan, only if it is still the one read (compare and swap). */
async function replaceClaim(db: Db, open: OpenCheckoutRow, plan: Plan, now: Date) {
  const [replaced] = await db
    .update(openCheckouts)
    .set({
      claim: newClaim(),
      plan,
      sessionId: null,
      url: null,
      expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
    })
    .where(and(eq(openCheckouts.userId, open.userId), eq(openCheckouts.claim, open.claim)))
    .returning();
  return replaced;
}

/** Ends a session nobody should pay through any more; one already complete or expired is left as it is. */
async function expireSession(stripe: Stripe, sessionId: string): Promise<void> {
  await stripe.checkout.sessions.expire(sessionId).catch(() => undefined);
}

/** Stripe's session for the claim; a failure gives the claim up, so the next try starts afresh. */
async function createSession(db: Db, stripe: Stripe, request: CheckoutRequest, claim: OpenCheckoutRow) {
  try {
    return await stripe.checkout.sessions.create(
      { ...request.params, expires_at: Math.floor(claim.expiresAt.getTime() / 1000) },
      { idempotencyKey: `telve-checkout-${claim.claim}` },
    );
  } catch (error) {
    await db
      .delete(openCheckouts)
      .where(
        and(
          eq(openCheckouts.userId, claim.userId),
          eq(openCheckouts.claim, claim.claim),
          isNull(openCheckouts.sessionId),
        ),
      );
    throw error;
  }
}

/**
 * The Checkout page for the member: the open one when there is one for this plan, else a new
 * session (a plan change expires the old one first). At most one session is open per member:
 * parallel requests share one claim, and Stripe's idempotency key gives them one session.
 */
export async function openCheckout(ctx: AppContext, stripe: Stripe, request: CheckoutRequest): Promise<string> {
  const { db } = ctx;
  const { userId, plan } = request;
  for (let round = 0; round < 3; round++) {
    const now = ctx.now();
    let claim = await claimCheckout(db, userId, plan, now);
    if (!claim) continue;
    if (claim.plan !== plan) {
      const previous = claim;
      claim = await replaceClaim(db, previous, plan, now);
      if (!claim) continue;
      if (previous.sessionId) await expireSession(stripe, previous.sessionId);
    }
    if (claim.url) return claim.url;

    const session = await createSession(db, stripe, request, claim);
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
    const [stored] = await db
      .update(openCheckouts)
      .set({ sessionId: session.id, url: session.url })
      .where(
        and(eq(openCheckouts.userId, userId), eq(openCheckouts.claim, claim.claim), isNull(openCheckouts.sessionId)),
      )
      .returning();
    if (stored) {
      await recordBillingEvent(db, {
        userId,
        subscriptionId: null,
        event: { type: 'checkout_created', data: { sessionId: session.id, plan } },
        now,
      });
      return session.url;
    }
    const [current] = await db.select().from(openCheckouts).where(eq(openCheckouts.userId, userId));
    // A parallel request of the same claim stored this very session first.
    if (current?.sessionId === session.id) return session.url;
    // The claim was taken over (a plan change) while this session was being made.
    await expireSession(stripe, session.id);
  }
  throw conflict(CHECKOUT_BUSY_MESSAGE);
}

/** The checkout was paid: the member has no open checkout any more. */
export async function closeCheckout(db: Db, options: { userId: number; sessionId: string }): Promise<void> {
  await db
    .delete(openCheckouts)
    .where(and(eq(openCheckouts.userId, options.userId), eq(openCheckouts.sessionId, options.sessionId)));
}

/**
 * Closes the member's open checkout for good (the account is being deleted), so nobody can pay
 * through it afterwards. A session Stripe no longer holds open is fine; failing to reach Stripe is not.
 */
export async function closeOpenCheckout(ctx: AppContext, stripe: Stripe, userId: number): Promise<void> {
  const [open] = await ctx.db
    .select({ sessionId: openCheckouts.sessionId })
    .from(openCheckouts)
    .where(eq(openCheckouts.userId, userId));
  if (open?.sessionId) {
    try {
      await stripe.checkout.sessions.expire(open.sessionId);
    } catch (error) {
      if (!(error instanceof stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }
  await ctx.db.delete(openCheckouts).where(eq(openCheckouts.userId, userId));
}
