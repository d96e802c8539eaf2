import { z } from 'zod';

/** The 400 message for text with a NUL character or half of a UTF-16 surrogate pair. */
export const UNSTORABLE_TEXT_MESSAGE =
  'This text contains characters that cannot be saved (a NUL character or a broken emoji). Please remove them.';

/**
 * Whether PostgreSQL can store the text: it refuses NUL in text and jsonb, and an unpaired surrogate
 * (half an emoji) cannot be encoded as UTF-8. A loop rather than String.isWellFormed, which older
 * phone browsers lack.
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/**
 * The string schema for every text field of a request: refuses what the database cannot store, so
 * such input is a 400 before any work (or any stream) starts, never a 500. Chain trim, min and max
 * after it as on z.string().
 */
export function safeText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}
