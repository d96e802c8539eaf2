import type { Access } from '@contract/endpoint';
import { ADMIN_REQUIRED_MESSAGE, PREMIUM_REQUIRED_MESSAGE } from '@contract/errors';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, Member } from '../context';
import { sessions } from '../db/schema';
import { hashToken, isSessionExpired, SESSION_ABSOLUTE_MS, SESSION_TOUCH_MS, touchSession } from '../db/sessions';
import { forbidden, unauthorized } from '../lib/app-error';
import { isPremium } from '../policies/subscription';
import { isAdminUser } from '../policies/user';
import { SAFE_METHODS } from './security';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in member; set before the handler of every route that is not `public`. */
    member: Member | null;
  }
}

/**
 * Deny by default: a route that declares no access is for signed-in members. The member is put on
 * the request before the body is read, so a signed-out caller gets 401 before any 400.
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (request) => {
    // Unknown paths get their 404 whoever asks; every known route is for members unless declared public.
    if (request.is404) return;
    const access = request.routeOptions.config?.access ?? 'member';
    if (access === 'public') return;
    let member = await memberOfRequest(app.ctx, request);
    if (!member) throw unauthorized();
    // A remembered member may lag a renewal written a moment ago: a refusal is confirmed by the database.
    if (access === 'premium' && !member.isPremium) member = await memberOfRequest(app.ctx, request, { fresh: true });
    if (!member) throw unauthorized();
    if (access === 'premium' && !member.isPremium) throw forbidden(PREMIUM_REQUIRED_MESSAGE);
    if (access === 'admin' && !member.isAdmin) throw forbidden(ADMIN_REQUIRED_MESSAGE);
    request.member = member;
  });
  // A request that may have written answers only once no remembered member predates its writes.
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method)) await app.ctx.lookupMember.caughtUp();
  });
}

/** `__Host-` in production: the cookie is then bound to this host, over HTTPS, path /. */
export const sessionCookieName = (production: boolean) => (production ? '__Host-telve_session' : 'telve_session');

/** The member whose live session cookie the request carries, or null (an expired session is deleted). */
export async function memberOfRequest(
  ctx: AppContext,
  request: FastifyRequest,
  options: { fresh?: boolean } = {},
): Promise<Member | null> {
  const token = request.cookies[sessionCookieName(ctx.config.production)];
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  let row = await ctx.lookupMember(tokenHash, options);
  if (!row) return null;
  const now = ctx.now();
  // A remembered session may lag its last touch (a read, which does not wait for the touch to be
  // heard): before a session is ended as idle, the database confirms it.
  if (isSessionExpired(row.session, now) && !options.fresh) row = await ctx.lookupMember(tokenHash, { fresh: true });
  if (!row) return null;
  if (isSessionExpired(row.session, now)) {
    await ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now.getTime() - row.session.lastUsedAt.getTime() > SESSION_TOUCH_MS) await touchSession(ctx.db, tokenHash, now);
  return {
    user: row.user,
    subscription: row.subscription,
    isAdmin: isAdminUser(ctx, row.user),
    isPremium: isPremium(row.subscription, now),
    tokenHash,
  };
}

export function setSessionCookie(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName(ctx.config.production), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.production || request.protocol === 'https',
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

export function clearSessionCookie(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(ctx.config.production), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.production || request.protocol === 'https',
  });
}
