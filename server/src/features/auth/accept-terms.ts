import type { TermsConsent } from '@contract/auth';
import { eq } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { users } from '../../db/schema';

/** Records the three consents of the terms step; answers the member as they now are. */
export async function acceptTerms(
  ctx: AppContext,
  options: { member: Member; consent: TermsConsent },
): Promise<Member> {
  const now = ctx.now();
  const [user] = await ctx.db
    .update(users)
    .set({ ...options.consent, termsAcceptedAt: now, updatedAt: now })
    .where(eq(users.id, options.member.user.id))
    .returning();
  return { ...options.member, user: user ?? options.member.user };
}
