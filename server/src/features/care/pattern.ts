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

import { rememberedByOwner } from '../../lib/remembered';

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

/** Each family's fragment, built once per family table: most patterns name a family or two. */
const familyFragment = rememberedByOwner(buildFamilyFragment);

function buildFamilyFragment(name: string, families: Families): string {
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
  /** For each word test (by its number), 1 when one of its words is in the text. */
  answers: Uint8Array;
}

/**
 * Indexes a text's words and answers every word test at once: each word is looked up once among
 * the exact words, and tried against the wildcards only when one of them can match it.
 */
export function indexTokens(text: string): TokenIndex {
  const list = text.trim().split(' ');
  const set = new Set(list);
  const answers = new Uint8Array(WORD_TESTS.length);
  for (const token of set) {
    for (const id of BY_WORD.get(token) ?? []) answers[id] = 1;
    if (!anyWildcard()?.test(token)) continue;
    for (const { regex, tests } of WILDCARDS.values()) {
      if (regex.test(token)) for (const id of tests) answers[id] = 1;
    }
  }
  return { set, list, answers };
}

/** A cheap test: can the pattern match at all, given the words of the text? */
export type AnchorTest = (tokens: TokenIndex) => boolean;

/** The words one of which starts a match of the token (a family's entries by their first word); null when it cannot tell. */
function tokenWords(token: string, families: Families): string[] | null {
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

/**
 * For each token the pattern cannot match without (not a gap, an optional token or a clause
 * edge), the words one of which must occur in the text: "^ @ask ..2 @person ..12 @illness" needs
 * an asking word, a person and an illness, so a text with no illness word never runs its regex.
 */
function requiredWords(pattern: string, families: Families): string[][] {
  const required: string[][] = [];
  for (const token of pattern.trim().split(/\s+/)) {
    if (token === '^' || token === '$' || /^\.\.\d+$/.test(token)) continue;
    if (token.length > 1 && token.endsWith('?')) continue;
    const words = tokenWords(token, families);
    if (words) required.push(words);
  }
  return required;
}

/** Each different set of words a pattern needs, by number: many patterns share one (`@illness`, `will/would`). */
const WORD_TESTS: (readonly string[])[] = [];
const WORD_TEST_IDS = new Map<string, number>();
/** An exact word to the word tests it answers. */
const BY_WORD = new Map<string, number[]>();
/** Each wildcard word (`suicid*`, `*itis`, `pill(s)`) as a regex over one word, with the tests it answers. */
const WILDCARDS = new Map<string, { regex: RegExp; tests: number[] }>();
/** Every wildcard at once, built on first use after one is added: a word none of them matches is not tried against each. */
let ANY_WILDCARD: RegExp | undefined;

function anyWildcard(): RegExp | undefined {
  if (!ANY_WILDCARD && WILDCARDS.size > 0) {
    ANY_WILDCARD = new RegExp(`^(?:${[...WILDCARDS.keys()].map(wildcardSource).join('|')})$`);
  }
  return ANY_WILDCARD;
}

const isWildcard = (word: string) => /[*()]/.test(word);
const wildcardSource = (word: string) => word.replace(/\(([a-z]+)\)/g, '(?:$1)?').replace(/\*/g, '[^ |]*');

/** The number of the test for these words, made on first use. */
function wordTest(words: readonly string[]): number {
  const unique = [...new Set(words)].sort();
  const key = unique.join(' ');
  const known = WORD_TEST_IDS.get(key);
  if (known !== undefined) return known;
  const id = WORD_TESTS.length;
  WORD_TESTS.push(unique);
  WORD_TEST_IDS.set(key, id);
  for (const word of unique) {
    if (!isWildcard(word)) {
      const ids = BY_WORD.get(word) ?? [];
      ids.push(id);
      BY_WORD.set(word, ids);
      continue;
    }
    let wildcard = WILDCARDS.get(word);
    if (!wildcard) {
      wildcard = { regex: new RegExp(`^${wildcardSource(word)}$`), tests: [] };
      WILDCARDS.set(word, wildcard);
      ANY_WILDCARD = undefined;
    }
    wildcard.tests.push(id);
  }
  return id;
}

/** Whether the text answers the test: from its index, or, for a test made after it was indexed, from its words. */
function answered(tokens: TokenIndex, id: number): boolean {
  if (id < tokens.answers.length) return tokens.answers[id] === 1;
  return (WORD_TESTS[id] ?? []).some((word) =>
    isWildcard(word) ? tokens.list.some((token) => WILDCARDS.get(word)?.regex.test(token)) : tokens.set.has(word),
  );
}

/** Builds the quick test from the words a pattern needs: every required token has one of its words in the text. */
export function anchorTest(pattern: string, families: Families): AnchorTest {
  const ids = requiredWords(pattern, families).map(wordTest);
  if (ids.length === 0) return () => true;
  return (tokens) => ids.every((id) => answered(tokens, id));
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

/** A pattern with the quick test that spares running its regex on most texts. */
export interface PatternMatcher {
  /**
   * Built the first time it is read, which a caller does only once the quick test lets a text
   * through: most patterns wait long for such a text (decision 0059).
   */
  readonly regex: RegExp;
  mayMatch: AnchorTest;
}

export function patternMatcher(
  pattern: string,
  families: Families,
  options: { notFollowedBy?: string; notPrecededBy?: string } = {},
): PatternMatcher {
  let regex: RegExp | undefined;
  return {
    get regex() {
      regex ??= compilePattern(pattern, families, options);
      return regex;
    },
    mayMatch: anchorTest(pattern, families),
  };
}
