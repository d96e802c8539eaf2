import { z } from 'zod';

/**
 * An enum that accepts its values in any letter case and with surrounding spaces ('leo', ' LEO '),
 * answering the canonical spelling. The product names signs and moods but not their case, and API
 * clients differ.
 */
export function caseInsensitiveEnum<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  const canonical = new Map(values.map((value) => [value.toLowerCase(), value]));
  return z.preprocess(
    (input) => (typeof input === 'string' ? (canonical.get(input.trim().toLowerCase()) ?? input) : input),
    z.enum(values, { message }),
  );
}
