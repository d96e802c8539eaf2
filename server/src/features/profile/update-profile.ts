import type { ProfileUpdateSchema } from '@contract/auth';
import type { Language } from '@contract/languages';
import { eq } from 'drizzle-orm';
import type { AppContext, Member } from '../../context';
import { users } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import {
  admitEmailChange,
  emailEditOf,
  issueEmailChangeLink,
  retireEmailChangeLinks,
  sendEmailChangeMails,
} from '../account';
import { resolveBirthData } from '../natal';

type ProfileInput = import('zod').output<typeof ProfileUpdateSchema>;

const FOREIGN_PHOTO_MESSAGE = 'Please upload your photo with the photo button first.';

/**
 * Writes only the member's own editable fields. Role, premium and Stripe fields are not in the
 * schema, and a photo URL is accepted only if this server issued it to this member (upload-photo
 * already made it the current one). A different email becomes pending: the account keeps its
 * proven address until the new one's link is opened; the current address again calls a pending
 * change off (docs/decisions/0015-account-care.md).
 */
export async function updateProfile(ctx: AppContext, options: { member: Member; input: ProfileInput }) {
  const { member, input } = options;
  const edit = emailEditOf(member.user, input.email);
  const photo = input.profilePhotoUrl?.trim();
  if (photo && photo !== member.user.profilePhotoUrl) throw badRequest(FOREIGN_PHOTO_MESSAGE);
  // Birth time, place and clock-change choice: checked first, written whole in the one update below.
  const birth = await resolveBirthData(member.user, input);
  if (edit.kind === 'change') await admitEmailChange(ctx, { user: member.user, email: edit.email });

  const now = ctx.now();
  const userId = member.user.id;
  const { user, token } = await ctx.db.transaction(async (tx) => {
    // A new change or a cancellation: the links already mailed stop working.
    if (edit.kind !== 'keep') await retireEmailChangeLinks(tx, { userId, now });
    const [row] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        ...(edit.kind !== 'keep' ? { pendingEmail: edit.kind === 'change' ? edit.email : null } : {}),
        ...(input.occupation !== undefined ? { occupation: input.occupation?.trim() || null } : {}),
        ...(input.intentions !== undefined ? { intentions: input.intentions } : {}),
        ...(input.dateOfBirth !== undefined ? { dateOfBirth: input.dateOfBirth } : {}),
        ...(input.bio !== undefined ? { bio: input.bio || null } : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        ...(birth ?? {}),
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    const link =
      row && edit.kind === 'change' ? await issueEmailChangeLink(tx, { userId, email: edit.email, now }) : null;
    return { user: row, token: link };
  });
  if (user && token && edit.kind === 'change') sendEmailChangeMails(ctx, { user, email: edit.email, token });
  return user ?? member.user;
}

/** Settings' language, saved alone: her pages and mail follow it from the next one. */
export async function updateLanguage(ctx: AppContext, options: { member: Member; language: Language }) {
  const [row] = await ctx.db
    .update(users)
    .set({ language: options.language, updatedAt: ctx.now() })
    .where(eq(users.id, options.member.user.id))
    .returning();
  return row ?? options.member.user;
}
