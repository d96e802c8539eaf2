import { accountsAccess } from './accounts';
import { adminAccess } from './admin';
import { circlesAccess } from './circles';
import { guidanceAccess } from './guidance';
import { membershipAccess } from './membership';
import { readingAccess } from './reading';

export type { Expect } from './expect';

/** One entry per feature; each feature's issue fills in its own file. */
export const ROUTE_ACCESS = {
  accounts: accountsAccess,
  membership: membershipAccess,
  guidance: guidanceAccess,
  reading: readingAccess,
  circles: circlesAccess,
  admin: adminAccess,
};
