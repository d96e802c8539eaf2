import { WRONG_PASSWORD_MESSAGE } from '../../../../contract/account';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { takeHit } from '../../lib/rate-limit';
import { verifyPassword } from '../auth/passwords';
import { PASSWORD_CHECKS_PER_MEMBER, passwordChecksKey } from './limits';

/** The current password, asked again before a change that matters; counted so a stolen session cannot guess it. */
export async function confirmCurrentPassword(ctx: AppContext, options: { user: UserRow; password: string }) {
  await takeHit(ctx.db, passwordChecksKey(options.user.id), PASSWORD_CHECKS_PER_MEMBER, ctx.now(), 'password attempts');
  if (!(await verifyPassword(options.user.passwordHash, options.password))) throw badRequest(WRONG_PASSWORD_MESSAGE);
}
