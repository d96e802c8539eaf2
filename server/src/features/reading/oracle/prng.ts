import { hashString, mulberry32 } from '../../../lib/prng';

export { hashString, mulberry32 };

/** A small seeded random generator: a function returning floats in [0, 1). */
export type Rng = () => number;

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
