import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { createMemberLookup, type MemberLookup } from '../db/member-lookup';
import { type SubscriptionRow, sessions, type UserRow } from '../db/schema';
import {
  hashToken,
  isSessionExpired,
  SESSION_ABSOLUTE_MS,
  SESSION_TOUCH_MS,
  touchSession,
} from '../features/auth/sessions';
import { isPremium } from '../features/membership/entitlement';
import { forbidden, unauthorized } from '../lib/app-error';

/** The signed-in member of a request, loaded once per request. */
export interface Member {
  user: UserRow;
  subscription: SubscriptionRow | null;
  isAdmin: boolean;
  isPremium: boolean;
  tokenHash: string;
}

export const PREMIUM_REQUIRED_MESSAGE = 'This is a premium feature. Upgrade to Premium to unlock it.';
export const ADMIN_REQUIRED_MESSAGE = "You don't have permission to access the admin dashboard.";

/** Who may call a route; declared as `config: { access }` on the route, enforced before the body is read. */
export type Access = 'member' | 'premium' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

const GUARDS: Record<Access, (ctx: AppContext, request: FastifyRequest) => Promise<Member>> = {
  member: (ctx, request) => requireMember(ctx, request),
  premium: (ctx, request) => requirePremium(ctx, request),
  admin: (ctx, request) => requireAdmin(ctx, request),
};

/** Checks each route's declared access first, so a signed-out caller gets 401 before any 400. */
export function registerAccessControl(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access) await GUARDS[access](app.ctx, request);
  });
}

/** The member of a route declared with an access level (already checked by the hook). */
export async function memberOf(ctx: AppContext, request: FastifyRequest): Promise<Member> {
  return requireMember(ctx, request);
}

/** `__Host-` in production: the cookie is then bound to this host, over HTTPS, path /. */
export const sessionCookieName = (production: boolean) => (production ? '__Host-telve_session' : 'telve_session');

const loaded = new WeakMap<FastifyRequest, Promise<Member | null>>();
const lookups = new WeakMap<AppContext, MemberLookup>();

export function isAdminUser(ctx: AppContext, user: Pick<UserRow, 'role' | 'email' | 'emailVerifiedAt'>): boolean {
  if (user.role === 'admin' || user.role === 'super-admin') return true;
  // Choosing an email proves nothing: ADMIN_EMAILS counts only for an address whose ownership was proven.
  return user.emailVerifiedAt !== null && ctx.config.adminEmails.includes(user.email);
}

async function lookup(ctx: AppContext, request: FastifyRequest): Promise<Member | null> {
  const token = request.cookies[sessionCookieName(ctx.config.production)];
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  let lookupMember = lookups.get(ctx);
  if (!lookupMember) {
    lookupMember = createMemberLookup(ctx.database);
    lookups.set(ctx, lookupMember);
  }
  const row = await lookupMember(tokenHash);
  if (!row) return null;
  const now = ctx.now();
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

/** The member or null; memoised so several checks cost one query. */
export function currentMember(ctx: AppContext, request: FastifyRequest): Promise<Member | null> {
  let promise = loaded.get(request);
  if (!promise) {
    promise = lookup(ctx, request);
    loaded.set(request, promise);
  }
  return promise;
}

/** Forget the memoised member (after sign-in, sign-out or a profile change within the request). */
export function forgetMember(request: FastifyRequest): void {
  loaded.delete(request);
}

export async function requireMember(ctx: AppContext, request: FastifyRequest): Promise<Member> {
  const member = await currentMember(ctx, request);
  if (!member) throw unauthorized();
  return member;
}

export async function requirePremium(ctx: AppContext, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(ctx, request);
  if (!member.isPremium) throw forbidden(PREMIUM_REQUIRED_MESSAGE);
  return member;
}

export async function requireAdmin(ctx: AppContext, request: FastifyRequest): Promise<Member> {
  const member = await requireMember(ctx, request);
  if (!member.isAdmin) throw forbidden(ADMIN_REQUIRED_MESSAGE);
  return member;
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
