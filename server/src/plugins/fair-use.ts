import { FAIR_USE, type FairUseName } from '@contract/fair-use';
import type { FastifyInstance } from 'fastify';
import { type Reservation, retryMessage, tooManyRequests, tryTakeHit } from '../db/rate-limit';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The fair-use limit each request to the route counts against, from its contract declaration. */
    limit?: FairUseName;
  }
  interface FastifyRequest {
    /**
     * The fair-use hit this request took, so a route that could not serve it (its queue full) can
     * give it back with releaseHit.
     */
    fairUse?: Reservation;
  }
}

type FairUseLimit = (typeof FAIR_USE)[FairUseName];

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a refusal says, in the wording the limit asks for. */
function refusal(limit: FairUseLimit, seconds: number): string {
  if (limit.wording === 'too-many') return retryMessage(seconds, limit.noun);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const hours = Math.ceil(minutes / 60);
  const wait =
    minutes === 1 ? 'a minute' : minutes < 90 ? `${minutes} minutes` : hours === 1 ? 'an hour' : `${hours} hours`;
  const span = limit.windowMs >= DAY_MS ? 'a day' : 'an hour';
  return `You have reached the fair-use limit of ${limit.limit} ${limit.noun} ${span}. Please try again in ${wait}.`;
}

/**
 * Counts every request to a route that declares a fair-use limit (contract/fair-use.ts), before
 * the route does its work: after the access check and the body's validation, so a request refused
 * for those does not count; in one statement, so parallel requests cannot take more than the limit
 * between them (docs/decisions/0006-rate-limits.md).
 */
export function registerFairUse(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.limit;
    if (limit && FAIR_USE[limit].per === 'member' && route.config?.access === 'public') {
      throw new Error(`${route.method} ${route.url}: a public route cannot count a member's limit (${limit})`);
    }
  });
  app.addHook('preHandler', async (request) => {
    const name = request.routeOptions.config?.limit;
    if (!name) return;
    const limit = FAIR_USE[name];
    const who = limit.per === 'member' ? request.member?.user.id : request.ip;
    if (who === undefined) return;
    const { ctx } = app;
    const result = await tryTakeHit(ctx.database, `${limit.counter}:${who}`, limit, ctx.now());
    if (!result.granted) throw tooManyRequests(result.retryAfterSeconds, refusal(limit, result.retryAfterSeconds));
    request.fairUse = result.reservation;
  });
}
