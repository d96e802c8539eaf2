import { describe, expect, it } from 'vitest';
import { cycleItem, dayNumber, modulo, signStride } from './horoscope-days';

describe('dayNumber and modulo', () => {
  it('counts days from 1970-01-01 and keeps early years as written', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-01-01')).toBe(10_957);
    expect(dayNumber('2000-03-01') - dayNumber('2000-02-28')).toBe(2);
    expect(dayNumber('0050-01-01')).not.toBe(dayNumber('1950-01-01'));
    expect(() => dayNumber('2000-02-30')).toThrow();
  });

  it('modulo never returns a negative index', () => {
    expect(modulo(-1, 7)).toBe(6);
    expect(modulo(14, 7)).toBe(0);
  });
});

describe('cycleItem and signStride', () => {
  it('visits every item once per cycle, in an order that is not the source order', () => {
    const items = Array.from({ length: 31 }, (_, i) => `item ${i}`);
    const cycle = Array.from({ length: 31 }, (_, day) => cycleItem(items, 'test-cycle', 1000 + day));
    expect(new Set(cycle).size).toBe(31);
    expect(cycle).not.toEqual([...items.slice(1000 % 31), ...items.slice(0, 1000 % 31)]);
    expect(cycleItem(items, 'test-cycle', 1000 + 31)).toBe(cycle[0]);
  });

  it('gives twelve signs twelve different items on the same day', () => {
    for (const length of [12, 30, 31, 35, 37, 40, 43, 47]) {
      const stride = signStride(length);
      expect(stride).toBeGreaterThan(1);
      const positions = Array.from({ length: 12 }, (_, sign) => modulo(500 + sign * stride, length));
      expect(new Set(positions).size).toBe(12);
    }
  });
});
