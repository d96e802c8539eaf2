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

export type NetFamilies = Readonly<Record<string, readonly string[]>>;

export interface NetPatternOptions {
  families: NetFamilies;
  /** Letter -> the class of letters it stands for, e.g. { ö: '[öo]' }. */
  letterClasses?: Readonly<Record<string, string>>;
  /** A regex fragment of prefixes a word may carry (Arabic: 'و', 'ال', ...). */
  wordPrefix?: string;
}

const ESCAPE = /[.*+?^${}()|[\]\\/-]/g;

function letters(word: string, options: NetPatternOptions): string {
  let out = '';
  for (const char of word) {
    const lower = char.toLocaleLowerCase('tr');
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

function alternatives(token: string, options: NetPatternOptions): string {
  const alts = token.split('/').map((alt) => {
    if (alt === '#') return '[0-9]+ ';
    if (alt.startsWith('@')) {
      const entries = options.families[alt.slice(1)];
      if (!entries) throw new Error(`care net pattern: unknown family ${alt}`);
      return `(?:${[...entries]
        .sort((a, b) => b.length - a.length)
        .map((entry) =>
          entry
            .split(' ')
            .map((w) => alternatives(w, options))
            .join(''),
        )
        .join('|')})`;
    }
    return word(alt, options);
  });
  return alts.length === 1 ? alts[0]! : `(?:${alts.join('|')})`;
}

/** The regex source of one pattern, anchored at a token start. */
export function netPatternSource(pattern: string, options: NetPatternOptions): string {
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

/** One regular expression for any of the patterns (global, so matches can be listed and blanked). */
export function compileNetPatterns(patterns: readonly string[], options: NetPatternOptions): RegExp {
  return new RegExp(patterns.map((p) => netPatternSource(p, options)).join('|'), 'gu');
}
