/**
 * Textures for the evaluation photos, drawn on typed arrays (librsvg's filters are far too slow at
 * 12 MP): seeded value noise, table surfaces, and the residue's ragged, grainy edges.
 */
import type { Rng } from './geometry';

/**
 * Sum of `octaves` layers of value noise over a w x h field, the first with cells of cellX x cellY
 * pixels, each next layer half the cell and half the weight. Values roughly 0 to 1, mean 0.5.
 */
export function noiseField(
  rng: Rng,
  w: number,
  h: number,
  cellX: number,
  cellY: number,
  octaves: number,
): Float32Array {
  const out = new Float32Array(w * h);
  let amp = 1;
  let total = 0;
  for (let o = 0; o < octaves; o++) {
    const cx = Math.max(1, cellX / 2 ** o);
    const cy = Math.max(1, cellY / 2 ** o);
    const gw = Math.ceil(w / cx) + 2;
    const gh = Math.ceil(h / cy) + 2;
    const grid = new Float32Array(gw * gh);
    for (let i = 0; i < grid.length; i++) grid[i] = rng.next();
    const ox = rng.next();
    const oy = rng.next();
    const xi = new Int32Array(w);
    const xt = new Float32Array(w);
    for (let x = 0; x < w; x++) {
      const gx = x / cx + ox;
      xi[x] = Math.floor(gx);
      const t = gx - xi[x]!;
      xt[x] = t * t * (3 - 2 * t);
    }
    for (let y = 0; y < h; y++) {
      const gy = y / cy + oy;
      const yi = Math.floor(gy);
      let t = gy - yi;
      t = t * t * (3 - 2 * t);
      const r0 = yi * gw;
      const r1 = r0 + gw;
      const row = y * w;
      for (let x = 0; x < w; x++) {
        const i = xi[x]!;
        const s = xt[x]!;
        const a = grid[r0 + i]! + (grid[r0 + i + 1]! - grid[r0 + i]!) * s;
        const b = grid[r1 + i]! + (grid[r1 + i + 1]! - grid[r1 + i]!) * s;
        out[row + x] = out[row + x]! + (a + (b - a) * t) * amp;
      }
    }
    total += amp;
    amp /= 2;
  }
  // Stretch to use the range: value noise sums cluster around the mean.
  const k = 1 / total;
  const spread = 1.6 + 0.4 * Math.min(octaves - 1, 3);
  for (let i = 0; i < out.length; i++) out[i] = 0.5 + (out[i]! * k - 0.5) * spread;
  return out;
}

export type Rgb = [number, number, number];

