import type { User } from '@contract/auth';
import type { AppContext, Member } from '../../context';
import { effectiveStatus, isPremium } from '../../policies/subscription';
import { isAdminUser } from '../../policies/user';

/** The User as the API shows it (never the password hash), with admin and premium decided here once. */
export function presentMember(ctx: AppContext, member: Pick<Member, 'user' | 'subscription'>): User {
  const { user, subscription } = member;
  const now = ctx.now();
  const role = isAdminUser(ctx, user) && user.role !== 'super-admin' ? 'admin' : user.role;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    dateOfBirth: user.dateOfBirth,
    occupation: user.occupation,
    intentions: user.intentions,
    profilePhotoUrl: user.profilePhotoUrl,
    bio: user.bio,
    role,
    premium: subscription
      ? {
          plan: subscription.plan,
          status: effectiveStatus(subscription, now),
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
        }
      : null,
    isPremium: isPremium(subscription, now),
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: subscription?.provider === 'stripe' ? subscription.id : null,
    termsAccepted: user.termsAcceptedAt !== null,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: user.pendingEmail,
    language: user.language,
    birthTime: user.birthTime,
    birthPlaceId: user.birthPlaceId,
    birthPlaceName: user.birthPlaceName,
    birthTimeFold: user.birthTimeFold === 'earlier' || user.birthTimeFold === 'later' ? user.birthTimeFold : null,
  };
}
