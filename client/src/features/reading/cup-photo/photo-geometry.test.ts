import { describe, expect, it } from 'vitest';
import { angleOf, clockOf, handlePoint } from './photo-geometry';

const cup = { x: 0.5, y: 0.5, r: 0.3 };

describe('the handle on the photo', () => {
  it("reads a tap as degrees clockwise from 12 o'clock, in the photo's own proportions", () => {
    expect(angleOf(cup, { x: 0.5, y: 0.1 }, 0.75)).toBe(0);
    expect(angleOf(cup, { x: 0.9, y: 0.5 }, 0.75)).toBe(90);
    expect(angleOf(cup, { x: 0.5, y: 0.9 }, 0.75)).toBe(180);
    expect(angleOf(cup, { x: 0.1, y: 0.5 }, 0.75)).toBe(270);
    // 0.3 of the width right and 0.225 of the height up is a true diagonal on a 3:4 photo.
    expect(angleOf(cup, { x: 0.8, y: 0.275 }, 0.75)).toBe(45);
  });

  it('marks the handle just outside the rim, and names it as a clock position', () => {
    const right = handlePoint(cup, 90, 0.75);
    expect(right.x).toBeCloseTo(0.836);
    expect(right.y).toBeCloseTo(0.5);
    const top = handlePoint(cup, 0, 0.75);
    expect(top.x).toBeCloseTo(0.5);
    expect(top.y).toBeCloseTo(0.248);
    expect(angleOf(cup, handlePoint(cup, 200, 0.75), 0.75)).toBe(200);
    expect(clockOf(0)).toBe("12 o'clock");
    expect(clockOf(90)).toBe("3 o'clock");
    expect(clockOf(350)).toBe("12 o'clock");
    expect(clockOf(200)).toBe("7 o'clock");
  });
});
