import { type RegisterSchema, resolveIntentions } from '@contract/auth';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { takeHit } from '../../db/rate-limit';
import { users } from '../../db/schema';
import { createSession } from '../../db/sessions';
import { badRequest, conflict } from '../../lib/app-error';
import { browserLanguage } from '../../lib/languages';
import { registerIpKey, registrationsPerIp } from './limits';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './passwords';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please sign in instead.';

type RegisterInput = import('zod').infer<typeof RegisterSchema>;

/** Creates the account and its first session; the email is compared case-insensitively. */
export async function registerMember(
  ctx: AppContext,
  options: {
    input: RegisterInput;
    ip: string;
    browser?: string | null;
    /** Her browser's Accept-Language: her language is the first one offered it asks for. */
    acceptLanguage?: string;
  },
) {
  const { input } = options;
  const now = ctx.now();
  if (await isCommonPassword(input.password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
  // Counted before the account is made, so parallel sign-ups cannot pass the limit; an attempt at a
  // taken email counts too, so the form cannot probe addresses faster than the limit.
  // Counted here rather than on the route (contract/fair-use.ts): the limit is the operator's (REGISTRATIONS_PER_HOUR),
  // and a password refused as common costs nothing.
  const rule = registrationsPerIp(ctx.config.registrationsPerHour);
  await takeHit(ctx.database, registerIpKey(options.ip), rule, now, 'sign-ups from this network');
  const email = input.email.toLowerCase();
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw conflict(EMAIL_TAKEN_MESSAGE);

  const passwordHash = await hashPassword(input.password);
  const user = await insertMember(ctx, {
    email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    dateOfBirth: input.dateOfBirth,
    occupation: input.occupation || null,
    intentions: resolveIntentions(input.intentions, input.otherIntention),
    language: browserLanguage(ctx.config, options.acceptLanguage),
  });
  const token = await createSession(ctx.db, user.id, now, options.browser);
  return { user, token };
}

/** Two sign-ups with one email at once: the unique index lets only one through, the other is a 409. */
async function insertMember(ctx: AppContext, values: typeof users.$inferInsert) {
  const [user] = await ctx.db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  if (!user) throw conflict(EMAIL_TAKEN_MESSAGE);
  return user;
}