export function parseHex(h: string): Rgb {
  return [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** A table surface as raw RGB, w x h. */
export function tableTexture(rng: Rng, w: number, h: number): { name: string; rgb: Buffer } {
  const m = Math.min(w, h);
  const rgb = Buffer.alloc(w * h * 3);
  const kind = rng.pick(['wood', 'wood', 'cloth', 'stone', 'plain'] as const);
  const put = (i: number, c0: Rgb, c1: Rgb, t: number) => {
    const tt = clamp01(t);
    rgb[i * 3] = c0[0] + (c1[0] - c0[0]) * tt;
    rgb[i * 3 + 1] = c0[1] + (c1[1] - c0[1]) * tt;
    rgb[i * 3 + 2] = c0[2] + (c1[2] - c0[2]) * tt;
  };
  if (kind === 'wood') {
    const [d, l] = rng.pick([
      ['#6e4a2c', '#b98a5a'],
      ['#3c2416', '#6b4428'],
      ['#2a1c13', '#4a3322'],
      ['#a8977e', '#d8ccb6'],
      ['#5a2a1a', '#8d4a30'],
      ['#7d6a55', '#a89478'],
    ] as const);
    const dark = parseHex(d);
    const light = parseHex(l);
    const vertical = rng.chance(0.5);
    const along = m * rng.range(0.3, 0.7);
    const across = m * rng.range(0.006, 0.015);
    const grain = noiseField(rng, w, h, vertical ? across : along, vertical ? along : across, 3);
    const knots = noiseField(rng, w, h, m * 0.2, m * 0.2, 2);
    const plank = m * rng.range(0.18, 0.35);
    const off = rng.range(0, plank);
    const seam = Math.max(1, m * 0.003);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const p = ((vertical ? x : y) - off + plank * 100) % plank;
        const t = 0.15 + grain[i]! * 0.6 + (knots[i]! - 0.5) * 0.4;
        put(i, dark, light, p < seam ? t * 0.35 : t);
      }
    return { name: 'wood', rgb };
  }
  if (kind === 'cloth') {
    const base = parseHex(rng.pick(['#d9cbb2', '#9b2f2f', '#2d3a5a', '#4f6b4a', '#e8e6e0', '#c09a3a', '#7b5c8a']));
    const dark: Rgb = [base[0] * 0.68, base[1] * 0.68, base[2] * 0.68];
    const light: Rgb = [Math.min(255, base[0] * 1.1), Math.min(255, base[1] * 1.1), Math.min(255, base[2] * 1.1)];
    const folds = noiseField(rng, w, h, m * 0.35, m * 0.35, 3);
    const check = rng.chance(0.4);
    const step = m * rng.range(0.05, 0.12);
    const band = step * rng.range(0.2, 0.45);
    const col = parseHex(rng.pick(['#ffffff', '#1a1a1a', '#b8322a', '#2b4c8c']));
    const weave = Math.max(1, Math.round(m * 0.0025));
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const wv = ((Math.floor(x / weave) + Math.floor(y / weave)) & 1) * 0.06;
        put(i, dark, light, 0.35 + folds[i]! * 0.55 + wv);
        if (check) {
          const k = (x % step < band ? 0.22 : 0) + (y % step < band ? 0.22 : 0);
          if (k > 0) for (let c = 0; c < 3; c++) rgb[i * 3 + c] = rgb[i * 3 + c]! * (1 - k) + col[c]! * k;
        }
      }
    return { name: 'cloth', rgb };
  }
  if (kind === 'stone') {
    const [d, l] = rng.pick([
      ['#9c9a96', '#e8e6e2'],
      ['#1d1d1f', '#4a4a4e'],
      ['#a89880', '#e0d4bf'],
      ['#5d6468', '#a5acb0'],
    ] as const);
    const dark = parseHex(d);
    const light = parseHex(l);
    const body = noiseField(rng, w, h, m * 0.15, m * 0.15, 5);
    const vein = noiseField(rng, w, h, m * 0.4, m * 0.12, 4);
    for (let i = 0; i < w * h; i++) {
      const v = Math.abs(vein[i]! - 0.5);
      put(i, dark, light, 0.3 + body[i]! * 0.6 - (v < 0.02 ? (0.02 - v) * 18 : 0));
    }
    return { name: 'stone', rgb };
  }
  const base = parseHex(rng.pick(['#c8c2b8', '#e4dccd', '#8a9a9a', '#b5a58c', '#6c7a86', '#d8d0c0', '#43464a']));
  const dark: Rgb = [base[0] * 0.85, base[1] * 0.85, base[2] * 0.85];
  const light: Rgb = [Math.min(255, base[0] * 1.08), Math.min(255, base[1] * 1.08), Math.min(255, base[2] * 1.08)];
  const n = noiseField(rng, w, h, m * 0.3, m * 0.3, 3);
  for (let i = 0; i < w * h; i++) put(i, dark, light, n[i]!);
  return { name: 'plain', rgb };
}

/** A plain surface with slow variation (a wall, the landscape's ground), raw RGB. */
export function mottled(rng: Rng, w: number, h: number, hexColour: string, amount: number, cell: number): Buffer {
  const c = parseHex(hexColour);
  const n = noiseField(rng, w, h, cell, cell, 4);
  const rgb = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const k = 1 + (n[i]! - 0.5) * amount;
    rgb[i * 3] = Math.min(255, c[0] * k);
    rgb[i * 3 + 1] = Math.min(255, c[1] * k);
    rgb[i * 3 + 2] = Math.min(255, c[2] * k);
  }
  return rgb;
}
