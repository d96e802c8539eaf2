/**
 * The library's silhouettes as normalised masks, drawn with sharp: what `build-silhouette-masks.ts`
 * stores in `silhouette-masks.json` and its test checks is up to date. Each symbol is drawn twice, by
 * two hands (`../silhouettes/*.svg` and `../silhouettes/second-hand/*.svg`), so one symbol has two
 * masks. The reader itself only reads the JSON, so no SVG is drawn while the server runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSharp } from '../../../media/load-sharp';

/** The stored mask's side, and the silhouette's radius of gyration in its cells (twice the template's). */
export const MASK_SIZE = 64;
export const MASK_GYRATION = 14;
const RENDER = 256;

export const SILHOUETTE_DIR = path.join(import.meta.dirname, '..', 'silhouettes');
/** The second hand's drawing of every symbol, drawn blind to the first's and to the evaluation's. */
export const SECOND_HAND_DIR = path.join(SILHOUETTE_DIR, 'second-hand');

export interface SilhouetteMask {
  id: string;
  /** MASK_SIZE rows of MASK_SIZE bits, as hex (16 digits a row, leftmost pixel in the lowest bit of each 32). */
  mask: string;
}

/**
 * Draws every silhouette of each folder and normalises it: centred on its centroid, scaled by its
 * radius of gyration. The first folder's masks come first, each folder's in the order of its ids.
 */
export async function drawSilhouetteMasks(dirs = [SILHOUETTE_DIR, SECOND_HAND_DIR]): Promise<SilhouetteMask[]> {
  const out: SilhouetteMask[] = [];
  for (const dir of dirs) out.push(...(await drawFolder(dir)));
  return out;
}

async function drawFolder(dir: string): Promise<SilhouetteMask[]> {
  const sharp = await loadSharp();
  const out: SilhouetteMask[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.svg'))
    .sort()) {
    const svg = readFileSync(path.join(dir, file));
    const { data } = await sharp(svg, { density: (72 * RENDER) / 256 })
      .resize(RENDER, RENDER)
      .ensureAlpha()
      .extractChannel(3)
      .raw()
      .toBuffer({ resolveWithObject: true });
    let n = 0;
    let sx = 0;
    let sy = 0;
    for (let i = 0; i < data.length; i++)
      if ((data[i] as number) >= 128) {
        n++;
        sx += i % RENDER;
        sy += Math.floor(i / RENDER);
      }
    const cx = sx / n;
    const cy = sy / n;
    let m2 = 0;
    for (let i = 0; i < data.length; i++)
      if ((data[i] as number) >= 128) m2 += ((i % RENDER) - cx) ** 2 + (Math.floor(i / RENDER) - cy) ** 2;
    const rg = Math.sqrt(m2 / n);
    const words: string[] = [];
    for (let row = 0; row < MASK_SIZE; row++) {
      for (let word = 0; word < MASK_SIZE / 32; word++) {
        let bits = 0;
        for (let b = 0; b < 32; b++) {
          const col = word * 32 + b;
          const x = Math.round(cx + ((col + 0.5 - MASK_SIZE / 2) / MASK_GYRATION) * rg - 0.5);
          const y = Math.round(cy + ((row + 0.5 - MASK_SIZE / 2) / MASK_GYRATION) * rg - 0.5);
          if (x >= 0 && y >= 0 && x < RENDER && y < RENDER && (data[y * RENDER + x] as number) >= 128) bits |= 1 << b;
        }
        words.push((bits >>> 0).toString(16).padStart(8, '0'));
      }
    }
    out.push({ id: file.replace(/\.svg$/, ''), mask: words.join('') });
  }
  return out;
}
