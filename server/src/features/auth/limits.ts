import type { RateLimitRule } from '../../lib/rate-limit';

const MINUTE = 60 * 1000;

/** docs/decisions/0005-rate-limits.md. */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };
export const LOGIN_FAILURES_PER_IP: RateLimitRule = { limit: 100, windowMs: 15 * MINUTE };
/** Sign-ups per client address per hour by default (REGISTRATIONS_PER_HOUR overrides it). */
export const DEFAULT_REGISTRATIONS_PER_HOUR = 100;
export const registrationsPerIp = (perHour: number): RateLimitRule => ({ limit: perHour, windowMs: 60 * MINUTE });

export const loginAccountKey = (email: string) => `login:account:${email}`;
export const loginIpKey = (ip: string) => `login:ip:${ip}`;
export const registerIpKey = (ip: string) => `register:ip:${ip}`;
