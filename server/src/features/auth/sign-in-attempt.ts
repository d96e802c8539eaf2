import { setTimeout as delay } from 'node:timers/promises';
import type { AppContext } from '../../context';
import { clearHits, type Reservation, releaseHit, tooMany, tryTakeHit } from '../../db/rate-limit';
import {
  SIGN_IN_PER_ACCOUNT,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_ADDRESS_AND_ACCOUNT,
  SLOW_SIGN_IN_MS,
  signInAccountKey,
  signInAddressKey,
  signInPairKey,
} from './limits';

/** A counted sign-in attempt: a failure keeps its hits, a success gives them back. */
interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Counts the attempt against every sign-in limit before the password is checked, so parallel
 * guesses cannot all get through (docs/decisions/0006-rate-limits.md). Per address and account and
 * per account the limits refuse (429); past the per-address ceiling an attempt at an account with
 * no recent failures is only slowed, so one busy address (a school, a proxy) locks nobody out.
 */
export async function startSignInAttempt(
  ctx: AppContext,
  options: { email: string; ip: string },
): Promise<SignInAttempt> {
  const { db } = ctx;
  const now = ctx.now();
  const taken: Reservation[] = [];
  const refuse = async (seconds: number) => {
    for (const reservation of taken) await releaseHit(db, reservation);
    return tooMany(seconds, 'failed sign-in attempts');
  };

  // Counted here rather than on the route (contract/fair-use.ts): three counts an attempt, two of them
  // keyed by the email in the body, and a right password gives them back.
  const pairKey = signInPairKey(options.ip, options.email);
  const pair = await tryTakeHit(ctx.database, pairKey, SIGN_IN_PER_ADDRESS_AND_ACCOUNT, now);
  if (!pair.granted) throw await refuse(pair.retryAfterSeconds);
  taken.push(pair.reservation);

  const account = await tryTakeHit(ctx.database, signInAccountKey(options.email), SIGN_IN_PER_ACCOUNT, now);
  if (!account.granted) throw await refuse(account.retryAfterSeconds);
  taken.push(account.reservation);

  const address = await tryTakeHit(ctx.database, signInAddressKey(options.ip), SIGN_IN_PER_ADDRESS, now);
  if (address.granted) {
    taken.push(address.reservation);
  } else {
    // The account's count includes this attempt: more means failures (or guesses in flight) already.
    if (account.reservation.count > 1) throw await refuse(address.retryAfterSeconds);
    await delay(SLOW_SIGN_IN_MS);
  }

  return {
    async succeeded() {
      // Proving the password forgives this address's failures at this account; the rest stay counted.
      await clearHits(db, pairKey);
      for (const reservation of taken.slice(1)) await releaseHit(db, reservation);
    },
  };
}
