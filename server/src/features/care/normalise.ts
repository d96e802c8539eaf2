/**
 * Reads a member's text back into the plain form the care rules are written in: lower case, no
 * accents, contractions and text-speak spelled out, common misspellings of the words that matter
 * read as those words, clauses separated by `|`. The output is ` token token | token ` with a space
 * at each end, the form ../pattern.ts compiles for.
 */
import { FUZZY_WORDS, LEET, NOT_MISSPELLINGS, PHRASE_REWRITES, WORD_REWRITES } from './rules/spelling';

const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  þ: 'th',
};
const APOSTROPHES = /[\u2018\u2019\u201B\u2032\u00B4\u0060\u02BC]/g;
/** Pronouns whose 's is 'is' ("he's"); any other 's is a possessive and is dropped ("dad's" -> "dad"). */
const IS_BEFORE = /\b(he|she|it|that|there|what|who|where|here|how|everything|everyone|nothing|life|this)'s\b/g;

function spellOutContractions(text: string): string {
  return text
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bshan't\b/g, 'shall not')
    .replace(/\bain't\b/g, 'is not')
    .replace(/n't\b/g, ' not')
    .replace(IS_BEFORE, '$1 is')
    .replace(/\bi'm\b/g, 'i am')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/'ll\b/g, ' will')
    .replace(/'d\b/g, ' would')
    .replace(/'s\b/g, '')
    .replace(/'/g, '');
}

/** Optimal string alignment distance (edits, counting a swap of neighbours as one), capped at max + 1. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = max + 1;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * The word a token most likely misspells, or the token itself. Words the rules or the spelling
 * table already know are never bent; distinctive words allow one edit, long ones (10+) two.
 */
function correctSpelling(token: string, known: ReadonlySet<string>): string {
  if (token.length < 5 || known.has(token) || NOT_MISSPELLINGS_SET.has(token) || /\d/.test(token)) return token;
  for (const word of FUZZY_WORDS) {
    const allowed = word.length >= 10 ? 2 : 1;
    if (editDistance(token, word, allowed) <= allowed) return word;
  }
  return token;
}

const NOT_MISSPELLINGS_SET = new Set(NOT_MISSPELLINGS);

/** Normalises text for the rules; `known` is every word the rules spell out (never "corrected"). */
export function normaliseForCare(raw: string, known: ReadonlySet<string>): string {
  let text = raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u0131\u00DF\u00E6\u00F8\u0153\u0142\u0111\u00FE]/g, (c) => LETTER_FOLDS[c] ?? c)
    .replace(APOSTROPHES, "'");
  text = spellOutContractions(text);
  text = text
    .replace(/(?<=[a-z])[!130@$]+(?=[a-z!130@$]*[a-z])/g, (run) => [...run].map((c) => LEET[c] ?? c).join(''))
    .replace(/([a-z])&([a-z])/g, '$1&$2')
    .replace(/&(?![a-z])|(?<![a-z])&/g, ' and ')
    .replace(/[.!?;:,\n\r()"[\]{}\u2026]+/g, ' | ')
    .replace(/[^a-z0-9&|]+/g, ' ');
  const tokens: string[] = [];
  for (const token of text.split(' ')) {
    if (token === '') continue;
    const rewritten = WORD_REWRITES[token];
    if (rewritten !== undefined) tokens.push(...rewritten.split(' '));
    else tokens.push(token === '|' ? token : correctSpelling(token, known));
  }
  let joined = ` ${tokens.join(' ')} `;
  for (const [pattern, replacement] of PHRASE_REWRITES) joined = joined.replace(pattern, replacement);
  // One separator between clauses, none at either end.
  const clauses = joined
    .split('|')
    .map((clause) => clause.trim().replace(/\s+/g, ' '))
    .filter((clause) => clause !== '');
  return clauses.length === 0 ? ' ' : ` ${clauses.join(' | ')} `;
}
