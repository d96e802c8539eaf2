/** Small numeric image helpers on single-channel Float32 images (row-major, `width * height`). */

export interface GreyImage {
  data: Float32Array;
  width: number;
  height: number;
}

/** Halves each side by averaging 2 x 2 blocks. */
export function halve(image: GreyImage): GreyImage {
  const width = image.width >> 1;
  const height = image.height >> 1;
  const out = new Float32Array(width * height);
  const src = image.data;
  const w = image.width;
  for (let y = 0; y < height; y++) {
    const r0 = 2 * y * w;
    const r1 = r0 + w;
    for (let x = 0; x < width; x++) {
      const i = 2 * x;
      out[y * width + x] =
        ((src[r0 + i] as number) +
          (src[r0 + i + 1] as number) +
          (src[r1 + i] as number) +
          (src[r1 + i + 1] as number)) /
        4;
    }
  }
  return { data: out, width, height };
}

/** A box blur of the given radius, run `passes` times (three passes approximate a Gaussian). */
export function boxBlur(image: GreyImage, radius: number, passes = 2): GreyImage {
  const { width, height } = image;
  const a = Float32Array.from(image.data);
  let b = new Float32Array(a.length);
  const r = Math.max(1, Math.round(radius));
  for (let p = 0; p < passes; p++) {
    blurLine(a, b, width, height, r, 1, width);
    blurLine(b, a, height, width, r, width, 1);
  }
  b = a;
  return { data: b, width, height };
}

/** Blurs `count` lines of `length` samples: sample k of line j is at j * lineStep + k * step. */
function blurLine(
  src: Float32Array,
  dst: Float32Array,
  length: number,
  count: number,
  r: number,
  step: number,
  lineStep: number,
) {
  const norm = 1 / (2 * r + 1);
  for (let j = 0; j < count; j++) {
    const base = j * lineStep;
    let sum = 0;
    for (let k = -r; k <= r; k++) sum += src[base + clampIndex(k, length) * step] as number;
    for (let k = 0; k < length; k++) {
      dst[base + k * step] = sum * norm;
      sum +=
        (src[base + clampIndex(k + r + 1, length) * step] as number) -
        (src[base + clampIndex(k - r, length) * step] as number);
    }
  }
}

const clampIndex = (k: number, n: number) => (k < 0 ? 0 : k >= n ? n - 1 : k);

/** The value at (x, y) by bilinear interpolation, clamped to the image. */
export function sample(image: GreyImage, x: number, y: number): number {
  const { width, height, data } = image;
  const cx = x < 0 ? 0 : x > width - 1.001 ? width - 1.001 : x;
  const cy = y < 0 ? 0 : y > height - 1.001 ? height - 1.001 : y;
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const fx = cx - x0;
  const fy = cy - y0;
  const i = y0 * width + x0;
  const a = data[i] as number;
  const b = data[i + 1] as number;
  const c = data[i + width] as number;
  const d = data[i + width + 1] as number;
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/** Sobel gradients (x to the right, y down). */
export function sobel(image: GreyImage): { gx: Float32Array; gy: Float32Array } {
  const { width: w, height: h, data: d } = image;
  const gx = new Float32Array(w * h);
  const gy = new Float32Array(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const tl = d[i - w - 1] as number;
      const t = d[i - w] as number;
      const tr = d[i - w + 1] as number;
      const l = d[i - 1] as number;
      const r = d[i + 1] as number;
      const bl = d[i + w - 1] as number;
      const b = d[i + w] as number;
      const br = d[i + w + 1] as number;
      gx[i] = (tr + 2 * r + br - tl - 2 * l - bl) / 8;
      gy[i] = (bl + 2 * b + br - tl - 2 * t - tr) / 8;
    }
  }
  return { gx, gy };
}

/** The q-quantile (0-1) of the values, by sorting a copy (fine for the small arrays used here). */
export function quantile(values: ArrayLike<number>, q: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values as ArrayLike<number>).sort();
  const k = Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))));
  return sorted[k] as number;
}

/** The q-quantile of values in 0-255 (rounded to whole levels), from a histogram: no sorting. */
export function levelQuantile(values: ArrayLike<number>, q: number, stride = 1): number {
  const counts = new Uint32Array(256);
  let n = 0;
  for (let i = 0; i < values.length; i += stride) {
    const v = values[i] as number;
    const level = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
    counts[level] = (counts[level] as number) + 1;
    n++;
  }
  const target = q * (n - 1);
  let seen = 0;
  for (let level = 0; level < 256; level++) {
    seen += counts[level] as number;
    if (seen > target) return level;
  }
  return 255;
}
