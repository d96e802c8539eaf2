import { pick, type Random, shuffled } from '../../../lib/seeded-random';
import { capitalise, joinList } from './text';
import type { Cup, PlacedSymbol, Settling, Zone } from './types';
import { ZONES } from './types';

export const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'] as const;

const SETTLE: Record<Settling, readonly string[]> = {
  heavy: ['thickly', 'in dark, heavy drifts', 'deep and dark'],
  even: ['evenly', 'in a smooth, even layer', 'soft and even'],
  light: ['lightly', 'in fine, lacy trails', 'thin and delicate'],
};

const DOMINANT: Record<Zone, readonly string[]> = {
  rim: [
    'most of them close to the rim, so much of this is near at hand',
    'most of them crowding the rim, where the near future shows',
  ],
  side: [
    'most of them along the side, where the coming weeks are read',
    'most of them resting on the walls of the cup',
  ],
  bottom: [
    'most of them sunk low in the cup, so this is a reading about the longer road',
    'most of them gathered near the base of the cup',
  ],
  handle: ['several of them gathered by the handle, close to home'],
};

const ZONE_NAMES: Record<Zone, string> = {
  rim: 'the rim',
  side: 'the side',
  bottom: 'the base',
  handle: 'the handle',
};

/** Definite names: 'the anchor'. */
export function theNames(symbols: readonly PlacedSymbol[]): string[] {
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

function distribution(rng: Random, cup: Cup): string {
  const counts = ZONES.map((zone) => cup.symbols.filter((p) => p.zone === zone).length);
  const most = Math.max(...counts);
  const top = ZONES.filter((_, i) => counts[i] === most);
  const [leader] = top;
  if (top.length === 1 && leader && most * 2 >= cup.symbols.length) return pick(rng, DOMINANT[leader]);
  const occupied = ZONES.filter((_, i) => (counts[i] ?? 0) > 0);
  if (occupied.length === ZONES.length) {
    return pick(rng, [
      'scattered through every part of the cup, from the rim to the handle',
      'spread through every part of the cup',
    ]);
  }
  return `spread across ${joinList(occupied.map((z) => ZONE_NAMES[z]))}`;
}

/** The opening sentence, full and compact: how the grounds settled, how many shapes, and where. */
export function openerVariants(rng: Random, cup: Cup, name: string | null): [string, string] {
  const settle = pick(rng, SETTLE[cup.settling]);
  const count = COUNT_WORDS[cup.symbols.length] ?? String(cup.symbols.length);
  const dist = distribution(rng, cup);
  const The = name ? `${name}, the` : 'The';
  const Your = name ? `${name}, your` : 'Your';
  const comma = name ? `, ${name}` : '';
  const templates = [
    () => `${The} grounds in your cup have settled ${settle}, and ${count} shapes stand out, ${dist}.`,
    () => `When I turn your cup${comma}, the grounds lie ${settle}, with ${count} shapes showing, ${dist}.`,
    () => `${Your} cup is ready: the grounds have settled ${settle} and drawn ${count} shapes, ${dist}.`,
    () => `Looking into your cup${comma}, I see the grounds have settled ${settle}, leaving ${count} shapes, ${dist}.`,
  ];
  const full = pick(rng, templates)();
  const compact = `${The} grounds settled ${settle}, leaving ${count} shapes, ${dist}.`;
  return [full, compact];
}

const agree = (n: number, one: string, many: string): string => (n === 1 ? one : many);

/** A direction observation: who turns toward the drinker and who looks out. */
function directionSentence(toward: readonly PlacedSymbol[], away: readonly PlacedSymbol[]): string {
  if (away.length === 0) {
    return `${capitalise(nameList(toward))} all face the handle, a lovely sign that life is moving your way.`;
  }
  if (toward.length === 0) {
    return `${capitalise(nameList(away))} all look away from the handle, so step out and meet what you want.`;
  }
  return (
    `${capitalise(nameList(toward))} ${agree(toward.length, 'turns', 'turn')} toward you while ` +
    `${nameList(away)} ${agree(away.length, 'looks', 'look')} outward, so some of this will come to you ` +
    'and some you will go out to find.'
  );
}

/**
 * Observations about the cup as a whole (directions, clarity, size), each naming its shapes.
 * Shuffled by the seed; the composer uses the first and keeps the rest to lengthen a short reading.
 */
export function patternSentences(rng: Random, cup: Cup): string[] {
  const faint = cup.symbols.filter((p) => p.clarity === 'faint');
  const large = cup.symbols.filter((p) => p.size === 'large');
  const all = theNames(cup.symbols);
  const span = `from ${all[0]} to ${all[all.length - 1]}`;
  const out = [
    directionSentence(
      cup.symbols.filter((p) => p.direction === 'toward'),
      cup.symbols.filter((p) => p.direction === 'away'),
    ),
  ];
  if (faint.length >= 2) {
    out.push(`${capitalise(nameList(faint))} are still faint, so those parts of the story are yours to shape.`);
  } else if (faint.length === 1) {
    out.push(`Only the ${faint[0]?.symbol.noun} is faint, so nearly all of this is clear and ready to unfold.`);
  } else {
    out.push(`Every shape is clearly drawn, ${span}, which gives this reading a confident voice.`);
  }
  if (large.length === 1) {
    out.push(`The ${large[0]?.symbol.noun} is the largest shape here, so its message will weigh the most.`);
  } else if (large.length === cup.symbols.length) {
    out.push(`Every shape is drawn large, ${span}, so this cup speaks with a strong voice.`);
  } else if (large.length > 1) {
    out.push(`The largest shapes here are ${nameList(large)}, so their messages will carry the most weight.`);
  }
  return shuffled(rng, out);
}
