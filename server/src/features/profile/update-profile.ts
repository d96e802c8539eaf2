import { eq } from 'drizzle-orm';
import type { ProfileUpdateSchema } from '../../../../contract/auth';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { Member } from '../../plugins/auth';
import { admitEmailChange, sendEmailChangeMails } from '../account/request-email-change';

type ProfileInput = import('zod').output<typeof ProfileUpdateSchema>;

export const FOREIGN_PHOTO_MESSAGE = 'Please upload your photo with the photo button first.';

/**
 * Writes only the member's own editable fields. Role, premium and Stripe fields are not in the
 * schema, and a photo URL is accepted only if this server issued it to this member (upload-photo
 * already made it the current one). A different email becomes pending: the account keeps its
 * proven address until the new one's link is opened (docs/decisions/0015-account-care.md).
 */
export async function updateProfile(ctx: AppContext, options: { member: Member; input: ProfileInput }) {
  const { member, input } = options;
  const email = input.email.toLowerCase();
  const newEmail = email !== member.user.email ? email : null;
  const photo = input.profilePhotoUrl?.trim();
  if (photo && photo !== member.user.profilePhotoUrl) throw badRequest(FOREIGN_PHOTO_MESSAGE);
  if (newEmail) await admitEmailChange(ctx, { user: member.user, email: newEmail });

  const [user] = await ctx.db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      ...(newEmail ? { pendingEmail: newEmail } : {}),
      ...(input.occupation !== undefined ? { occupation: input.occupation?.trim() || null } : {}),
      ...(input.intentions !== undefined ? { intentions: input.intentions } : {}),
      ...(input.dateOfBirth !== undefined ? { dateOfBirth: input.dateOfBirth } : {}),
      ...(input.bio !== undefined ? { bio: input.bio || null } : {}),
      updatedAt: ctx.now(),
    })
    .where(eq(users.id, member.user.id))
    .returning();
  if (newEmail && user) await sendEmailChangeMails(ctx, { user, email: newEmail });
  return user ?? member.user;
}
