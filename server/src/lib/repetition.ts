/**
 * How often generated texts repeat themselves (issue 32, item 4). Two figures over a corpus:
 * - an opening is a text's first five words, normalised;
 * - a sentence frame is one sentence, normalised.
 * Normalising lower-cases, turns curly quotes and dashes into spaces, strips punctuation and
 * replaces content slots (the given names: signs, planets, cup symbols, a member's name; anything
 * quoted; numbers) with a placeholder, so 'waning Moon in Leo' and 'waning Moon in Virgo' are one.
 */

/** The placeholder a slot becomes. */
export const SLOT = '_';

export interface RepetitionFigure {
  /** The most frequent opening or frame, normalised. */
  top: string;
  /** How many times it occurs. */
  count: number;
  /** Its share of all openings (one per text) or of all sentences, 0 to 1. */
  share: number;
}

export interface Repetition {
  opening: RepetitionFigure;
  frame: RepetitionFigure;
  texts: number;
  sentences: number;
}

const escapeRegExp = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A normaliser for a vocabulary of slot names (case-insensitive whole words, longest first). */
export function slotNormaliser(slotNames: readonly string[]): (text: string) => string {
  const names = [...new Set(slotNames.map((n) => n.toLowerCase()))].sort((a, b) => b.length - a.length);
  const pattern = names.length > 0 ? new RegExp(`\\b(?:${names.map(escapeRegExp).join('|')})\\b`, 'g') : null;
  return (text) => {
    let out = text
      .toLowerCase()
      .replace(/[\u201C"][^\u201D"]*[\u201D"]/g, ` ${SLOT} `)
      .replace(/\d+/g, ` ${SLOT} `);
    if (pattern) out = out.replace(pattern, SLOT);
    return out
      .replace(/[\u2019']/g, '')
      .replace(/[^\p{L}_\s-]+/gu, ' ')
      .replace(/(^|\s)-+|-+(?=\s|$)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  };
}

/** Splits a text into sentences at '.', '!' or '?' followed by whitespace. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function topOf(counts: Map<string, number>, total: number): RepetitionFigure {
  let top = '';
  let count = 0;
  for (const [key, n] of counts) {
    if (n > count) {
      top = key;
      count = n;
    }
  }
  return { top, count, share: total === 0 ? 0 : count / total };
}

/** The most repeated opening and sentence frame of `texts`, with their shares. */
export function measureRepetition(texts: readonly string[], slotNames: readonly string[]): Repetition {
  const normalise = slotNormaliser(slotNames);
  const openings = new Map<string, number>();
  const frames = new Map<string, number>();
  let sentences = 0;
  for (const text of texts) {
    const opening = normalise(text).split(' ').slice(0, 5).join(' ');
    openings.set(opening, (openings.get(opening) ?? 0) + 1);
    for (const sentence of splitSentences(text)) {
      const frame = normalise(sentence);
      frames.set(frame, (frames.get(frame) ?? 0) + 1);
      sentences++;
    }
  }
  return {
    opening: topOf(openings, texts.length),
    frame: topOf(frames, sentences),
    texts: texts.length,
    sentences,
  };
}
