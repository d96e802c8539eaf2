/**
 * Names a shape by the library silhouette it overlaps best, tried at every 7.5-degree turn and
 * mirrored. The turned templates are made from `silhouette-masks.json` on the first shape that asks
 * (about 30 ms once), never at start-up, and kept.
 */

import { GYRATION, overlap, type Template, templateFrom } from './shape-template';
import { MASK_GYRATION, MASK_SIZE } from './silhouette-masks';
import stored from './silhouette-masks.json' with { type: 'json' };

const TURNS = 48;

interface Variants {
  id: string;
  templates: Template[];
}

let library: Variants[] | undefined;

function maskLookup(hex: string): (u: number, v: number) => boolean {
  const words = new Uint32Array((MASK_SIZE * MASK_SIZE) / 32);
  for (let i = 0; i < words.length; i++) words[i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16) >>> 0;
  const perRow = MASK_SIZE / 32;
  return (u, v) => {
    const col = Math.floor(u * MASK_GYRATION + MASK_SIZE / 2);
    const row = Math.floor(v * MASK_GYRATION + MASK_SIZE / 2);
    if (col < 0 || row < 0 || col >= MASK_SIZE || row >= MASK_SIZE) return false;
    return (((words[row * perRow + (col >> 5)] as number) >>> (col & 31)) & 1) === 1;
  };
}

/** Every silhouette at every turn, plain and mirrored (built once, on first use). */
export function silhouetteLibrary(): Variants[] {
  if (library) return library;
  library = stored.masks.map(({ id, mask }) => {
    const inside = maskLookup(mask);
    const templates: Template[] = [];
    for (let k = 0; k < TURNS; k++) {
      const a = (k / TURNS) * 2 * Math.PI;
      const c = Math.cos(a);
      const s = Math.sin(a);
      for (const mirror of [1, -1])
        templates.push(templateFrom((u, v) => inside(mirror * (c * u + s * v), -s * u + c * v)));
    }
    return { id, templates };
  });
  return library;
}

export interface SilhouetteMatch {
  id: string;
  /** Best overlap (intersection over union) over turns and mirror. */
  overlap: number;
}

/** The silhouettes ranked by their best overlap with the shape's template, best first. */
export function rankSilhouettes(shape: Template, count = 3): SilhouetteMatch[] {
  const ranked: SilhouetteMatch[] = [];
  for (const { id, templates } of silhouetteLibrary()) {
    let best = 0;
    for (const t of templates) {
      const o = overlap(shape, t);
      if (o > best) best = o;
    }
    ranked.push({ id, overlap: best });
  }
  ranked.sort((a, b) => b.overlap - a.overlap || (a.id < b.id ? -1 : 1));
  return ranked.slice(0, count);
}

export { GYRATION };
