import { parseCalendarDate } from '../../../../contract/zodiac';
import { hashString, mulberry32 } from '../../lib/prng';

export { hashString, mulberry32 };

/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number;

/** A generator that always gives the same numbers for the same key parts (e.g. sign and date). */
export function seededRandom(...parts: string[]): Random {
  return mulberry32(hashString(parts.join('|')));
}

/** One item of a non-empty list, chosen by `random`. */
export function pick<T>(items: readonly T[], random: Random): T {
  if (items.length === 0) throw new Error('pick needs at least one item');
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[index] as T;
}

/** A shuffled copy (Fisher-Yates) of a list. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; throws on a malformed one (callers validate first). */
export function dayNumber(date: string): number {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new Error(`Not a calendar date: ${date}`);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as written.
  return Math.round(new Date(0).setUTCFullYear(parsed.year, parsed.month - 1, parsed.day) / 86_400_000);
}

/** The non-negative remainder, so negative day numbers (before 1970) still index a list. */
export function modulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * A step that spreads the twelve signs over a list of `length` items without two signs landing on
 * the same item on the same day: any step coprime to a length of at least 12 does. A step of 1
 * would give Aries today exactly what Taurus read yesterday; a wider step hides the pattern.
 */
export function signStride(length: number): number {
  let stride = 5;
  while (greatestCommonDivisor(stride, length) !== 1) stride++;
  return stride;
}

const orderCache = new Map<string, number[]>();

/**
 * The item of `items` at `position` of a fixed shuffled cycle named `name`. Walking position by one
 * each day visits every item once per cycle, in an order that does not look like the source list.
 */
export function cycleItem<T>(items: readonly T[], name: string, position: number): T {
  const key = `${name}:${items.length}`;
  let order = orderCache.get(key);
  if (!order) {
    order = shuffled(
      items.map((_, index) => index),
      seededRandom('cycle', name),
    );
    orderCache.set(key, order);
  }
  return items[order[modulo(position, items.length)] as number] as T;
}
