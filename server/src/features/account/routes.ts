import { accountEndpoints } from '@contract/account';
import { responseSent } from '../../lib/response-sent';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth';
import { defineRoutes } from '../../plugins/routes';
import { describeBrowser, presentMember } from '../auth';
import { loadSubscription } from '../membership';
import { cancelEmailChange } from './cancel-email-change';
import { changePassword, signOutOtherDevices } from './change-password';
import { deleteAccount } from './delete-account';
import { exportAccount } from './export-account';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { resendVerification } from './send-verification';
import { verifyEmail } from './verify-email';

export const accountRoutes = defineRoutes(({ route, ctx }) => {
  route(accountEndpoints.forgotPassword, async ({ body, request, reply }) =>
    requestPasswordReset(ctx, { email: body.email, ip: request.ip, answered: responseSent(reply) }),
  );

  route(accountEndpoints.resetPassword, async ({ body, request, reply }) => {
    const { user, token } = await resetPassword(ctx, {
      token: body.token,
      password: body.password,
      browser: describeBrowser(request.headers['user-agent']),
    });
    setSessionCookie(ctx, request, reply, token);
    return presentMember(ctx, { user, subscription: await loadSubscription(ctx.db, user.id) });
  });

  route(accountEndpoints.verifyEmail, async ({ body }) => verifyEmail(ctx, { token: body.token }));

  route(accountEndpoints.resendVerification, async ({ member }) => resendVerification(ctx, { user: member.user }));

  route(accountEndpoints.changePassword, async ({ member, body }) =>
    changePassword(ctx, { member, currentPassword: body.currentPassword, newPassword: body.newPassword }),
  );

  route(accountEndpoints.signOutOthers, async ({ member }) => signOutOtherDevices(ctx, { member }));

  route(accountEndpoints.cancelEmailChange, async ({ member }) => {
    const user = await cancelEmailChange(ctx, { userId: member.user.id });
    return presentMember(ctx, { user, subscription: member.subscription });
  });

  route(accountEndpoints.exportAccount, async ({ member, reply }) => {
    const day = ctx.now().toISOString().slice(0, 10);
    reply.header('Content-Disposition', `attachment; filename="telve-my-data-${day}.json"`);
    reply.header('Cache-Control', 'no-store');
    return exportAccount(ctx, { member });
  });

  route(accountEndpoints.deleteAccount, async ({ member, body, request, reply }) => {
    const result = await deleteAccount(ctx, { member, ...body, log: request.log });
    clearSessionCookie(ctx, request, reply);
    return result;
  });
});
