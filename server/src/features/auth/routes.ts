import { eq } from 'drizzle-orm';
import { LoginSchema, RegisterSchema, TermsConsentSchema, UserSchema } from '../../../../contract/auth';
import type { App } from '../../app';
import { users } from '../../db/schema';
import {
  clearSessionCookie,
  forgetMember,
  isAdminUser,
  memberOf,
  sessionCookieName,
  setSessionCookie,
} from '../../plugins/auth';
import { presentUser } from './present-user';
import { registerMember } from './register-member';
import { deleteSession } from './sessions';
import { signIn } from './sign-in';

export async function authRoutes(app: App): Promise<void> {
  const { ctx } = app;

  app.post(
    '/api/register',
    { schema: { body: RegisterSchema, response: { 201: UserSchema } } },
    async (request, reply) => {
      const { user, token } = await registerMember(ctx, { input: request.body, ip: request.ip });
      setSessionCookie(ctx, request, reply, token);
      forgetMember(request);
      return reply.status(201).send(presentUser(user, null, { isAdmin: isAdminUser(ctx, user), now: ctx.now() }));
    },
  );

  app.post('/api/login', { schema: { body: LoginSchema, response: { 200: UserSchema } } }, async (request, reply) => {
    const { user, subscription, token } = await signIn(ctx, { input: request.body, ip: request.ip });
    // A session the browser already had is ended: one cookie, one fresh token.
    const previous = request.cookies[sessionCookieName(ctx.config.production)];
    if (previous) await deleteSession(ctx.db, previous);
    setSessionCookie(ctx, request, reply, token);
    forgetMember(request);
    return presentUser(user, subscription, { isAdmin: isAdminUser(ctx, user), now: ctx.now() });
  });

  app.post('/api/logout', async (request, reply) => {
    const token = request.cookies[sessionCookieName(ctx.config.production)];
    if (token) await deleteSession(ctx.db, token);
    clearSessionCookie(ctx, request, reply);
    forgetMember(request);
    return { message: 'You have been successfully logged out.' };
  });

  app.get(
    '/api/user',
    { config: { access: 'member' }, schema: { response: { 200: UserSchema } } },
    async (request, reply) => {
      const member = await memberOf(ctx, request);
      reply.header('Cache-Control', 'no-store');
      return presentUser(member.user, member.subscription, { isAdmin: member.isAdmin, now: ctx.now() });
    },
  );

  app.post(
    '/api/terms-consent',
    { config: { access: 'member' }, schema: { body: TermsConsentSchema, response: { 200: UserSchema } } },
    async (request) => {
      const member = await memberOf(ctx, request);
      const [user] = await ctx.db
        .update(users)
        .set({ ...request.body, termsAcceptedAt: ctx.now(), updatedAt: ctx.now() })
        .where(eq(users.id, member.user.id))
        .returning();
      return presentUser(user ?? member.user, member.subscription, { isAdmin: member.isAdmin, now: ctx.now() });
    },
  );
}
