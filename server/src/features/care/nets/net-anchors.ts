/**
 * A quick test before a net runs its regular expressions: a pattern can only match a text that has
 * a word starting with one of the words its first token allows (its anchors). Most texts carry
 * none of a rule's anchors, so most rules are skipped without scanning the text (the expressions
 * try every alternative at every position; the anchors are a few set lookups a word).
 *
 * Both sides are compared plain (Turkish lower case, accents and dotless i folded), which makes
 * the test a little looser than the patterns, never stricter: a text the rule would read always
 * passes it.
 */
import { rememberedByOwner } from '../../../lib/remembered';
import type { NetFamilies } from './net-pattern';

const ALREADY_PLAIN = /^[a-z0-9]*$/;

/** A word with case, accents and the dotless i folded away. */
export function plain(word: string): string {
  // Most words of most texts, and of the Latin nets' patterns, are already plain.
  if (ALREADY_PLAIN.test(word)) return word;
  return word
    .toLocaleLowerCase('tr')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0131/g, 'i');
}

/**
 * The plain words one of which starts a word matching the token, or null when it cannot tell. Read
 * once per net's families: its patterns share most tokens.
 */
const tokenAnchors = rememberedByOwner(readTokenAnchors);

function readTokenAnchors(token: string, families: NetFamilies): readonly string[] | null {
  if (/^\.\.\d+$/.test(token) || token === '|') return null;
  // Said here, where a net is indexed, rather than when a member's text first runs the pattern.
  const unknown = token.split('/').find((alt) => alt.startsWith('@') && !families[alt.slice(1)]);
  if (unknown) throw new Error(`care net pattern: unknown family ${unknown}`);
  const anchors: string[] = [];
  for (const alt of token.split('/')) {
    if (alt.startsWith('@')) {
      for (const entry of families[alt.slice(1)] ?? []) {
        const inner = patternAnchors(entry, families);
        if (inner === null) return null;
        anchors.push(...inner);
      }
      continue;
    }
    if (alt === '#') {
      anchors.push(...'0123456789');
      continue;
    }
    const word = plain(alt.split('+')[0]!.replace(/=$/, ''));
    if (word === '' || word.startsWith('.')) return null;
    anchors.push(word);
  }
  return anchors;
}

/** How rarely a token's anchors start a word: its shortest anchor's length, then fewer anchors. */
const selectivity = (anchors: readonly string[]) =>
  Math.min(...anchors.map((anchor) => anchor.length)) * 1000 - anchors.length;

/**
 * The plain words one of which starts some word of any text the pattern matches: those of its
 * most selective token (every token of a pattern must be there for it to match), or null when no
 * token can tell.
 */
export function patternAnchors(pattern: string, families: NetFamilies): readonly string[] | null {
  let best: readonly string[] | null = null;
  for (const token of pattern.trim().split(/\s+/)) {
    const anchors = tokenAnchors(token, families);
    if (anchors && anchors.length > 0 && (!best || selectivity(anchors) > selectivity(best))) best = anchors;
  }
  return best;
}

export interface AnchorIndex {
  /** Plain anchor to the groups (a rule's patterns, or the idioms) it can start. */
  groups: Map<string, number[]>;
  lengths: number[];
  /** Groups with a pattern whose anchors cannot be told: always run. */
  always: number[];
  count: number;
  /** Words may carry a prefix (Arabic's attached 'and', 'the'): an anchor may start anywhere in a word. */
  anywhere: boolean;
}

/** Indexes groups of patterns (each rule's, the idioms) by their anchors. */
export function indexAnchors(
  groups: readonly (readonly string[])[],
  families: NetFamilies,
  options: { anywhere?: boolean } = {},
): AnchorIndex {
  const index: AnchorIndex = {
    groups: new Map(),
    lengths: [],
    always: [],
    count: groups.length,
    anywhere: options.anywhere ?? false,
  };
  const lengths = new Set<number>();
  groups.forEach((patterns, group) => {
    const anchors = patterns.map((pattern) => patternAnchors(pattern, families));
    if (anchors.some((list) => list === null)) {
      index.always.push(group);
      return;
    }
    for (const anchor of new Set(anchors.flat() as string[])) {
      const list = index.groups.get(anchor) ?? [];
      if (!list.includes(group)) list.push(group);
      index.groups.set(anchor, list);
      lengths.add(anchor.length);
    }
  });
  index.lengths = [...lengths].sort((a, b) => a - b);
  return index;
}

/** Which groups may match the text (a net's normalised text: words separated by single spaces). */
export function liveGroups(index: AnchorIndex, text: string): boolean[] {
  const live = new Array<boolean>(index.count).fill(false);
  for (const group of index.always) live[group] = true;
  for (const token of text.split(' ')) {
    if (token === '' || token === '|' || token === '_') continue;
    const word = plain(token);
    const starts = index.anywhere ? word.length : 1;
    for (let start = 0; start < starts; start++) {
      for (const length of index.lengths) {
        if (start + length > word.length) break;
        const groups = index.groups.get(word.slice(start, start + length));
        if (groups) for (const group of groups) live[group] = true;
      }
    }
  }
  return live;
}
