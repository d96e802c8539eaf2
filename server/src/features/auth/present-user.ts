import type { User } from '../../../../contract/auth';
import type { SubscriptionRow, UserRow } from '../../db/schema';
import { effectiveStatus, isPremium } from '../membership/entitlement';

/** The User of SPEC.md section 3 as the API shows it: never the password hash. */
export function presentUser(
  user: UserRow,
  subscription: SubscriptionRow | null,
  options: { isAdmin: boolean; now: Date },
): User {
  const role = options.isAdmin && user.role !== 'super-admin' ? 'admin' : user.role;
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    dateOfBirth: user.dateOfBirth,
    occupation: user.occupation,
    intentions: user.intentions,
    profilePhotoUrl: user.profilePhotoUrl,
    role,
    premium: subscription
      ? {
          plan: subscription.plan,
          status: effectiveStatus(subscription, options.now),
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
        }
      : null,
    isPremium: isPremium(subscription, options.now),
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: subscription?.provider === 'stripe' ? subscription.id : null,
    termsAccepted: user.termsAcceptedAt !== null,
  };
}
