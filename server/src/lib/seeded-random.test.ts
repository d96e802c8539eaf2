import { describe, expect, it } from 'vitest';
import { hashString, mulberry32, pick, pickFresh, seededRandom, shuffled, weightedIndex } from './seeded-random';

describe('hashString', () => {
  it('is stable and unsigned 32-bit', () => {
    expect(hashString('telve')).toBe(hashString('telve'));
    const h = hashString('telve');
    expect(Number.isInteger(h)).toBe(true);
    expect(h).toBeGreaterThanOrEqual(0);
    expect(h).toBeLessThan(2 ** 32);
  });

  it('separates inputs that differ by one character', () => {
    expect(hashString('nonce-1')).not.toBe(hashString('nonce-2'));
  });
});

describe('mulberry32', () => {
  it('repeats the same sequence for the same seed and stays within [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('spreads values roughly evenly', () => {
    const rng = mulberry32(7);
    const buckets = [0, 0, 0, 0];
    for (let i = 0; i < 4000; i++) buckets[Math.floor(rng() * 4)]! += 1;
    for (const n of buckets) expect(n).toBeGreaterThan(850);
  });
});

describe('seededRandom', () => {
  it('repeats its numbers for the same key and differs for another', () => {
    const draw = (...parts: string[]) => {
      const random = seededRandom(...parts);
      return Array.from({ length: 5 }, () => random());
    };
    expect(draw('Leo', '2024-01-01')).toEqual(draw('Leo', '2024-01-01'));
    expect(draw('Leo', '2024-01-01')).not.toEqual(draw('Leo', '2024-01-02'));
    expect(draw('Leo', '2024-01-01')).not.toEqual(draw('Virgo', '2024-01-01'));
  });

  it('spreads numbers evenly over [0, 1)', () => {
    const random = seededRandom('spread');
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      buckets[Math.floor(value * 10)]! += 1;
    }
    for (const count of buckets) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });
});

describe('pick and shuffled', () => {
  it('pick stays inside the list even when random returns its largest value', () => {
    expect(pick(() => 0.999_999_999, ['a', 'b', 'c'])).toBe('c');
    expect(pick(() => 0, ['a', 'b', 'c'])).toBe('a');
    expect(() => pick(() => 0, [])).toThrow();
  });

  it('pick throws on an empty list', () => {
    expect(() => pick(mulberry32(1), [])).toThrow();
  });

  it('shuffled returns a permutation without touching the input', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const result = shuffled(seededRandom('shuffle'), items);
    expect([...result].sort((a, b) => a - b)).toEqual(items);
    expect(result).not.toEqual(items);
    expect(items[0]).toBe(0);
  });
});

describe('weightedIndex and pickFresh', () => {
  it('never picks a zero weight and follows the weights', () => {
    const rng = mulberry32(1);
    const counts = [0, 0, 0];
    for (let i = 0; i < 3000; i++) counts[weightedIndex(rng, [0, 1, 3])]! += 1;
    expect(counts[0]).toBe(0);
    expect(counts[2]!).toBeGreaterThan(counts[1]! * 2);
  });

  it('pickFresh avoids used items while others remain', () => {
    const rng = mulberry32(3);
    const used = new Set<string>();
    const picks = [1, 2, 3].map(() => pickFresh(rng, ['a', 'b', 'c'], used));
    expect(new Set(picks).size).toBe(3);
    expect(['a', 'b', 'c']).toContain(pickFresh(rng, ['a', 'b', 'c'], used));
  });
});
