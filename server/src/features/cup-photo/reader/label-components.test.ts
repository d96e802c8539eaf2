import { describe, expect, it } from 'vitest';
import { componentInImage, labelComponents } from './label-components';

describe('componentInImage', () => {
  it("places a piece found in a box at the box's corner of the image it was cut from", () => {
    // A box 3 wide: pixels 1, 3 and 4 are (1, 0), (0, 1) and (1, 1).
    const piece = componentInImage([1, 3, 4], 3, 10, 20, 100);
    expect([...piece.pixels]).toEqual([20 * 100 + 11, 21 * 100 + 10, 21 * 100 + 11]);
    expect(piece).toMatchObject({ area: 3, minX: 10, minY: 20, maxX: 11, maxY: 21 });
    expect(piece.cx).toBeCloseTo(32 / 3, 10);
    expect(piece.cy).toBeCloseTo(62 / 3, 10);
  });

  it('agrees with labelling the same pixels in the image itself', () => {
    const box = new Uint8Array([0, 1, 0, 1, 1, 0]);
    const [inBox] = labelComponents(box, 3, 2, 1);
    const image = new Uint8Array(8 * 6);
    for (let k = 0; k < box.length; k++) if (box[k]) image[(3 + Math.floor(k / 3)) * 8 + 4 + (k % 3)] = 1;
    const [direct] = labelComponents(image, 8, 6, 1);
    const moved = componentInImage(inBox?.pixels ?? [], 3, 4, 3, 8);
    expect({ ...moved, pixels: [...moved.pixels].sort() }).toEqual({
      ...direct,
      pixels: [...(direct?.pixels ?? [])].sort(),
    });
  });
});
