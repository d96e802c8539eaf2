import { describe, expect, it } from 'vitest';
import { NETS } from '.';
import { buildPatternSets, livePatterns, matchesOf } from './pattern-sets';

const lists = (net: (typeof NETS)[number]) => [
  net.idioms,
  ...net.rules.flatMap((rule) => [rule.patterns, rule.alsoNeeds ?? []]),
  net.pets?.animals ?? [],
  net.pets?.stillHealth ?? [],
];

describe("a net's pattern sets", () => {
  // A pattern's expression is built when a text first needs it: a bad one must still show in the tests.
  it.each(NETS.map((net) => [net.language, net] as const))('%s: every pattern builds an expression', (_, net) => {
    const { all } = buildPatternSets(lists(net), net);
    expect(all.anchors.count).toBe(lists(net).flat().length);
    for (let id = 0; id < all.anchors.count; id++) expect(all.regexAt(id)).toBeInstanceOf(RegExp);
  });

  it('refuses a pattern naming an unknown family when the net is indexed, before any text', () => {
    expect(() => buildPatternSets([['..2 @nowhere öl']], { families: {} })).toThrow('unknown family @nowhere');
    // Also after an alternative whose anchors cannot be told.
    expect(() => buildPatternSets([['.x/@nowhere öl']], { families: {} })).toThrow('unknown family @nowhere');
  });

  it('builds an expression once and reads with it as the set would', () => {
    const { all, sets } = buildPatternSets([['öl/ölmek', 'intihar']], { families: {} });
    expect(all.regexAt(1)).toBe(all.regexAt(1));
    const text = ' ölmek istiyorum | intihar ';
    expect(matchesOf(all, sets[0]!, livePatterns(all, text), text)).toEqual([
      { index: 1, end: 7 },
      { index: 19, end: 27 },
    ]);
  });
});
