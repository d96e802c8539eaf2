import { describe, expect, it } from 'vitest';
import { findHandle, shadowLean } from './find-handle';

/**
 * A constructed cup seen from above: inside 120, the rim band 230 out to 1.1 of the radius (80 px),
 * a saucer at 200, the handle a pale bar (240) sticking out at 3 o'clock, and its shadow (90) cast
 * below it, wider than the handle, as a lamp above and to the left would.
 */
function cupWithShadowedHandle() {
  const size = 320;
  const inner = { cx: 160, cy: 160, a: 80, b: 80, phi: 0 };
  const data = new Float32Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x - 160, y - 160) / 80;
      let v = r < 1 ? 120 : r < 1.1 ? 230 : 200;
      if (r >= 1.1 && x >= 248 && x <= 300) {
        if (y >= 152 && y <= 168) v = 240;
        else if (y > 168 && y <= 190) v = 90;
      }
      data[y * size + x] = v;
    }
  return { image: { data, width: size, height: size }, inner };
}

/**
 * The same cup lit from above (12 o'clock), its shadows cast 6 px down as the generator draws them:
 * the cup's a soft crescent (down to 0.7 of the saucer's level), the handle's (a loop with a hole)
 * three copies 4-8 px down, each darkening by 0.88. The handle's shadow lies clockwise of it.
 */
function cupLitFromAbove(shadow = true) {
  const size = 320;
  const inner = { cx: 160, cy: 160, a: 80, b: 80, phi: 0 };
  const data = new Float32Array(size * size);
  const loop = (x: number, y: number) =>
    x >= 240 && x <= 300 && Math.abs(y - 160) <= 12 && !(x >= 250 && x <= 290 && Math.abs(y - 160) <= 6);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x - 160, y - 160) / 80;
      let v = r < 1 ? 120 : r < 1.1 ? 230 : 200;
      if (r >= 1.1) {
        if (shadow) {
          const within = 1.1 - Math.hypot(x - 160, y - 166) / 80;
          if (within > 0) v *= 1 - 0.3 * Math.min(1, within / 0.08);
          for (const k of [0.7, 1, 1.3]) if (loop(x, y - k * 6)) v *= 0.88;
        }
        if (loop(x, y)) v = 235;
      }
      data[y * size + x] = v;
    }
  return { image: { data, width: size, height: size }, inner };
}

describe('findHandle', () => {
  it('takes the handle at its middle when its shadow falls to one side', () => {
    const lit = cupLitFromAbove();
    const found = findHandle(lit.image, lit.inner, 1.1);
    // The shadow, below the handle at 3 o'clock, is clockwise of it; the cup's shadow says so.
    expect(shadowLean(lit.image, lit.inner, 1.1, 90)).toBeGreaterThan(5);
    // The strip's peak alone lies at 91.4 degrees, drawn towards the shadow.
    expect(Math.abs(found.angle - 90)).toBeLessThan(1);
    const unlit = cupLitFromAbove(false);
    expect(shadowLean(unlit.image, unlit.inner, 1.1, 90)).toBeCloseTo(0, 5);
    expect(Math.abs(findHandle(unlit.image, unlit.inner, 1.1).angle - 90)).toBeLessThan(0.5);
  });

  it('moves the angle for a shadow by 8 degrees at most, however dark the saucer is on one side', () => {
    // Not a shadow: the saucer black just outside the rim over the half clockwise of the handle (a dark
    // table beside a small saucer). Taken as a shadow it would move the handle by over 10 degrees.
    const lit = cupLitFromAbove(false);
    for (let y = 160; y < 320; y++)
      for (let x = 0; x < 320; x++) {
        const r = Math.hypot(x - 160, y - 160) / 80;
        if (r >= 1.1 && r < 1.25 && !(x >= 240 && Math.abs(y - 160) <= 12)) lit.image.data[y * 320 + x] = 0;
      }
    expect(0.083 * shadowLean(lit.image, lit.inner, 1.1, 90)).toBeGreaterThan(10);
    expect(Math.abs(findHandle(lit.image, lit.inner, 1.1).angle - 90)).toBeLessThanOrEqual(8.5);
  });

  it('takes the pale handle, not its shadow, for the angle', () => {
    const { image, inner } = cupWithShadowedHandle();
    const found = findHandle(image, inner, 1.1);
    // The handle lies at 90 degrees; its shadow spans 96-113 degrees and once pulled the angle there.
    expect(Math.abs(found.angle - 90)).toBeLessThan(3);
    expect(found.prominence).toBeGreaterThan(1.8);
  });
});
