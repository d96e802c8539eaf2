import { isAdminRole } from '@contract/roles';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';

/**
 * The administrator rule: an 'admin' or 'super-admin' role, or an address in ADMIN_EMAILS whose
 * ownership was proven (choosing an email proves nothing). Decided once per request, as
 * `member.isAdmin`, for every 'admin' route.
 */
export function isAdminUser(ctx: AppContext, user: Pick<UserRow, 'role' | 'email' | 'emailVerifiedAt'>): boolean {
  if (isAdminRole(user.role)) return true;
  return user.emailVerifiedAt !== null && ctx.config.adminEmails.includes(user.email);
}
