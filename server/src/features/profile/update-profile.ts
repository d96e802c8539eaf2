import { and, eq, ne } from 'drizzle-orm';
import type { ProfileUpdateSchema } from '../../../../contract/auth';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest, conflict } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Member } from '../../plugins/auth';
import { EMAIL_TAKEN_MESSAGE } from '../auth/register-member';

type ProfileInput = import('zod').output<typeof ProfileUpdateSchema>;

export const FOREIGN_PHOTO_MESSAGE = 'Please upload your photo with the photo button first.';

/**
 * Writes only the member's own editable fields. Role, premium and Stripe fields are not in the
 * schema, and a photo URL is accepted only if this server issued it to this member (upload-photo
 * already made it the current one).
 */
export async function updateProfile(ctx: AppContext, options: { member: Member; input: ProfileInput }) {
  const { member, input } = options;
  const email = input.email.toLowerCase();
  if (email !== member.user.email) {
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, member.user.id)));
    if (taken) throw conflict(EMAIL_TAKEN_MESSAGE);
  }
  const photo = input.profilePhotoUrl?.trim();
  if (photo && photo !== member.user.profilePhotoUrl) throw badRequest(FOREIGN_PHOTO_MESSAGE);

  try {
    const [user] = await ctx.db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        // A new address is not proven yet (and an ADMIN_EMAILS entry must not follow it).
        ...(email !== member.user.email ? { emailVerifiedAt: null } : {}),
        ...(input.occupation !== undefined ? { occupation: input.occupation?.trim() || null } : {}),
        ...(input.intentions !== undefined ? { intentions: input.intentions } : {}),
        ...(input.bio !== undefined ? { bio: input.bio || null } : {}),
        updatedAt: ctx.now(),
      })
      .where(eq(users.id, member.user.id))
      .returning();
    return user ?? member.user;
  } catch (error) {
    // Another member took the email between the check above and this write.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}
