import { authEndpoints } from '@contract/auth';
import { deleteSession } from '../../db/sessions';
import { clearSessionCookie, sessionCookieName, setSessionCookie } from '../../plugins/auth';
import { defineRoutes } from '../../plugins/routes';
import { acceptTerms } from './accept-terms';
import { describeBrowser } from './describe-browser';
import { presentMember } from './present-member';
import { registerMember } from './register-member';
import { sendVerificationMail } from './send-verification-mail';
import { signIn } from './sign-in';

export const authRoutes = defineRoutes(({ route }) => {
  route(authEndpoints.register, async ({ ctx, body, request, reply }) => {
    const { user, token } = await registerMember(ctx, {
      input: body,
      ip: request.ip,
      browser: describeBrowser(request.headers['user-agent']),
      acceptLanguage: request.headers['accept-language'],
    });
    await sendVerificationMail(ctx, user);
    setSessionCookie(ctx, request, reply, token);
    return presentMember(ctx, { user, subscription: null });
  });

  route(authEndpoints.login, async ({ ctx, body, request, reply }) => {
    const { user, subscription, token } = await signIn(ctx, {
      input: body,
      ip: request.ip,
      browser: describeBrowser(request.headers['user-agent']),
    });
    // A session the browser already had is ended: one cookie, one fresh token.
    const previous = request.cookies[sessionCookieName(ctx.config.production)];
    if (previous) await deleteSession(ctx.db, previous);
    setSessionCookie(ctx, request, reply, token);
    return presentMember(ctx, { user, subscription });
  });

  route(authEndpoints.logout, async ({ ctx, request, reply }) => {
    const token = request.cookies[sessionCookieName(ctx.config.production)];
    if (token) await deleteSession(ctx.db, token);
    clearSessionCookie(ctx, request, reply);
    return { message: 'You have been successfully logged out.' };
  });

  route(authEndpoints.user, async ({ ctx, member, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return presentMember(ctx, member);
  });

  route(authEndpoints.termsConsent, async ({ ctx, member, body }) =>
    presentMember(ctx, await acceptTerms(ctx, { member, consent: body })),
  );
});
