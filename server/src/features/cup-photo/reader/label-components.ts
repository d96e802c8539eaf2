/** Connected pieces of a binary mask (8-connected), each with its pixels, area, box and centroid. */

export interface Component {
  /** Indices into the mask (y * width + x). */
  pixels: Int32Array;
  area: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  /** Centroid in the mask's pixels. */
  cx: number;
  cy: number;
}

export function labelComponents(mask: Uint8Array, width: number, height: number, minArea: number): Component[] {
  const seen = new Uint8Array(mask.length);
  const out: Component[] = [];
  const stack = new Int32Array(mask.length);
  const pixels: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    seen[start] = 1;
    let top = 0;
    stack[top++] = start;
    pixels.length = 0;
    let minX = width;
    let minY = height;
    let maxX = 0;
    let maxY = 0;
    let sx = 0;
    let sy = 0;
    while (top > 0) {
      const i = stack[--top] as number;
      pixels.push(i);
      const x = i % width;
      const y = (i - x) / width;
      sx += x;
      sy += y;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const k = ny * width + nx;
          if (mask[k] && !seen[k]) {
            seen[k] = 1;
            stack[top++] = k;
          }
        }
      }
    }
    if (pixels.length < minArea) continue;
    out.push({
      pixels: Int32Array.from(pixels),
      area: pixels.length,
      minX,
      minY,
      maxX,
      maxY,
      cx: sx / pixels.length,
      cy: sy / pixels.length,
    });
  }
  return out;
}

/**
 * A piece found inside a box (`local` indices into a box `boxWidth` wide whose top-left is at `x0`,
 * `y0`) as a component of the image `width` wide it was cut from: its pixels, box and centroid there.
 */
export function componentInImage(
  local: ArrayLike<number>,
  boxWidth: number,
  x0: number,
  y0: number,
  width: number,
): Component {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let sx = 0;
  let sy = 0;
  const pixels = new Int32Array(local.length);
  for (let n = 0; n < local.length; n++) {
    const k = local[n] as number;
    const x = x0 + (k % boxWidth);
    const y = y0 + Math.floor(k / boxWidth);
    pixels[n] = y * width + x;
    sx += x;
    sy += y;
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { pixels, area: local.length, minX, minY, maxX, maxY, cx: sx / local.length, cy: sy / local.length };
}

/** The squared distance between two pieces' boxes (0 when they touch or overlap). */
export function boxGapSquared(a: Box, b: Box): number {
  const dx = Math.max(0, a.minX - b.maxX, b.minX - a.maxX);
  const dy = Math.max(0, a.minY - b.maxY, b.minY - a.maxY);
  return dx * dx + dy * dy;
}

type Box = Pick<Component, 'minX' | 'minY' | 'maxX' | 'maxY'>;

/** A piece's principal axis (radians, modulo pi) and elongation, from its pixels' second moments. */
export function axisOf(p: Component, width: number): { angle: number; elongation: number } {
  let m20 = 0;
  let m02 = 0;
  let m11 = 0;
  for (const i of p.pixels) {
    const dx = (i % width) - p.cx;
    const dy = Math.floor(i / width) - p.cy;
    m20 += dx * dx;
    m02 += dy * dy;
    m11 += dx * dy;
  }
  const root = Math.sqrt(((m20 - m02) / 2) ** 2 + m11 * m11);
  const l1 = (m20 + m02) / 2 + root;
  const l2 = Math.max(1e-6, (m20 + m02) / 2 - root);
  return { angle: 0.5 * Math.atan2(2 * m11, m20 - m02), elongation: Math.sqrt(l1 / l2) };
}

/** Degrees between two undirected directions (radians). */
export function axisApart(a: number, b: number): number {
  const d = Math.abs((((a - b) * 180) / Math.PI) % 180);
  return Math.min(d, 180 - d);
}
