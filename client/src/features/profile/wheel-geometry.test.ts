import { describe, expect, it } from 'vitest';
import { formatDegree, pointAt, spreadLongitudes } from './wheel-geometry';

const gapBetween = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('the wheel geometry', () => {
  it('puts the ascendant on the left and runs the zodiac counter-clockwise', () => {
    expect(pointAt(160, 160, 100)).toEqual({ x: 100, y: expect.closeTo(200, 9) });
    const ninetyOn = pointAt(250, 160, 100);
    expect(ninetyOn.x).toBeCloseTo(200, 9);
    expect(ninetyOn.y).toBeCloseTo(300, 9);
  });

  it('pushes close glyphs apart to the gap, and leaves lone ones where they are', () => {
    const drawn = spreadLongitudes([72, 70.5, 73, 200], 9);
    expect(drawn[3]).toBe(200);
    for (const [a, b] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      expect(gapBetween(drawn[a]!, drawn[b]!)).toBeGreaterThanOrEqual(9 - 1e-6);
    }
    // Spread about where they were, in their order along the zodiac.
    expect(drawn[1]! < drawn[0]! && drawn[0]! < drawn[2]!).toBe(true);
    expect(Math.abs(drawn[0]! - 72)).toBeLessThan(9);
  });

  it('spreads glyphs across 0 Aries', () => {
    const drawn = spreadLongitudes([359, 1], 10);
    expect(gapBetween(drawn[0]!, drawn[1]!)).toBeCloseTo(10, 6);
    expect(drawn[0]).toBeCloseTo(355, 6);
    expect(drawn[1]).toBeCloseTo(5, 6);
  });

  it('writes degrees to the arcminute, never 30°', () => {
    expect(formatDegree(12.0833)).toBe('12°04′');
    expect(formatDegree(0)).toBe('0°00′');
    expect(formatDegree(29.99999)).toBe('29°59′');
  });
});
