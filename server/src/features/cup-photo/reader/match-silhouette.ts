/**
 * Names a shape by the library silhouette it overlaps best, tried at every 7.5-degree turn and
 * mirrored, and in each of the symbol's drawings (two hands drew every symbol). The turned templates
 * are made from `silhouette-masks.json` once, by the warm-up a moment after the server listens
 * (`warmCupReader`) or by the first shape that asks, and kept.
 */

import { dilate, GYRATION, likeness, SIZE, type Template } from './shape-template';
import { MASK_GYRATION, MASK_SIZE } from './silhouette-masks';
import stored from './silhouette-masks.json' with { type: 'json' };

const TURNS = 48;

interface Variants {
  id: string;
  /** Every drawing's turned templates, the first hand's first. */
  templates: Template[];
  /** How many of `templates` are the first hand's drawing. */
  firstHand: number;
}

let library: Variants[] | undefined;

/** Reverses the bits of a 32-bit row: the row mirrored about the template's centre line. */
function mirrorRow(v: number): number {
  let x = v >>> 0;
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  x = ((x >>> 8) & 0x00ff00ff) | ((x & 0x00ff00ff) << 8);
  return ((x >>> 16) | (x << 16)) >>> 0;
}

/**
 * The stored mask turned to every angle, sampled straight into templates, and each mirrored (a
 * mirrored turn is a turn of the mirror image, so mirroring the turned templates covers them all).
 */
function turnedTemplates(hex: string): Template[] {
  const pixels = new Uint8Array(MASK_SIZE * MASK_SIZE);
  for (let w = 0; w < pixels.length / 32; w++) {
    const word = Number.parseInt(hex.slice(w * 8, w * 8 + 8), 16);
    for (let b = 0; b < 32; b++) pixels[w * 32 + b] = (word >>> b) & 1;
  }
  const templates: Template[] = [];
  const scale = MASK_GYRATION / GYRATION;
  const centre = SIZE / 2;
  for (let k = 0; k < TURNS; k++) {
    const a = (k / TURNS) * 2 * Math.PI;
    const c = Math.cos(a) * scale;
    const s = Math.sin(a) * scale;
    const t = new Uint32Array(SIZE);
    for (let row = 0; row < SIZE; row++) {
      const v = row + 0.5 - centre;
      let bits = 0;
      for (let col = 0; col < SIZE; col++) {
        const u = col + 0.5 - centre;
        const mc = Math.floor(c * u + s * v + MASK_SIZE / 2);
        const mr = Math.floor(-s * u + c * v + MASK_SIZE / 2);
        if (mc >= 0 && mr >= 0 && mc < MASK_SIZE && mr < MASK_SIZE && pixels[mr * MASK_SIZE + mc]) bits |= 1 << col;
      }
      t[row] = bits >>> 0;
    }
    templates.push(t, t.map(mirrorRow));
  }
  return templates;
}

/**
 * Every symbol's drawings at every turn, plain and mirrored, as one set of templates per symbol, in
 * the order the symbols first appear in the masks (built once, on first use).
 */
export function silhouetteLibrary(): Variants[] {
  if (library) return library;
  const bySymbol = new Map<string, Template[][]>();
  for (const { id, mask } of stored.masks) bySymbol.set(id, [...(bySymbol.get(id) ?? []), turnedTemplates(mask)]);
  library = Array.from(bySymbol, ([id, drawings]) => {
    const templates = drawings.flat();
    return { id, templates, firstHand: drawings[0]?.length ?? 0 };
  });
  return library;
}

export interface SilhouetteMatch {
  id: string;
  /** Best overlap (intersection over union) over turns and mirror. */
  overlap: number;
}

/** How many of the best silhouettes are tried again at the shape's other scales. */
const RESCALE_TOP = 8;

/** The best likeness of `shape` with one silhouette over every turn and mirror (and drawing, unless `firstHandOnly`). */
function bestOver(shape: Template, shapeGrown: Template, variants: Variants, firstHandOnly: boolean): number {
  const { templates } = variants;
  let best = 0;
  const end = firstHandOnly ? variants.firstHand : templates.length;
  for (let i = 0; i < end; i++) {
    const o = likeness(shape, shapeGrown, templates[i] as Template);
    if (o > best) best = o;
  }
  return best;
}

const byOverlap = (a: SilhouetteMatch, b: SilhouetteMatch) => b.overlap - a.overlap || (a.id < b.id ? -1 : 1);

/**
 * The silhouettes ranked by their best overlap with the shape's template, best first; the best few
 * are tried again with the shape drawn at the `rescaled` templates' scales, keeping each one's best
 * (a part lost to faint residue, or a speck joined, moves the radius of gyration the scale rests on).
 * With `firstHandOnly`, only the first hand's drawings are tried (the neck split's judgement,
 * gather-shapes.ts, was measured against them).
 */
export function rankSilhouettes(
  shape: Template,
  count = 3,
  rescaled: readonly Template[] = [],
  { firstHandOnly = false }: { firstHandOnly?: boolean } = {},
): SilhouetteMatch[] {
  const library = silhouetteLibrary();
  const shapeGrown = dilate(shape);
  const ranked = library.map((variants, index) => ({
    id: variants.id,
    index,
    overlap: bestOver(shape, shapeGrown, variants, firstHandOnly),
  }));
  ranked.sort(byOverlap);
  if (rescaled.length > 0) {
    const grownScaled = rescaled.map(dilate);
    for (const entry of ranked.slice(0, RESCALE_TOP)) {
      const variants = library[entry.index] as Variants;
      rescaled.forEach((t, k) => {
        entry.overlap = Math.max(entry.overlap, bestOver(t, grownScaled[k] as Template, variants, firstHandOnly));
      });
    }
    ranked.sort(byOverlap);
  }
  return ranked.slice(0, count).map(({ id, overlap }) => ({ id, overlap }));
}
