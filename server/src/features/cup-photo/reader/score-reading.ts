/**
 * How one reader answer compares with a generated photo's truth (for measure-reader.ts): whether
 * the cup and handle were found, and which found shape answers which true shape. Evaluation only.
 */
import type { CupShape } from '@contract/cup-photos';
import type { PhotoTruth, TruthShape } from '../evaluation/generate-photo';
import type { CupReaderResult } from './types';

/** 'Found': centre within 5% of the radius, radius within 8%, handle within 20 degrees. */
export const TOLERANCE = { centre: 0.05, radius: 0.08, handleDegrees: 20 };
/** A 'large' shape: half its largest extent at least this share of the cup's radius (as a clear figure). */
export const LARGE_SIZE = 0.15;

type Box = CupShape['box'];

export function boxOverlap(a: Box, b: Box): number {
  const ix = Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
  const iy = Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
  const inter = ix * iy;
  const union = a.w * a.h + b.w * b.h - inter;
  return union > 0 ? inter / union : 0;
}

export function degreesApart(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}

export interface PhotoScore {
  cupFound: boolean;
  handleFound: boolean;
  /** For each true shape, the found shape matched to it (or null). */
  matches: { truth: TruthShape; found: CupShape | null }[];
  /** Found shapes that answer no true shape at all. */
  invented: number;
}

/**
 * Pairs found and true shapes greedily by box overlap (at least 0.3). A found shape that overlaps
 * no true shape by 0.1, and whose centre is in no true box, is invented.
 */
export function scoreReading(result: CupReaderResult, truth: PhotoTruth): PhotoScore {
  if (!result.ok || !truth.cup)
    return {
      cupFound: false,
      handleFound: false,
      matches: truth.shapes.map((t) => ({ truth: t, found: null })),
      invented: 0,
    };
  const { sight } = result;
  const aspect = truth.height / truth.width;
  const dc = Math.hypot(sight.cup.x - truth.cup.x, (sight.cup.y - truth.cup.y) * aspect) / truth.cup.r;
  const cupFound = dc <= TOLERANCE.centre && Math.abs(sight.cup.r / truth.cup.r - 1) <= TOLERANCE.radius;
  const handleFound = cupFound && degreesApart(sight.handleAngle, truth.handleAngle ?? 0) <= TOLERANCE.handleDegrees;
  const pairs: { t: number; f: number; o: number }[] = [];
  truth.shapes.forEach((t, ti) => {
    sight.shapes.forEach((f, fi) => {
      const o = boxOverlap(t.box, f.box);
      if (o >= 0.3) pairs.push({ t: ti, f: fi, o });
    });
  });
  pairs.sort((p, q) => q.o - p.o);
  const foundFor = new Map<number, number>();
  const used = new Set<number>();
  for (const p of pairs) {
    if (foundFor.has(p.t) || used.has(p.f)) continue;
    foundFor.set(p.t, p.f);
    used.add(p.f);
  }
  const invented = sight.shapes.filter((f) => {
    const cx = f.box.x + f.box.w / 2;
    const cy = f.box.y + f.box.h / 2;
    return !truth.shapes.some(
      (t) =>
        boxOverlap(t.box, f.box) >= 0.1 ||
        (cx >= t.box.x && cx <= t.box.x + t.box.w && cy >= t.box.y && cy <= t.box.y + t.box.h),
    );
  }).length;
  return {
    cupFound,
    handleFound,
    matches: truth.shapes.map((t, ti) => {
      const fi = foundFor.get(ti);
      return { truth: t, found: fi === undefined ? null : (sight.shapes[fi] ?? null) };
    }),
    invented,
  };
}

/** A box in fractions after the photo is turned `k` quarter turns clockwise. */
export function turnBox(box: Box, k: number): Box {
  let b = box;
  for (let i = 0; i < ((k % 4) + 4) % 4; i++) b = { x: 1 - (b.y + b.h), y: b.x, w: b.h, h: b.w };
  return b;
}
