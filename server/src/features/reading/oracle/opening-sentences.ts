import { fillTemplate } from '../../../lib/content';
import { pick, type Random, shuffled } from '../../../lib/seeded-random';
import { OPENING_PHRASES } from './phrases';
import { agree, fillSentence, joinList } from './text';
import type { Cup, PlacedSymbol } from './types';
import { ZONES } from './types';

/** Definite names: 'the anchor'. */
function theNames(symbols: readonly PlacedSymbol[]): string[] {
  return symbols.map((p) => `the ${p.symbol.noun}`);
}

/**
 * 'the anchor, the bird and the key'; with two or more beyond `max`,
 * 'the anchor, the bird, the key and the others'.
 */
export function nameList(symbols: readonly PlacedSymbol[], max = 3): string {
  const names = theNames(symbols);
  return joinList(names.length > max + 1 ? [...names.slice(0, max), 'the others'] : names);
}

/** Where the shapes lie: mostly in one zone, in every zone, or across the ones they occupy. */
function distribution(rng: Random, cup: Cup): string {
  const counts = ZONES.map((zone) => cup.symbols.filter((p) => p.zone === zone).length);
  const most = Math.max(...counts);
  const top = ZONES.filter((_, i) => counts[i] === most);
  const [leader] = top;
  if (top.length === 1 && leader && most * 2 >= cup.symbols.length) return pick(rng, OPENING_PHRASES.dominant[leader]);
  const occupied = ZONES.filter((_, i) => (counts[i] ?? 0) > 0);
  if (occupied.length === ZONES.length) return pick(rng, OPENING_PHRASES.everyZone);
  const zones = joinList(occupied.map((z) => OPENING_PHRASES.zoneNames[z]));
  return fillTemplate(OPENING_PHRASES.spreadAcross, { zones });
}

/** The opening sentence, full and compact: how the grounds settled, how many shapes, and where. */
export function openerVariants(rng: Random, cup: Cup, name: string | null): [string, string] {
  const values = {
    settle: pick(rng, OPENING_PHRASES.settle[cup.settling]),
    count: OPENING_PHRASES.countWords[cup.symbols.length] ?? String(cup.symbols.length),
    spread: distribution(rng, cup),
    greeting: name ? `${name}, ` : '',
    vocative: name ? `, ${name}` : '',
  };
  const full = fillSentence(pick(rng, OPENING_PHRASES.opener.full), values);
  const compact = fillSentence(OPENING_PHRASES.opener.compact, values);
  if (cup.symbols.length !== 1) return [full, compact];
  // A photo's cup can hold a single shape; a cast one always holds four or more.
  return [singular(full), singular(compact)];
}

/** 'one shapes stand out' as 'one shape stands out'. */
const singular = (sentence: string) =>
  sentence.replace('one shapes stand out', 'one shape stands out').replace('one shapes', 'one shape');

/** A direction observation: who turns toward the drinker and who looks out. */
function directionSentence(toward: readonly PlacedSymbol[], away: readonly PlacedSymbol[]): string {
  const { direction } = OPENING_PHRASES;
  if (away.length === 0) return fillSentence(direction.allToward, { toward: nameList(toward) });
  if (toward.length === 0) return fillSentence(direction.allAway, { away: nameList(away) });
  return fillSentence(direction.mixed, {
    toward: nameList(toward),
    turn: agree(toward.length, 'turns', 'turn'),
    away: nameList(away),
    look: agree(away.length, 'looks', 'look'),
  });
}

/**
 * Observations about the cup as a whole (directions, clarity, size), each naming its shapes.
 * Shuffled by the seed; the composer uses the first and keeps the rest to lengthen a short reading.
 */
export function patternSentences(rng: Random, cup: Cup): string[] {
  const { clarity, size } = OPENING_PHRASES;
  const faint = cup.symbols.filter((p) => p.clarity === 'faint');
  const large = cup.symbols.filter((p) => p.size === 'large');
  const all = theNames(cup.symbols);
  const span = { first: all[0] ?? '', last: all[all.length - 1] ?? '' };
  const out = [
    directionSentence(
      cup.symbols.filter((p) => p.direction === 'toward'),
      cup.symbols.filter((p) => p.direction === 'away'),
    ),
  ];
  if (faint.length >= 2) out.push(fillSentence(clarity.severalFaint, { faint: nameList(faint) }));
  else if (faint.length === 1) out.push(fillSentence(clarity.oneFaint, { noun: faint[0]?.symbol.noun ?? '' }));
  else out.push(fillSentence(clarity.allClear, span));
  if (large.length === 1) out.push(fillSentence(size.oneLarge, { noun: large[0]?.symbol.noun ?? '' }));
  else if (large.length === cup.symbols.length) out.push(fillSentence(size.allLarge, span));
  else if (large.length > 1) out.push(fillSentence(size.severalLarge, { large: nameList(large) }));
  return shuffled(rng, out);
}
