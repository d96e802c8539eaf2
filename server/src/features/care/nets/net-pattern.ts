/**
 * The pattern language of the care nets for languages other than English (the English rules have
 * their own, ../pattern.ts), compiled to regular expressions over a net's normalised text: one
 * space-separated token string with a space at each end, clauses separated by a `|` token.
 *
 * A pattern is words separated by spaces:
 * - `word` any word that starts with it (suffixes are free: Turkish, Russian and Arabic grow words
 *   at the end, Romance verbs conjugate there); `word=` that word exactly;
 * - `a/b/c` any one of the alternatives; `a+b` two words in a row, as one alternative;
 * - `@family` any entry of one of the net's word families;
 * - `..N` up to N words of anything, within the clause; `#` any number.
 * The net's letter classes make one letter stand for several ('ö' matches 'o' too in Turkish, for
 * texts typed without Turkish letters); a letter written in upper case matches only itself.
 * A net may also let words carry a prefix (Arabic's attached 'and', 'the', 'with').
 */

import { rememberedByOwner } from '../../../lib/remembered';

export type NetFamilies = Readonly<Record<string, readonly string[]>>;

export interface NetPatternOptions {
  families: NetFamilies;
  /** Letter -> the class of letters it stands for, e.g. { ö: '[öo]' }. */
  letterClasses?: Readonly<Record<string, string>>;
  /** A regex fragment of prefixes a word may carry (Arabic: 'و', 'ال', ...). */
  wordPrefix?: string;
}

const ESCAPE = /[.*+?^${}()|[\]\\/-]/g;

/** Turkish lower case, a letter at a time: ICU's case mapping was half of compiling a net, for some 80 letters. */
const lowerCase = new Map<string, string>();
function lowerOf(char: string): string {
  let lowered = lowerCase.get(char);
  if (lowered === undefined) {
    lowered = char.toLocaleLowerCase('tr');
    lowerCase.set(char, lowered);
  }
  return lowered;
}

function letters(word: string, options: NetPatternOptions): string {
  let out = '';
  for (const char of word) {
    const lower = lowerOf(char);
    // Upper case in a pattern: exactly this letter, in lower case (Turkish 'I' is 'ı', 'İ' is 'i').
    if (char !== lower) out += lower.replace(ESCAPE, '\\$&');
    else out += options.letterClasses?.[char] ?? char.replace(ESCAPE, '\\$&');
  }
  return out;
}

function word(token: string, options: NetPatternOptions): string {
  const exact = token.endsWith('=');
  const body = exact ? token.slice(0, -1) : token;
  const run = body
    .split('+')
    .map((part, i, parts) => {
      const last = i === parts.length - 1;
      const tail = last && !exact ? '[^ |]*' : '';
      const prefix = options.wordPrefix ? `(?:${options.wordPrefix})?` : '';
      return `${prefix}${letters(part, options)}${tail} `;
    })
    .join('');
  return run;
}

/** A word that matches as a prefix, one token long: no exact end, no run of words, family or number. */
const isPrefixWord = (alt: string) => alt !== '' && !/[=+@#]/.test(alt);

/** One alternative of a token: a prefix word, or the regex source of anything else. */
type Alternative = { word: string } | { source: string };

/**
 * Prefix words as one trie-shaped group (`k(?:anser|emo)`): a word that another starts with adds
 * nothing (`kanseri` after `kanser`), and the rest share their first letters, which keeps V8's
 * compiled expressions several times smaller and faster than a flat alternation. Every word
 * consumes the whole token, so the group matches what the words in a row would.
 */
function wordGroup(words: readonly string[], options: NetPatternOptions): string {
  // Sorted, a word that starts with an earlier one comes after it and before any word that does not.
  const kept: string[][] = [];
  for (const word of [...new Set(words)].sort()) {
    const last = kept.at(-1);
    if (last && word.startsWith(last.join(''))) continue;
    kept.push([...word]);
  }
  const branch = (group: readonly string[][], depth: number): string => {
    const byLetter = new Map<string, string[][]>();
    for (const word of group) {
      const letter = word[depth];
      if (letter === undefined) return '';
      const same = byLetter.get(letter);
      if (same) same.push(word);
      else byLetter.set(letter, [word]);
    }
    const parts = [...byLetter].map(([letter, rest]) => letters(letter, options) + branch(rest, depth + 1));
    return parts.length === 1 ? parts[0]! : `(?:${parts.join('|')})`;
  };
  const prefix = options.wordPrefix ? `(?:${options.wordPrefix})?` : '';
  return `${prefix}${branch(kept, 0)}[^ |]* `;
}

function alternativesOf(token: string, options: NetPatternOptions): Alternative[] {
  return token.split('/').flatMap((alt): Alternative[] => {
    if (alt === '#') return [{ source: '[0-9]+ ' }];
    if (alt.startsWith('@')) {
      const entries = options.families[alt.slice(1)];
      if (!entries) throw new Error(`care net pattern: unknown family ${alt}`);
      return [...entries]
        .sort((a, b) => b.length - a.length)
        .flatMap((entry): Alternative[] => {
          const words = entry.split(' ');
          if (words.length === 1) return alternativesOf(words[0]!, options);
          return [{ source: words.map((w) => alternatives(w, options)).join('') }];
        });
    }
    return isPrefixWord(alt) ? [{ word: alt }] : [{ source: word(alt, options) }];
  });
}

/**
 * A token's alternatives in their order (the first that lets the pattern match wins, which decides
 * how far a match runs), each run of prefix words in a row folded into one group. Built once per
 * net's options: its patterns share their families (`@die` in dozens of them), and building a
 * family's group again for each took ~95% of compiling a net.
 */
const alternatives = rememberedByOwner(buildAlternatives);

function buildAlternatives(token: string, options: NetPatternOptions): string {
  const sources: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) sources.push(wordGroup(run, options));
    run = [];
  };
  for (const alt of alternativesOf(token, options)) {
    if ('word' in alt) run.push(alt.word);
    else {
      flush();
      sources.push(alt.source);
    }
  }
  flush();
  return sources.length === 1 ? sources[0]! : `(?:${sources.join('|')})`;
}

/** The regex source of one pattern, anchored at a token start. */
function netPatternSource(pattern: string, options: NetPatternOptions): string {
  const parts = pattern
    .trim()
    .split(/\s+/)
    .map((token) => {
      const gap = /^\.\.(\d+)$/.exec(token);
      if (gap) return `(?:[^ |]+ ){0,${gap[1]}}`;
      return alternatives(token, options);
    });
  return `(?<= )${parts.join('')}`;
}

/**
 * One regular expression for any of the patterns (global, so matches can be listed and blanked).
 * Not in unicode mode: a net's text is letters, digits, spaces and `|` of the Basic Multilingual
 * Plane, and V8's machine code for unicode-mode classes such as `[^ |]` is several times larger
 * (the seven nets took ~19 MB of code and ~50 MB resident with `u`, ~8 MB and ~20 MB without;
 * every text's reading is the same).
 */
export function compileNetPatterns(patterns: readonly string[], options: NetPatternOptions): RegExp {
  return new RegExp(patterns.map((p) => netPatternSource(p, options)).join('|'), 'g');
}
