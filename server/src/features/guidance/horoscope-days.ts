import { parseCalendarDate } from '@contract/zodiac';
import { seededRandom, shuffled } from '../../lib/seeded-random';

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
      seededRandom('cycle', name),
      items.map((_, index) => index),
    );
    orderCache.set(key, order);
  }
  return items[order[modulo(position, items.length)] as number] as T;
}
