import { describe, expect, it } from 'vitest';
import { gatherShapes } from './gather-shapes';
import type { ResidueMask } from './residue-mask';

/** A residue mask over a circle cup of radius 100 px: each pixel's darkness, residue where above 0. */
function residueOf(darknessAt: (x: number, y: number) => number): ResidueMask {
  const size = 200;
  const mask = new Uint8Array(size * size);
  const darkness = new Float32Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const d = darknessAt(x, y);
      darkness[y * size + x] = d;
      if (d > 0) mask[y * size + x] = 1;
    }
  return { mask, darkness, x0: 0, y0: 0, width: size, height: size };
}
const cup = { cx: 100, cy: 100, a: 100, b: 100, phi: 0 };
const inDisk = (x: number, y: number, cx: number, cy: number, r: number) => Math.hypot(x - cx, y - cy) <= r;

describe('splitByDarkness (through gatherShapes)', () => {
  it('reads two touching figures of thin and thick grounds as two shapes', () => {
    // A pale disk (0.4) and a dark one (0.8), radius 15 px each, overlapping by 3 px: one piece of residue.
    const shapes = gatherShapes(
      residueOf((x, y) => (inDisk(x, y, 97, 100, 15) ? 0.8 : inDisk(x, y, 70, 100, 15) ? 0.4 : 0)),
      cup,
    );
    expect(shapes).toHaveLength(2);
    const centres = shapes.map((s) => (s.kind === 'piece' ? (s.box.minX + s.box.maxX) / 2 : 0)).sort((a, b) => a - b);
    // Each a disk's own: the pale one around x = 70, the dark one around x = 97.
    expect(Math.abs((centres[0] as number) - 70)).toBeLessThan(2);
    expect(Math.abs((centres[1] as number) - 97)).toBeLessThan(2);
  });

  it('parts a thin figure drawn over a thick one, though it holds less than 0.8% of the cup', () => {
    // A dark bar (0.85; 4 x 40 px, 0.5% of the cup) laid across the side of a pale disk (0.45, radius 16 px):
    // held-out-4 lost such pairs (an arrow on a flag, a line on a crown) when the thin part was under 0.8%.
    const shapes = gatherShapes(
      residueOf((x, y) => (x >= 108 && x < 112 && y >= 70 && y < 110 ? 0.85 : inDisk(x, y, 95, 100, 16) ? 0.45 : 0)),
      cup,
    );
    expect(shapes).toHaveLength(2);
  });

  it('reads two touching figures whose grounds differ by 0.11 as two shapes', () => {
    // As above, a disk of 0.8 and one of 0.69: a single figure's levels lie under 0.1 apart (the 95th
    // percentile of 0.093 on held-out-3 and -4), two figures' seldom so close.
    const shapes = gatherShapes(
      residueOf((x, y) => (inDisk(x, y, 97, 100, 15) ? 0.8 : inDisk(x, y, 70, 100, 15) ? 0.69 : 0)),
      cup,
    );
    expect(shapes).toHaveLength(2);
  });

  it('keeps one figure whose soft edge is paler than its core one shape', () => {
    // A dark core (0.8, radius 16 px) in a pale soft edge (0.4, out to 22 px): the paler ring is centred on it.
    const shapes = gatherShapes(
      residueOf((x, y) => (inDisk(x, y, 100, 100, 16) ? 0.8 : inDisk(x, y, 100, 100, 22) ? 0.4 : 0)),
      cup,
    );
    expect(shapes).toHaveLength(1);
  });

  it('keeps one figure of even darkness one shape', () => {
    const grain = (x: number, y: number) => 0.6 + 0.1 * Math.sin(x * 1.7) * Math.cos(y * 2.3);
    const shapes = gatherShapes(
      residueOf((x, y) => (inDisk(x, y, 97, 100, 15) || inDisk(x, y, 70, 100, 15) ? grain(x, y) : 0)),
      cup,
    );
    expect(shapes).toHaveLength(1);
  });
});
