import { describe, expect, it } from 'vitest';
import { fitEllipse, pointOn, toCup } from './fit-ellipse';

describe('fitEllipse and the cup coordinates', () => {
  const truth = { cx: 120, cy: 80, a: 50, b: 44, phi: 0.4 };
  const points = Array.from({ length: 60 }, (_, i) => pointOn(truth, 1, (i / 60) * 2 * Math.PI));

  it('recovers a tilted ellipse from points on it', () => {
    const e = fitEllipse(
      points.map((p) => p[0]),
      points.map((p) => p[1]),
    );
    expect(e?.cx).toBeCloseTo(120, 3);
    expect(e?.cy).toBeCloseTo(80, 3);
    expect(e?.a).toBeCloseTo(50, 3);
    expect(e?.b).toBeCloseTo(44, 3);
  });

  it('puts every point of the ellipse at radius 1 once un-tilted, and 12 o`clock at 0 degrees', () => {
    for (const [x, y] of points) expect(toCup(truth, x, y).radius).toBeCloseTo(1, 6);
    const circle = { cx: 0, cy: 0, a: 10, b: 10, phi: 0 };
    expect(toCup(circle, 0, -5)).toMatchObject({ radius: 0.5, angle: 0 });
    expect(toCup(circle, 5, 0).angle).toBeCloseTo(90, 6);
  });
});
