import { describe, expect, it } from 'vitest';
import { findHandle } from './find-handle';

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

describe('findHandle', () => {
  it('takes the pale handle, not its shadow, for the angle', () => {
    const { image, inner } = cupWithShadowedHandle();
    const found = findHandle(image, inner, 1.1);
    // The handle lies at 90 degrees; its shadow spans 96-113 degrees and once pulled the angle there.
    expect(Math.abs(found.angle - 90)).toBeLessThan(3);
    expect(found.prominence).toBeGreaterThan(1.8);
  });
});
