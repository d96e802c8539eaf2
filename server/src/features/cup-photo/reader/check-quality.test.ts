import { describe, expect, it } from 'vitest';
import { weakRimRefusal } from './check-quality';

/** A 300 px square photo: a bowl (level 150) of radius 100 px inside a rim (220), its edge a ramp `ramp` px wide. */
function rimPhoto(ramp: number) {
  const size = 300;
  const data = new Float32Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x - 150, y - 150);
      const t = Math.min(1, Math.max(0, (r - (100 - ramp / 2)) / ramp));
      data[y * size + x] = 150 + 70 * t;
    }
  return { data, width: size, height: size };
}
const cup = { cx: 150, cy: 150, a: 100, b: 100, phi: 0 };

describe('weakRimRefusal', () => {
  it('tells a rim smeared over 6% of the radius blurred, though its outline scored too low for a cup', () => {
    expect(weakRimRefusal(rimPhoto(6), cup)).toBe('too-blurred');
  });

  it('keeps a weak rim that is sharp, or only a little soft, not a cup', () => {
    expect(weakRimRefusal(rimPhoto(1), cup)).toBe('not-a-cup');
    expect(weakRimRefusal(rimPhoto(3), cup)).toBe('not-a-cup');
  });
});
