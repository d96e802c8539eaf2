import type { RateLimitRule } from '../../db/rate-limit';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** Account care limits (docs/decisions/0006-rate-limits.md, "Account care"). */
export const RESET_REQUESTS_PER_EMAIL: RateLimitRule = { limit: 5, windowMs: HOUR };
export const RESET_REQUESTS_PER_ADDRESS: RateLimitRule = { limit: 20, windowMs: HOUR };
/** Mails a member can cause (resent confirmations, email changes) per hour. */
export const ACCOUNT_MAILS_PER_MEMBER: RateLimitRule = { limit: 5, windowMs: HOUR };
/** Current-password checks (password change, deletion) per member: no guessing through a stolen session. */
export const PASSWORD_CHECKS_PER_MEMBER: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };

export const resetEmailKey = (email: string) => `reset:email:${email}`;
export const resetAddressKey = (ip: string) => `reset:ip:${ip}`;
export const accountMailsKey = (userId: number) => `account-mail:${userId}`;
export const passwordChecksKey = (userId: number) => `password-check:${userId}`;
