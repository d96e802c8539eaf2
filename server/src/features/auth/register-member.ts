import { eq } from 'drizzle-orm';
import { type RegisterSchema, resolveIntentions } from '../../../../contract/auth';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/app-error';
import { assertWithinLimit, recordHit } from '../../lib/rate-limit';
import { registerIpKey, registrationsPerIp } from './limits';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './passwords';
import { createSession } from './sessions';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in instead.';

type RegisterInput = import('zod').infer<typeof RegisterSchema>;

/** Creates the account and its first session; the email is compared case-insensitively. */
export async function registerMember(ctx: AppContext, options: { input: RegisterInput; ip: string }) {
  const { input } = options;
  const now = ctx.now();
  const rule = registrationsPerIp(ctx.config.registrationsPerHour);
  await assertWithinLimit(ctx.db, registerIpKey(options.ip), rule, now, 'sign-ups from this network');
  if (isCommonPassword(input.password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  const email = input.email.toLowerCase();
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw conflict(EMAIL_TAKEN_MESSAGE);

  const passwordHash = await hashPassword(input.password);
  const [user] = await ctx.db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      dateOfBirth: input.dateOfBirth,
      occupation: input.occupation || null,
      intentions: resolveIntentions(input.intentions, input.otherIntention),
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  // Two sign-ups with one email at once: the unique index lets only one through.
  if (!user) throw conflict(EMAIL_TAKEN_MESSAGE);
  await recordHit(ctx.db, registerIpKey(options.ip), rule, now);
  const token = await createSession(ctx.db, user.id, now);
  return { user, token };
}
