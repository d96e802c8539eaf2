import type { MemberSubscription, MemberUser } from '../../db/statements/load-member';

export type { MemberSubscription, MemberUser };

/**
 * The signed-in member of a request, loaded once per request by the access hook: the columns a
 * request reads (never the password hash, which the few services that check it load themselves).
 */
export interface Member {
  user: MemberUser;
  subscription: MemberSubscription | null;
  isAdmin: boolean;
  isPremium: boolean;
  tokenHash: string;
}
