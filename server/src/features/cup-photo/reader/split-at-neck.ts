/**
 * Two figures drawn touching at the same darkness are one piece of residue that `splitByDarkness`
 * cannot part (35 of the 109 zone errors on the first three spent splits). Where they touch, the
 * piece is often narrow: a neck much thinner than either figure. Eroded (thresholded on its
 * distance to the porcelain) past the neck's half width, the piece falls into two cores; each
 * pixel then goes to the core it reaches first inside the piece.
 */
import { type Component, componentInImage, labelComponents } from './label-components';

/** Only pieces covering at least this share of the cup's inner area are two figures' worth. */
const NECK_MIN_AREA = 0.016;
/** Each part covering at least this share of the cup's inner area (a figure's, not a limb's). */
const NECK_PART_MIN = 0.008;
/**
 * Each part at least this many times as thick as the neck (the distance to the porcelain at its
 * thickest against the neck's half width): a figure's own waist or limb is not this much thinner.
 */
const NECK_RATIO = 2.2;

/** The piece as it is, or its two parts either side of a narrow neck when it is two figures. */
export function splitAtNeck(piece: Component, width: number, cupPixels: number): Component[] {
  if (piece.area < NECK_MIN_AREA * cupPixels) return [piece];
  const bw = piece.maxX - piece.minX + 3;
  const bh = piece.maxY - piece.minY + 3;
  const own = new Uint8Array(bw * bh);
  const at = (i: number) => (Math.floor(i / width) - piece.minY + 1) * bw + ((i % width) - piece.minX + 1);
  for (const i of piece.pixels) own[at(i)] = 1;
  const dist = chamfer(own, bw, bh);
  let peak = 0;
  for (const d of dist) peak = Math.max(peak, d);
  const minPart = NECK_PART_MIN * cupPixels;
  // The cores at each erosion depth, shallowest first: the first depth that parts two cores thick
  // enough for the neck between them is the neck's half width.
  for (let t = 1; t * NECK_RATIO <= peak; t++) {
    const core = new Uint8Array(bw * bh);
    for (let k = 0; k < core.length; k++) if ((dist[k] as number) > t) core[k] = 1;
    const cores = labelComponents(core, bw, bh, 1).filter((c) => {
      let thickest = 0;
      for (const k of c.pixels) thickest = Math.max(thickest, dist[k] as number);
      return thickest >= NECK_RATIO * t;
    });
    if (cores.length < 2) continue;
    cores.sort((p, q) => q.area - p.area);
    const parts = growFrom(own, bw, bh, cores.slice(0, 2) as [Component, Component]);
    if (parts.some((p) => p.length < minPart)) return [piece];
    return parts.map((p) => componentInImage(p, bw, piece.minX - 1, piece.minY - 1, width));
  }
  return [piece];
}

/** Distance to the nearest 0 pixel (3-4 chamfer, in pixels), over a mask whose border is 0. */
function chamfer(own: Uint8Array, w: number, h: number): Float32Array {
  const d = new Float32Array(w * h);
  const far = 1e9;
  for (let k = 0; k < d.length; k++) d[k] = own[k] ? far : 0;
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const k = y * w + x;
      if (!own[k]) continue;
      d[k] = Math.min(
        d[k] as number,
        (d[k - 1] as number) + 3,
        (d[k - w] as number) + 3,
        (d[k - w - 1] as number) + 4,
        (d[k - w + 1] as number) + 4,
      );
    }
  for (let y = h - 2; y >= 1; y--)
    for (let x = w - 2; x >= 1; x--) {
      const k = y * w + x;
      if (!own[k]) continue;
      d[k] = Math.min(
        d[k] as number,
        (d[k + 1] as number) + 3,
        (d[k + w] as number) + 3,
        (d[k + w + 1] as number) + 4,
        (d[k + w - 1] as number) + 4,
      );
    }
  for (let k = 0; k < d.length; k++) d[k] = (d[k] as number) / 3;
  return d;
}

/** Every pixel of `own` to the core it reaches first (breadth first, 8-connected, ties to the first core). */
function growFrom(own: Uint8Array, w: number, h: number, cores: [Component, Component]): [number[], number[]] {
  const owner = new Int8Array(w * h).fill(-1);
  let frontier: number[] = [];
  cores.forEach((c, n) => {
    for (const k of c.pixels) {
      owner[k] = n;
      frontier.push(k);
    }
  });
  while (frontier.length) {
    const next: number[] = [];
    for (const k of frontier) {
      const x = k % w;
      const y = (k - x) / w;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= w || ny >= h) continue;
          const j = ny * w + nx;
          if (own[j] && owner[j] === -1) {
            owner[j] = owner[k] as number;
            next.push(j);
          }
        }
    }
    frontier = next;
  }
  const parts: [number[], number[]] = [[], []];
  for (let k = 0; k < owner.length; k++) if ((owner[k] as number) >= 0) parts[owner[k] as 0 | 1].push(k);
  return parts;
}
