import { describe, expect, it } from 'vitest';
import { describeShape } from './describe-shape';
import { labelComponents } from './label-components';
import { INSIDE, type ResidueMask } from './residue-mask';

/** A circle cup of radius 400 px and the residue in it that `inShape` draws, read within INSIDE as the reader does. */
const size = 801;
const cup = { cx: 400, cy: 400, a: 400, b: 400, phi: 0 };
function pieceOf(inShape: (radius: number, angle: number) => boolean) {
  const mask = new Uint8Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const r = Math.hypot(x - cup.cx, y - cup.cy) / cup.a;
      const angle = ((Math.atan2(x - cup.cx, -(y - cup.cy)) * 180) / Math.PI + 360) % 360;
      if (r < INSIDE && inShape(r, angle)) mask[y * size + x] = 1;
    }
  const residue: ResidueMask = {
    mask,
    darkness: new Float32Array(size * size),
    x0: 0,
    y0: 0,
    width: size,
    height: size,
  };
  const [piece] = labelComponents(mask, size, size, 3);
  if (!piece) throw new Error('no piece');
  return describeShape(piece, residue, cup);
}

describe('describeShape', () => {
  it('places the centroid of a shape running under the rim as if it went on halfway through the rim blur', () => {
    // A band from 0.70 of the radius to the edge of what is read, 20 degrees wide at 3 o'clock. It may end
    // anywhere in the 0.02 hidden under the rim's blur: taken to go on for half of it, its centroid lies at
    // about 0.841 (area-weighted), the part read within INSIDE at about 0.835.
    const outer = INSIDE + 0.01;
    const truth =
      (2 / 3) *
      ((outer ** 3 - 0.7 ** 3) / (outer ** 2 - 0.7 ** 2)) *
      (Math.sin((10 * Math.PI) / 180) / ((10 * Math.PI) / 180));
    const d = pieceOf((r, angle) => r >= 0.7 && Math.abs(angle - 90) <= 10);
    expect(Math.abs(d.radius - truth)).toBeLessThan(0.0015);
    expect(Math.abs(d.angle - 90)).toBeLessThan(0.2);
  });

  it('leaves the centroid of a shape that ends before the rim where it is', () => {
    const truth =
      (2 / 3) *
      ((0.9 ** 3 - 0.7 ** 3) / (0.9 ** 2 - 0.7 ** 2)) *
      (Math.sin((10 * Math.PI) / 180) / ((10 * Math.PI) / 180));
    const d = pieceOf((r, angle) => r >= 0.7 && r <= 0.9 && Math.abs(angle - 90) <= 10);
    expect(Math.abs(d.radius - truth)).toBeLessThan(0.001);
  });
});
