import type { SubscriptionRow, UserRow } from '../../db/schema';

/** The signed-in member of a request, loaded once per request by the access hook. */
export interface Member {
  user: UserRow;
  subscription: SubscriptionRow | null;
  isAdmin: boolean;
  isPremium: boolean;
  tokenHash: string;
}
