/** A small seeded random generator: a function returning floats in [0, 1). */
export type Rng = () => number;

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
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator for one purpose (e.g. 'compose'), independent of the others drawn from the same seed. */
export function rngFor(seed: number, purpose: string): Rng {
  return mulberry32(hashString(`${seed}:${purpose}`));
}

/** One item of a non-empty list, uniformly. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick() needs a non-empty list');
  return item;
}

/** An index chosen in proportion to the weights (all >= 0, at least one > 0). */
export function weightedIndex(rng: Rng, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  let r = rng() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/**
 * Like pick(), but prefers items not yet in `used` and not rejected by `allow`, then records the
 * choice, so one text does not repeat a phrase while alternatives remain.
 */
export function pickFresh(
  rng: Rng,
  items: readonly string[],
  used: Set<string>,
  allow: (item: string) => boolean = () => true,
): string {
  const allowed = items.filter(allow);
  const fresh = allowed.filter((item) => !used.has(item));
  const choice = pick(rng, fresh.length > 0 ? fresh : allowed.length > 0 ? allowed : items);
  used.add(choice);
  return choice;
}
