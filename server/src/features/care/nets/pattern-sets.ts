/**
 * A net's patterns, each compiled to an expression of its own and run only when the text has one
 * of its anchors (net-anchors.ts), yet read exactly as one alternation of a rule's patterns would
 * be: leftmost match first, the earlier pattern first at the same place, no two matches
 * overlapping. One alternation of hundreds of patterns tries every one of them at every word;
 * this runs the few a text can match.
 */
import { type AnchorIndex, indexAnchors, liveGroups } from './net-anchors';
import { compileNetPatterns, type NetFamilies, type NetPatternOptions } from './net-pattern';

/** Where a set's patterns sit among all of the net's. */
export interface PatternSet {
  first: number;
  count: number;
}

export interface PatternSets {
  /** One group a pattern. */
  anchors: AnchorIndex;
  /** The pattern's expression, built the first time a text passes its anchors. */
  regexAt(id: number): RegExp;
}

export interface Span {
  index: number;
  end: number;
}

/**
 * Indexes lists of patterns (the idioms, each rule's patterns) into one collection. Only the
 * anchors are read here: a pattern's expression is built when a text first passes its anchors, as
 * most of a net's patterns wait long for one (building all of them took several times longer than
 * the anchors, in one piece of the warm-up that held members' requests up by as much).
 */
export function buildPatternSets(
  lists: readonly (readonly string[])[],
  options: NetPatternOptions & { families: NetFamilies },
): { all: PatternSets; sets: PatternSet[] } {
  const patterns: string[] = [];
  const sets = lists.map((list) => {
    const set = { first: patterns.length, count: list.length };
    patterns.push(...list);
    return set;
  });
  const regexes: RegExp[] = [];
  const all: PatternSets = {
    anchors: indexAnchors(
      patterns.map((pattern) => [pattern]),
      options.families,
      { anywhere: options.wordPrefix !== undefined },
    ),
    regexAt: (id) => {
      regexes[id] ??= compileNetPatterns([patterns[id]!], options);
      return regexes[id];
    },
  };
  return { all, sets };
}

/** Which patterns may match the text (a net's normalised or prepared text). */
export function livePatterns(all: PatternSets, text: string): boolean[] {
  return liveGroups(all.anchors, text);
}

/** The set's matches in the text, as the alternation of its patterns would find them in turn. */
export function matchesOf(all: PatternSets, set: PatternSet, live: readonly boolean[], text: string): Span[] {
  const ids: number[] = [];
  for (let id = set.first; id < set.first + set.count; id++) if (live[id]) ids.push(id);
  if (ids.length === 0) return [];
  /** Each live pattern's first match at or after the cursor (null: none left). */
  const next: (RegExpExecArray | null | undefined)[] = new Array(ids.length);
  const spans: Span[] = [];
  let cursor = 0;
  for (;;) {
    let best = -1;
    for (let k = 0; k < ids.length; k++) {
      let found = next[k];
      if (found === undefined || (found !== null && found.index < cursor)) {
        const regex = all.regexAt(ids[k]!);
        regex.lastIndex = cursor;
        found = regex.exec(text);
        next[k] = found;
      }
      if (found && (best < 0 || found.index < next[best]!.index)) best = k;
    }
    if (best < 0) return spans;
    const found = next[best]!;
    spans.push({ index: found.index, end: found.index + found[0].length });
    cursor = found.index + Math.max(1, found[0].length);
  }
}

/** True when any of the set's patterns matches the text. */
export function matchesAny(all: PatternSets, set: PatternSet, live: readonly boolean[], text: string): boolean {
  for (let id = set.first; id < set.first + set.count; id++) {
    if (!live[id]) continue;
    const regex = all.regexAt(id);
    regex.lastIndex = 0;
    if (regex.test(text)) return true;
  }
  return false;
}
