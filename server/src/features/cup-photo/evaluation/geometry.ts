/**
 * Geometry for the evaluation set (issue 31): a seeded PRNG, the silhouettes' path data as polygons,
 * 2x3 affine matrices and a nonzero-winding rasteriser for the truth masks. Written apart from the
 * reader; nothing here is shared with it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DRAWN_SYMBOL_IDS } from '../drawn-symbols';

/** sfc32 seeded from a number through splitmix32: the same seed always gives the same stream. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = (Math.floor(seed) ^ 0x5bd1e995) >>> 0;
    const mix = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t / 4294967296;
  }

  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }

  int(lo: number, hiInclusive: number): number {
    return lo + Math.floor(this.next() * (hiInclusive - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  gauss(): number {
    const u = Math.max(this.next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** A 31-bit integer, for child seeds and SVG `seed` attributes. */
  seed(): number {
    return Math.floor(this.next() * 2147483646) + 1;
  }
}

/** [a, b, c, d, e, f] as in SVG's matrix(a b c d e f): x' = a x + c y + e, y' = b x + d y + f. */
export type Mat = [number, number, number, number, number, number];

export const identity = (): Mat => [1, 0, 0, 1, 0, 0];

/** m1 after m2: apply m2 first, then m1. */
export function mul(m1: Mat, m2: Mat): Mat {
  const [a1, b1, c1, d1, e1, f1] = m1;
  const [a2, b2, c2, d2, e2, f2] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

export const translate = (x: number, y: number): Mat => [1, 0, 0, 1, x, y];
export const scale = (sx: number, sy = sx): Mat => [sx, 0, 0, sy, 0, 0];
export function rotate(deg: number): Mat {
  const r = (deg * Math.PI) / 180;
  return [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0];
}

export function apply(m: Mat, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

export function svgMatrix(m: Mat): string {
  return `matrix(${m.map((v) => +v.toFixed(5)).join(' ')})`;
}

/** A closed polygon as flat [x0, y0, x1, y1, ...]. */
export type Polygon = number[];

export function transformPolygon(m: Mat, poly: Polygon): Polygon {
  const out: Polygon = new Array(poly.length);
  for (let i = 0; i < poly.length; i += 2) {
    const [x, y] = apply(m, poly[i]!, poly[i + 1]!);
    out[i] = x;
    out[i + 1] = y;
  }
  return out;
}

export function polygonPath(polys: Polygon[], m?: Mat, digits = 1): string {
  const parts: string[] = [];
  for (const p0 of polys) {
    const p = m ? transformPolygon(m, p0) : p0;
    if (p.length < 6) continue;
    let s = `M${p[0]!.toFixed(digits)} ${p[1]!.toFixed(digits)}`;
    for (let i = 2; i < p.length; i += 2) s += `L${p[i]!.toFixed(digits)} ${p[i + 1]!.toFixed(digits)}`;
    parts.push(`${s}Z`);
  }
  return parts.join('');
}

/** Parses SVG path data (M L H V C Q Z, absolute or relative) into polygons, curves sampled. */
export function pathToPolygons(d: string, curveSteps = 10): Polygon[] {
  const tokens = d.match(/[MLHVCQZmlhvcqz]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const polys: Polygon[] = [];
  let cur: Polygon = [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  let cmd = 'M';
  let i = 0;
  const num = () => Number(tokens[i++]);
  const close = () => {
    if (cur.length >= 6) polys.push(cur);
    cur = [];
  };
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (/[A-Za-z]/.test(t)) {
      cmd = t;
      i++;
      if (cmd === 'Z' || cmd === 'z') {
        close();
        x = sx;
        y = sy;
        continue;
      }
    }
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    switch (cmd.toUpperCase()) {
      case 'M': {
        close();
        x = ox + num();
        y = oy + num();
        sx = x;
        sy = y;
        cur.push(x, y);
        cmd = rel ? 'l' : 'L';
        break;
      }
      case 'L':
        x = ox + num();
        y = oy + num();
        cur.push(x, y);
        break;
      case 'H':
        x = (rel ? x : 0) + num();
        cur.push(x, y);
        break;
      case 'V':
        y = (rel ? y : 0) + num();
        cur.push(x, y);
        break;
      case 'C': {
        const c1x = ox + num();
        const c1y = oy + num();
        const c2x = ox + num();
        const c2y = oy + num();
        const px = ox + num();
        const py = oy + num();
        for (let k = 1; k <= curveSteps; k++) {
          const s = k / curveSteps;
          const u = 1 - s;
          cur.push(
            u * u * u * x + 3 * u * u * s * c1x + 3 * u * s * s * c2x + s * s * s * px,
            u * u * u * y + 3 * u * u * s * c1y + 3 * u * s * s * c2y + s * s * s * py,
          );
        }
        x = px;
        y = py;
        break;
      }
      case 'Q': {
        const cx = ox + num();
        const cy = oy + num();
        const px = ox + num();
        const py = oy + num();
        for (let k = 1; k <= curveSteps; k++) {
          const s = k / curveSteps;
          const u = 1 - s;
          cur.push(u * u * x + 2 * u * s * cx + s * s * px, u * u * y + 2 * u * s * cy + s * s * py);
        }
        x = px;
        y = py;
        break;
      }
      default:
        throw new Error(`Unsupported path command ${cmd}`);
    }
  }
  close();
  return polys;
}

export interface Silhouette {
  id: string;
  /** The path data as drawn, in the 256 x 256 viewBox. */
  d: string;
  polygons: Polygon[];
  /** Centre and radius of a circle around every point (the box's centre, the farthest point). */
  cx: number;
  cy: number;
  radius: number;
}

const SILHOUETTE_DIR = path.join(import.meta.dirname, 'silhouettes');
let cache: Map<string, Silhouette> | undefined;

export function loadSilhouettes(): Map<string, Silhouette> {
  if (cache) return cache;
  const map = new Map<string, Silhouette>();
  for (const id of DRAWN_SYMBOL_IDS) {
    const svg = readFileSync(path.join(SILHOUETTE_DIR, `${id}.svg`), 'utf8');
    const d = [...svg.matchAll(/\sd="([^"]+)"/g)].map((m) => m[1]).join(' ');
    const polygons = pathToPolygons(d);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const p of polygons)
      for (let i = 0; i < p.length; i += 2) {
        minX = Math.min(minX, p[i]!);
        maxX = Math.max(maxX, p[i]!);
        minY = Math.min(minY, p[i + 1]!);
        maxY = Math.max(maxY, p[i + 1]!);
      }
    const cx = (minX + maxX) / 2;
    const cy = (minY + maxY) / 2;
    let radius = 0;
    for (const p of polygons)
      for (let i = 0; i < p.length; i += 2) radius = Math.max(radius, Math.hypot(p[i]! - cx, p[i + 1]! - cy));
    map.set(id, { id, d, polygons, cx, cy, radius });
  }
  cache = map;
  return map;
}

/**
 * A square grid over the cup's own coordinates, [-1, 1] on both axes (1 = the inner radius), on
 * which the truth masks are drawn.
 */
export const GRID = 512;
const HALF = GRID / 2;

export const toGrid = (u: number) => (u + 1) * HALF;
export const fromGrid = (g: number) => g / HALF - 1;

/** Fills polygons given in cup coordinates into a fresh GRID x GRID mask, nonzero winding. */
export function rasterise(polys: Polygon[]): Uint8Array {
  const mask = new Uint8Array(GRID * GRID);
  let minY = Infinity;
  let maxY = -Infinity;
  const edges: number[] = [];
  for (const p of polys) {
    const n = p.length / 2;
    for (let k = 0; k < n; k++) {
      const x0 = toGrid(p[2 * k]!);
      const y0 = toGrid(p[2 * k + 1]!);
      const k1 = (k + 1) % n;
      const x1 = toGrid(p[2 * k1]!);
      const y1 = toGrid(p[2 * k1 + 1]!);
      if (y0 === y1) continue;
      edges.push(x0, y0, x1, y1);
      minY = Math.min(minY, y0, y1);
      maxY = Math.max(maxY, y0, y1);
    }
  }
  const j0 = Math.max(0, Math.floor(minY));
  const j1 = Math.min(GRID - 1, Math.ceil(maxY));
  const xs: number[] = [];
  const ws: number[] = [];
  for (let j = j0; j <= j1; j++) {
    const y = j + 0.5;
    xs.length = 0;
    ws.length = 0;
    for (let e = 0; e < edges.length; e += 4) {
      const x0 = edges[e]!;
      const y0 = edges[e + 1]!;
      const x1 = edges[e + 2]!;
      const y1 = edges[e + 3]!;
      if ((y0 <= y && y < y1) || (y1 <= y && y < y0)) {
        xs.push(x0 + ((y - y0) * (x1 - x0)) / (y1 - y0));
        ws.push(y1 > y0 ? 1 : -1);
      }
    }
    const order = xs.map((_, k) => k).sort((a, b) => xs[a]! - xs[b]!);
    let winding = 0;
    for (let k = 0; k < order.length - 1; k++) {
      winding += ws[order[k]!]!;
      if (winding === 0) continue;
      const from = Math.max(0, Math.ceil(xs[order[k]!]! - 0.5));
      const to = Math.min(GRID - 1, Math.floor(xs[order[k + 1]!]! - 0.5));
      for (let i = from; i <= to; i++) mask[j * GRID + i] = 1;
    }
  }
  return mask;
}

/** Grows a mask by `r` cells (a square neighbourhood, enough for an overlap test). */
export function dilate(mask: Uint8Array, r: number): Uint8Array {
  const tmp = new Uint8Array(mask.length);
  const out = new Uint8Array(mask.length);
  for (let j = 0; j < GRID; j++) {
    let run = -1e9;
    for (let i = 0; i < GRID; i++) {
      if (mask[j * GRID + i]) run = i;
      if (i - run <= r) tmp[j * GRID + i] = 1;
    }
    run = 1e9;
    for (let i = GRID - 1; i >= 0; i--) {
      if (mask[j * GRID + i]) run = i;
      if (run - i <= r) tmp[j * GRID + i] = 1;
    }
  }
  for (let i = 0; i < GRID; i++) {
    let run = -1e9;
    for (let j = 0; j < GRID; j++) {
      if (tmp[j * GRID + i]) run = j;
      if (j - run <= r) out[j * GRID + i] = 1;
    }
    run = 1e9;
    for (let j = GRID - 1; j >= 0; j--) {
      if (tmp[j * GRID + i]) run = j;
      if (run - j <= r) out[j * GRID + i] = 1;
    }
  }
  return out;
}
