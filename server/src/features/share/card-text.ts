import type { Language } from '@contract/languages';
import { CARD_WORDS } from './card-words';

/**
 * Text as a card can draw it. Pango draws any Unicode; what it cannot show well is taken out
 * rather than drawn as empty boxes, and nothing is ever refused for its characters:
 * - control characters (NUL included) and unpaired surrogates are dropped; line breaks become spaces;
 * - emoji are dropped (the server has no colour emoji font), with their joiners and variation selectors;
 * - bidirectional marks and embeddings are dropped too, so a stray mark cannot reorder the lines
 *   around it; right-to-left words still draw right to left (Pango's own bidi).
 */
const PICTOGRAPHIC = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const BIDI_MARKS = new Set([
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);
/** Joiners, variation selectors, the keycap and skin tones: the glue of emoji sequences. */
const EMOJI_GLUE = new Set([0x200d, 0xfe0e, 0xfe0f, 0x20e3, 0x1f3fb, 0x1f3fc, 0x1f3fd, 0x1f3fe, 0x1f3ff]);

function drawable(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  if (code === 0x09 || code === 0x0a || code === 0x0d) return ' ';
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return '';
  // Array.from keeps an unpaired surrogate as a character of its own.
  if (code >= 0xd800 && code <= 0xdfff) return '';
  if (BIDI_MARKS.has(code) || EMOJI_GLUE.has(code) || PICTOGRAPHIC.test(character)) return '';
  return character;
}

export function drawableText(text: string): string {
  return Array.from(text, drawable).join('').replace(/\s+/g, ' ').trim();
}

/** The first `max` characters (code points) of a text, cut at the last whole word that fits, with '…'. */
export function clampText(text: string, max: number): string {
  const points = Array.from(text);
  if (points.length <= max) return text;
  const room = points.slice(0, max - 1).join('');
  const space = room.lastIndexOf(' ');
  return `${(space > room.length / 2 ? room.slice(0, space) : room).trimEnd()}…`;
}

/** Pango markup is XML: the text is escaped, so '<b>' in a member's words is drawn as written. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A 'YYYY-MM-DD' date as a card writes it, in the sharing member's language (UTC): 'Friday, 27
 * November 2026' in English, '27 Kasım 2026 Cuma' in Turkish.
 */
export function longDate(date: string, language: Language): string {
  return new Date(`${date}T12:00:00.000Z`).toLocaleDateString(CARD_WORDS[language].dateLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
