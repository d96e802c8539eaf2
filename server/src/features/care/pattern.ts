/**
 * The care rules' small pattern language (documented in rules/README.md), compiled to regular
 * expressions over normalised text. Normalised text is one space-separated token string with a
 * leading and trailing space, clauses separated by a `|` token: ` will my mum recover | she is ill `.
 *
 * A pattern is tokens separated by spaces:
 * - `word` a literal word; `word*` any word starting with it; `word(s)` with an optional ending;
 *   `a+b` two words in a row (inside an alternative);
 * - `a/b/c` any one of the alternatives; `@family` any entry of a word family;
 * - `#` any number, `##` a number of two digits or more;
 * - a trailing `?` makes the token optional;
 * - `..N` up to N words of anything, within the clause;
 * - `^` the start of a clause, `$` the end of a clause.
 */

export type Families = Readonly<Record<string, readonly string[]>>;

const LITERAL = /^[a-z0-9&*()+]+$/;
/** Any one token, never the clause separator. */
const ANY_TOKEN = '[^ |]+ ';

/** Compiles one literal word (or `a+b` run of words) to a regex fragment that ends after its space. */
function literal(word: string): string {
  if (!LITERAL.test(word)) throw new Error(`care pattern: bad literal "${word}"`);
  return word
    .split('+')
    .map((part) => {
      const body = part
        .replace(/[&]/g, '\\&')
        .replace(/\(([a-z]+)\)/g, '(?:$1)?')
        .replace(/\*/g, '[^ |]*');
      return `${body} `;
    })
    .join('');
}

function familyFragment(name: string, families: Families): string {
  const entries = families[name];
  if (!entries) throw new Error(`care pattern: unknown family @${name}`);
  // Longest first, so an idiom or rule covers the fullest phrase it can.
  const sorted = [...entries].sort((a, b) => b.length - a.length);
  return `(?:${sorted.map((entry) => entry.split(' ').map(literal).join('')).join('|')})`;
}

function alternative(alt: string, families: Families): string {
  if (alt.startsWith('@')) return familyFragment(alt.slice(1), families);
  if (alt === '#') return '[0-9]+ ';
  if (alt === '##') return '[0-9]{2,} ';
  return literal(alt);
}

/** The regex source of a pattern, without the leading token-boundary anchor. */
function patternSource(pattern: string, families: Families): string {
  const tokens = pattern.trim().split(/\s+/);
  return tokens
    .map((token) => {
      if (token === '^') return '(?<=(?:^|\\|) )';
      if (token === '$') return '(?=\\||$)';
      const gap = /^\.\.(\d+)$/.exec(token);
      if (gap) return `(?:${ANY_TOKEN}){0,${gap[1]}}`;
      const optional = token.length > 1 && token.endsWith('?');
      const body = optional ? token.slice(0, -1) : token;
      const group = `(?:${body
        .split('/')
        .map((alt) => alternative(alt, families))
        .join('|')})`;
      return optional ? `${group}?` : group;
    })
    .join('');
}

/** The words of a text, for the quick test that decides whether a pattern's regex is worth running. */
export interface TokenIndex {
  set: ReadonlySet<string>;
  list: readonly string[];
}

export function indexTokens(text: string): TokenIndex {
  const list = text.trim().split(' ');
  return { set: new Set(list), list };
}

/** A cheap test: can the pattern match at all, given the words of the text? */
export type AnchorTest = (tokens: TokenIndex) => boolean;

/**
 * The words one of which must occur for the pattern to match: the alternatives of its first
 * required token (a family's entries by their first word). Null when it cannot tell (numbers).
 */
function anchorWords(pattern: string, families: Families): string[] | null {
  for (const token of pattern.trim().split(/\s+/)) {
    if (token === '^' || token === '$' || /^\.\.\d+$/.test(token)) continue;
    if (token.length > 1 && token.endsWith('?')) continue;
    const words: string[] = [];
    for (const alt of token.split('/')) {
      if (alt === '#' || alt === '##') return null;
      if (alt.startsWith('@')) {
        const entries = families[alt.slice(1)];
        if (!entries) throw new Error(`care pattern: unknown family ${alt}`);
        for (const entry of entries) words.push(entry.split(/[ +]/)[0] ?? entry);
      } else {
        words.push(alt.split('+')[0] ?? alt);
      }
    }
    return words;
  }
  return null;
}

/** Builds the quick test from a pattern's anchor words: exact words in a set, wildcards as one regex. */
export function anchorTest(pattern: string, families: Families): AnchorTest {
  const words = anchorWords(pattern, families);
  if (!words) return () => true;
  const exact = new Set(words.filter((word) => !/[*()]/.test(word)));
  const wild = words.filter((word) => /[*()]/.test(word));
  const wildRegex = wild.length
    ? new RegExp(
        `^(?:${wild.map((word) => word.replace(/\(([a-z]+)\)/g, '(?:$1)?').replace(/\*/g, '[^ |]*')).join('|')})$`,
      )
    : null;
  return (tokens) => {
    return tokens.list.some((token) => exact.has(token) || (wildRegex?.test(token) ?? false));
  };
}

/**
 * Compiles a pattern to a global regex over normalised text. `notFollowedBy` and `notPrecededBy`
 * are patterns too: the match is refused when one of them comes right after or right before it.
 */
export function compilePattern(
  pattern: string,
  families: Families,
  options: { notFollowedBy?: string; notPrecededBy?: string } = {},
): RegExp {
  const before = options.notPrecededBy ? `(?<! ${patternSource(options.notPrecededBy, families)})` : '';
  const after = options.notFollowedBy ? `(?!${patternSource(options.notFollowedBy, families)})` : '';
  return new RegExp(`(?<= )${before}${patternSource(pattern, families)}${after}`, 'g');
}
