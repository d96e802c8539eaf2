import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateCupPhoto } from './generate-photo';

describe('the evaluation photo generator at 12 MP', () => {
  it('draws a 4000x3000 cup photo with the same scene as at 1600x1200', async () => {
    const big = await generateCupPhoto(3, { width: 4000, height: 3000 });
    const meta = await sharp(big.jpeg).metadata();
    expect([meta.width, meta.height]).toEqual([4000, 3000]);
    const small = await generateCupPhoto(3);
    expect(big.truth.handleAngle).toBeCloseTo(small.truth.handleAngle!, 0);
    expect(big.truth.shapes.map((s) => [s.symbolId, s.zone])).toEqual(
      small.truth.shapes.map((s) => [s.symbolId, s.zone]),
    );
  });
});
