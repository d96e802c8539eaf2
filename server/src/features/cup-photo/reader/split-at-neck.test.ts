import { describe, expect, it } from 'vitest';
import { gatherShapes } from './gather-shapes';
import type { ResidueMask } from './residue-mask';

/** A residue mask over a circle cup of radius 100 px, the given pixels residue of one darkness. */
function maskWith(marked: (x: number, y: number) => boolean): ResidueMask {
  const size = 200;
  const mask = new Uint8Array(size * size);
  const darkness = new Float32Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if (marked(x, y)) {
        mask[y * size + x] = 1;
        darkness[y * size + x] = 0.8;
      }
  return { mask, darkness, x0: 0, y0: 0, width: size, height: size };
}
const cup = { cx: 100, cy: 100, a: 100, b: 100, phi: 0 };
const inDisk = (x: number, y: number, cx: number, cy: number, r: number) => Math.hypot(x - cx, y - cy) <= r;

describe('splitAtNeck (through gatherShapes)', () => {
  it('reads two figures of one darkness joined by a narrow neck as two shapes', () => {
    // Disks of radius 15 px at x = 60 and x = 110, joined by a bar 4 px thick.
    const shapes = gatherShapes(
      maskWith(
        (x, y) =>
          inDisk(x, y, 60, 100, 15) || inDisk(x, y, 110, 100, 15) || (x >= 60 && x <= 110 && Math.abs(y - 100) < 2),
      ),
      cup,
    );
    expect(shapes).toHaveLength(2);
    // Each disk with its half of the bar: parted near the bar's middle (x = 85).
    const boxes = shapes.map((s) => s.box).sort((a, b) => a.minX - b.minX);
    expect(boxes[0]).toMatchObject({ minX: 45, minY: 85, maxY: 115 });
    expect(boxes[1]).toMatchObject({ maxX: 125, minY: 85, maxY: 115 });
    expect(Math.abs((boxes[0]?.maxX as number) - 85)).toBeLessThan(3);
    expect(Math.abs((boxes[1]?.minX as number) - 85)).toBeLessThan(3);
  });

  it('keeps one figure with a broad waist one shape', () => {
    // The same disks 20 px apart: the waist between them is 22 px across, no neck.
    const shapes = gatherShapes(
      maskWith((x, y) => inDisk(x, y, 80, 100, 15) || inDisk(x, y, 100, 100, 15)),
      cup,
    );
    expect(shapes).toHaveLength(1);
  });
});
