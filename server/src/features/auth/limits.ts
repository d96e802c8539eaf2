import type { RateLimitRule } from '../../db/rate-limit';

const MINUTE = 60 * 1000;

/** Sign-in attempts (docs/decisions/0006-rate-limits.md): each is counted before its password is checked. */
export const SIGN_IN_PER_ADDRESS_AND_ACCOUNT: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };
/** From every address together: one address alone can never lock the owner out. */
export const SIGN_IN_PER_ACCOUNT: RateLimitRule = { limit: 50, windowMs: 15 * MINUTE };
/** Past this, an address is slowed, and refused only for accounts that already have failures. */
export const SIGN_IN_PER_ADDRESS: RateLimitRule = { limit: 100, windowMs: 15 * MINUTE };
/** How long a sign-in waits once its address is past SIGN_IN_PER_ADDRESS. */
export const SLOW_SIGN_IN_MS = 1000;

/** Sign-ups per client address per hour: config.registrationsPerHour (REGISTRATIONS_PER_HOUR, 100 unless set). */
export const registrationsPerIp = (perHour: number): RateLimitRule => ({ limit: perHour, windowMs: 60 * MINUTE });

export const signInPairKey = (ip: string, email: string) => `login:pair:${ip}:${email}`;
export const signInAccountKey = (email: string) => `login:account:${email}`;
export const signInAddressKey = (ip: string) => `login:ip:${ip}`;
export const registerIpKey = (ip: string) => `register:ip:${ip}`;
