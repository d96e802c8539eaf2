/**
 * Rims as closed paths around a centre: the image unwrapped into polar coordinates, then the path
 * that keeps to the strongest edge getting brighter outwards (the interior is darker than the
 * porcelain rim) found by dynamic programming, one radius per angle, moving little between angles.
 */
import { type Ellipse, fitEllipse, pointOn } from './fit-ellipse';
import { type GreyImage, sample } from './image-ops';

export const ANGLES = 180;

export interface PolarImage {
  /** `ANGLES` rows of `radii` samples: elliptical radius s0 + k * ds around `around`. */
  data: Float32Array;
  /** Radial derivative: positive where the image gets brighter outwards. */
  outward: Float32Array;
  radii: number;
  s0: number;
  ds: number;
  around: Ellipse;
}

/** The image sampled along `ANGLES` rays of `around` (a circle of radius 1 for plain polar coordinates). */
export function unwrap(image: GreyImage, around: Ellipse, s0: number, ds: number, radii: number): PolarImage {
  const data = new Float32Array(ANGLES * radii);
  for (let t = 0; t < ANGLES; t++) {
    const a = (t / ANGLES) * 2 * Math.PI;
    for (let k = 0; k < radii; k++) {
      const [x, y] = pointOn(around, s0 + k * ds, a);
      data[t * radii + k] = sample(image, x, y);
    }
  }
  const outward = new Float32Array(ANGLES * radii);
  for (let t = 0; t < ANGLES; t++) {
    const row = t * radii;
    for (let k = 2; k < radii - 2; k++) {
      outward[row + k] =
        ((data[row + k + 1] as number) +
          (data[row + k + 2] as number) -
          (data[row + k - 1] as number) -
          (data[row + k - 2] as number)) /
        4;
    }
  }
  return { data, outward, radii, s0, ds, around };
}

/** Plain polar coordinates around (cx, cy), one sample per pixel from rMin to rMax. */
export function unwrapCircle(image: GreyImage, cx: number, cy: number, rMin: number, rMax: number): PolarImage {
  return unwrap(image, { cx, cy, a: 1, b: 1, phi: 0 }, rMin, 1, Math.max(4, Math.round(rMax - rMin)));
}

/** Radii (as indices) where the angle-averaged outward edge peaks, strongest first. */
export function radialPeaks(polar: PolarImage, count: number): number[] {
  const { radii, outward } = polar;
  const profile = new Float32Array(radii);
  for (let t = 0; t < ANGLES; t++)
    for (let k = 0; k < radii; k++) profile[k] = (profile[k] as number) + Math.max(0, outward[t * radii + k] as number);
  const peaks: { k: number; v: number }[] = [];
  for (let k = 3; k < radii - 3; k++) {
    const v = profile[k] as number;
    let isPeak = true;
    for (let d = -3; d <= 3; d++) if (d !== 0 && (profile[k + d] as number) > v) isPeak = false;
    if (isPeak && v > 0) peaks.push({ k, v });
  }
  peaks.sort((p, q) => q.v - p.v);
  return peaks.slice(0, count).map((p) => p.k);
}

export interface TracedRim {
  ellipse: Ellipse;
  /** Mean outward edge strength along the path. */
  strength: number;
  /** Share of angles whose edge on the fitted ellipse is clearly brighter outwards. */
  coverage: number;
}

/** Traces the closed path between radius indices lo and hi and fits an ellipse to it. */
export function traceRim(polar: PolarImage, kLo: number, kHi: number): TracedRim | null {
  const { radii, outward, s0, ds, around } = polar;
  const lo = Math.max(2, Math.round(kLo));
  const hi = Math.min(radii - 3, Math.round(kHi));
  const span = hi - lo + 1;
  if (span < 3) return null;
  const steps = Math.round(ANGLES * 1.5);
  const score = new Float32Array(steps * span);
  const from = new Int16Array(steps * span);
  for (let s = 0; s < steps; s++) {
    const t = s % ANGLES;
    for (let j = 0; j < span; j++) {
      const gain = Math.min(outward[t * radii + lo + j] as number, 40);
      if (s === 0) {
        score[j] = gain;
        continue;
      }
      let best = -Infinity;
      let arg = j;
      for (let d = -2; d <= 2; d++) {
        const q = j + d;
        if (q < 0 || q >= span) continue;
        const v = (score[(s - 1) * span + q] as number) - Math.abs(d) * 0.8;
        if (v > best) {
          best = v;
          arg = q;
        }
      }
      score[s * span + j] = best + gain;
      from[s * span + j] = arg;
    }
  }
  let j = 0;
  for (let q = 1; q < span; q++)
    if ((score[(steps - 1) * span + q] as number) > (score[(steps - 1) * span + j] as number)) j = q;
  const path = new Int16Array(steps);
  for (let s = steps - 1; s >= 0; s--) {
    path[s] = j;
    j = from[s * span + j] as number;
  }
  // The middle turn of the one and a half: its ends no longer depend on where the search started.
  const xs = new Float64Array(ANGLES);
  const ys = new Float64Array(ANGLES);
  const ws = new Float64Array(ANGLES);
  let strength = 0;
  for (let n = 0; n < ANGLES; n++) {
    const s = n + Math.round(ANGLES / 4);
    const t = s % ANGLES;
    const k = lo + (path[s] as number);
    const [x, y] = pointOn(around, s0 + (k - 0.3) * ds, (t / ANGLES) * 2 * Math.PI);
    xs[n] = x;
    ys[n] = y;
    const edge = outward[t * radii + k] as number;
    ws[n] = Math.max(0.05, Math.min(edge, 30));
    strength += edge;
  }
  let ellipse = fitEllipse(xs, ys, ws);
  if (!ellipse) return null;
  // Twice more without the points far off the fitted ellipse (a shape touching the rim, the handle).
  for (let pass = 0; pass < 2; pass++) {
    const keep: number[] = [];
    for (let n = 0; n < ANGLES; n++) {
      if (Math.abs(ellipticRadius(ellipse, xs[n] as number, ys[n] as number) - 1) < 0.035 - pass * 0.01) keep.push(n);
    }
    if (keep.length < ANGLES / 3) break;
    const refit = fitEllipse(
      keep.map((n) => xs[n] as number),
      keep.map((n) => ys[n] as number),
      keep.map((n) => ws[n] as number),
    );
    if (!refit) break;
    ellipse = refit;
  }
  // An edge counts where it is a fair share of the path's typical edge (a blurred rim is still a rim).
  const typical = Float64Array.from(ws).sort()[ANGLES >> 1] as number;
  const floor = Math.max(0.6, 0.3 * typical);
  let covered = 0;
  for (let n = 0; n < ANGLES; n++)
    if (Math.abs(ellipticRadius(ellipse, xs[n] as number, ys[n] as number) - 1) < 0.03 && (ws[n] as number) > floor)
      covered++;
  return { ellipse, strength: strength / ANGLES, coverage: covered / ANGLES };
}

/** The elliptical radius of a point (1 on the ellipse). */
export function ellipticRadius(e: Ellipse, x: number, y: number): number {
  const dx = x - e.cx;
  const dy = y - e.cy;
  const c = Math.cos(e.phi);
  const s = Math.sin(e.phi);
  const u = (dx * c + dy * s) / e.a;
  const v = (-dx * s + dy * c) / e.b;
  return Math.hypot(u, v);
}
