/**
 * Repeatable randomness for generated text: the oracle's readings and the horoscopes and
 * affirmations. The same key always gives the same numbers, so a reading or a day's horoscope can
 * be written again word for word. Every helper takes the generator first.
 */

/** A source of numbers in [0, 1), like Math.random, but repeatable from a seed. */
export type Random = () => number;

/** FNV-1a followed by a murmur3 finaliser: a well-mixed unsigned 32-bit hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: fast, small-state and good enough for choosing shapes and phrasings. */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator that always gives the same numbers for the same key parts (e.g. sign and date). */
export function seededRandom(...parts: string[]): Random {
  return mulberry32(hashString(parts.join('|')));
}

/** One item of a non-empty list, uniformly. */
export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick needs at least one item');
  // The clamp keeps a generator that returns exactly 1 (not ours, but any Random) inside the list.
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[index] as T;
}

/**
 * Like pick(), but prefers items not yet in `used` and not rejected by `allow`, then records the
 * choice, so one text does not repeat a phrase while alternatives remain.
 */
export function pickFresh(
  random: Random,
  items: readonly string[],
  used: Set<string>,
  allow: (item: string) => boolean = () => true,
): string {
  const allowed = items.filter(allow);
  const fresh = allowed.filter((item) => !used.has(item));
  const choice = pick(random, fresh.length > 0 ? fresh : allowed.length > 0 ? allowed : items);
  used.add(choice);
  return choice;
}

/** An index chosen in proportion to the weights (all >= 0, at least one > 0). */
export function weightedIndex(random: Random, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  let r = random() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** A shuffled copy (Fisher-Yates) of a list. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
