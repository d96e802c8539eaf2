// Renders the art gallery's three pieces (drawn in code in scripts/gallery/) to the AVIF and WebP
// files the client serves from client/public/gallery/: `npx tsx scripts/render-gallery.mjs` (tsx
// reads the widths from the contract).
// The output is committed, so building Telve does not depend on it; re-run it after editing a piece.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { GALLERY_IMAGE_WIDTHS } from '../contract/gallery.ts';
import { istanbul } from './gallery/istanbul.mjs';
import { monuments } from './gallery/monuments.mjs';
import { theWorld } from './gallery/the-world.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'client/public/gallery');

const PIECES = { monuments, 'the-world': theWorld, istanbul };

fs.mkdirSync(out, { recursive: true });
for (const [id, draw] of Object.entries(PIECES)) {
  const source = Buffer.from(draw());
  for (const width of GALLERY_IMAGE_WIDTHS) {
    const height = (width * 3) / 4;
    // Rendered at the target size from the vector (density scales the 800-wide drawing), not resampled.
    const image = sharp(source, { density: (72 * width) / 800 }).resize(width, height);
    const files = [
      [`${id}-${width}.avif`, await image.clone().avif({ quality: 55, effort: 9 }).toBuffer()],
      [`${id}-${width}.webp`, await image.clone().webp({ quality: 78, effort: 6 }).toBuffer()],
    ];
    for (const [name, data] of files) {
      fs.writeFileSync(path.join(out, name), data);
      console.info(`${name}: ${(data.length / 1024).toFixed(1)} KB`);
    }
  }
}
