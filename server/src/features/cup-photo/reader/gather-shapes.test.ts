import { describe, expect, it } from 'vitest';
import { gatherShapes } from './gather-shapes';
import type { ResidueMask } from './residue-mask';

/** A residue mask over a circle cup of radius 100 px with the given pixels marked. */
function maskWith(marked: (x: number, y: number) => boolean): ResidueMask {
  const size = 200;
  const mask = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (marked(x, y)) mask[y * size + x] = 1;
  return { mask, darkness: new Float32Array(size * size), x0: 0, y0: 0, width: size, height: size };
}
const cup = { cx: 100, cy: 100, a: 100, b: 100, phi: 0 };

describe('gatherShapes and broken strokes', () => {
  it('joins the dashes of a stroke 5 px apart (0.05 of the radius) into one line', () => {
    // Three dashes 2 px thick and 16 px long (each too short to be a line), on the row y = 60, 5 px apart.
    const dash = (x: number, y: number) => y >= 60 && y < 62 && [40, 61, 82].some((s) => x >= s && x < s + 16);
    const shapes = gatherShapes(maskWith(dash), cup);
    expect(shapes).toHaveLength(1);
    expect(shapes[0]).toMatchObject({ kind: 'piece', box: { minX: 40, maxX: 97, minY: 60, maxY: 61 } });
  });

  it('keeps three blots as far apart as those dashes a cluster of dots', () => {
    const blots = (x: number, y: number) => [60, 69, 78].some((cx) => Math.hypot(x - cx, y - 60) <= 2.5);
    const shapes = gatherShapes(maskWith(blots), cup);
    expect(shapes).toHaveLength(1);
    expect(shapes[0]).toMatchObject({ kind: 'dots', count: 3 });
  });

  it('counts a slanted stroke by its length, not by its box side', () => {
    // 3 px thick, 18 px along each axis (25 px long): its box side is under 0.2 of the radius, its length over.
    const slant = (x: number, y: number) => x >= 50 && x < 68 && Math.abs(y - 40 - (x - 50)) <= 1;
    const shapes = gatherShapes(maskWith(slant), cup);
    expect(shapes).toHaveLength(1);
    expect(shapes[0]?.kind).toBe('piece');
  });
});

describe('gatherShapes and a line whose longest dash is a shape itself', () => {
  it('joins the dashes in line with it into one line', () => {
    // A dash 2 px thick and 30 px long (a line on its own), with dashes of 10 px 5 px before and after it.
    const dashes = (x: number, y: number) =>
      y >= 60 && y < 62 && ((x >= 40 && x < 50) || (x >= 55 && x < 85) || (x >= 90 && x < 100));
    const shapes = gatherShapes(maskWith(dashes), cup);
    expect(shapes).toHaveLength(1);
    expect(shapes[0]).toMatchObject({ kind: 'piece', box: { minX: 40, maxX: 99, minY: 60, maxY: 61 } });
  });

  it('joins nothing to a piece that is thin but no line (a frame), whatever lies beside it', () => {
    // A square frame 40 px wide, 2 px thick (thin by its ink, round by its axes), and a small cross
    // 10 px wide (thin too) 5 px to its right, at its middle's height.
    const frame = (x: number, y: number) =>
      (x >= 30 && x < 70 && y >= 40 && y < 80 && (x < 32 || x >= 68 || y < 42 || y >= 78)) ||
      (x >= 74 && x < 84 && y >= 59 && y < 61) ||
      (x >= 78 && x < 80 && y >= 55 && y < 65);
    const shapes = gatherShapes(maskWith(frame), cup);
    expect(shapes.find((s) => s.kind === 'piece')?.box).toMatchObject({ minX: 30, maxX: 69, minY: 40, maxY: 79 });
  });

  it('leaves a dash beside it but not in line with it apart', () => {
    // The same long dash, and a short one 5 px below its end, parallel: not the same stroke.
    const beside = (x: number, y: number) =>
      (y >= 60 && y < 62 && x >= 55 && x < 85) || (y >= 67 && y < 69 && x >= 75 && x < 85);
    const shapes = gatherShapes(maskWith(beside), cup);
    expect(shapes.find((s) => s.kind === 'piece')?.box).toMatchObject({ minX: 55, maxX: 84, minY: 60, maxY: 61 });
  });
});
