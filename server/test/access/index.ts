import { accountAccess } from './account';
import { accountsAccess } from './accounts';
import { adminAccess } from './admin';
import { circlesAccess } from './circles';
import { cupPhotosAccess } from './cup-photos';
import { guidanceAccess } from './guidance';
import { journalAccess } from './journal';
import { membershipAccess } from './membership';
import { natalAccess } from './natal';
import { readingAccess } from './reading';
import { remindersAccess } from './reminders';
import { shareAccess } from './share';

export type { Expect } from './expect';

/** One entry per feature; each feature's issue fills in its own file. */
export const ROUTE_ACCESS = {
  accounts: accountsAccess,
  natal: natalAccess,
  account: accountAccess,
  membership: membershipAccess,
  guidance: guidanceAccess,
  reading: readingAccess,
  cupPhotos: cupPhotosAccess,
  circles: circlesAccess,
  journal: journalAccess,
  admin: adminAccess,
  share: shareAccess,
  reminders: remindersAccess,
};
