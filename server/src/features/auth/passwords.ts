import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (an ambient const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** OWASP ASVS 5.0 appendix C: argon2id, 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * What new hashes cost: ARGON2_OPTIONS, in every process the app runs in. Only the fast test tier
 * lowers it (server/test/quick-hashes.ts), since its 1,200 hashes and checks would otherwise spend
 * half a minute of CPU; the slow tier's processes hash at the real cost and a test there pins it.
 */
let hashOptions: { algorithm: typeof ARGON2ID; memoryCost: number; timeCost: number; parallelism: number } =
  ARGON2_OPTIONS;

/** For the fast test tier only: new hashes at argon2id's least cost (a check reads the cost off the hash). */
export function hashAtLeastCostForTests(): void {
  hashOptions = { ...ARGON2_OPTIONS, memoryCost: 8, timeCost: 1 };
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.';

/** How many of the most-used passwords (by rank in the zxcvbn-ts frequency list) are refused. */
const COMMON_PASSWORD_COUNT = 10_000;
let common: Promise<Set<string>> | undefined;

/**
 * Whether the password is among the 10,000 most common (case-insensitive). The frequency lists
 * (about 14 MB in memory) are loaded with the first password chosen, not at every start.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map(String)),
  );
  return (await common).has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

/** Verifies without leaking timing on malformed hashes. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the email is unknown, so both failures take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('telve-decoy-password-never-valid');
  return decoyHash;
}
