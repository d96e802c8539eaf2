import fs from 'node:fs';
import path from 'node:path';
import { ART_PIECES, GALLERY_ARTIST, GALLERY_IMAGE_WIDTHS } from '@contract/gallery';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(import.meta.dirname, '../../../public/gallery');

describe('the gallery', () => {
  it('shows Monuments, The World and Istanbul, all by one artist, each with an alt text', () => {
    expect(ART_PIECES.map((piece) => piece.title)).toEqual(['Monuments', 'The World', 'Istanbul']);
    expect(ART_PIECES.every((piece) => piece.artist === GALLERY_ARTIST)).toBe(true);
    for (const piece of ART_PIECES) expect(piece.alt.length).toBeGreaterThan(60);
  });

  it('has every image in AVIF and WebP at each width, 4:3, under 40 KB', async () => {
    expect(GALLERY_IMAGE_WIDTHS).toEqual([400, 800, 1200]);
    for (const piece of ART_PIECES) {
      for (const width of GALLERY_IMAGE_WIDTHS) {
        for (const format of ['avif', 'webp'] as const) {
          const file = path.join(publicDir, `${piece.id}-${width}.${format}`);
          const meta = await sharp(file).metadata();
          expect({ file: path.basename(file), width: meta.width, height: meta.height, format: meta.format }).toEqual({
            file: path.basename(file),
            width,
            height: (width * 3) / 4,
            format: format === 'avif' ? 'heif' : 'webp',
          });
          expect(fs.statSync(file).size).toBeLessThan(40 * 1024);
        }
      }
    }
  });
});
