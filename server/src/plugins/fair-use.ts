import { FAIR_USE, type FairUseName } from '@contract/fair-use';
import type { FastifyInstance } from 'fastify';
import { type Reservation, tooMany, tooManyRequests, tryTakeHit } from '../db/rate-limit';
import { inEveryLanguage } from '../lib/app-error';
import { REFUSAL_WORDS } from '../lib/refusal-words';

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

/** The 429 a limit answers, in the wording it asks for, in every language. */
function refusal(limit: FairUseLimit, seconds: number) {
  if (limit.wording === 'too-many') return tooMany(seconds, limit.noun);
  return tooManyRequests(
    seconds,
    inEveryLanguage((language) => REFUSAL_WORDS[language].fairUse(limit, seconds)),
  );
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
    if (!result.granted) throw refusal(limit, result.retryAfterSeconds);
    request.fairUse = result.reservation;
  });
}
