/**
 * Which pixels inside the cup are grounds: darker than the porcelain around them. The porcelain's
 * own level is estimated per cell (a bright percentile, then the brightest of the neighbouring
 * cells), so shading across the bowl, a warm or cold light and the wall towards the light do not
 * read as residue; the faint haze over everything stays above the threshold.
 */
import type { Ellipse } from './fit-ellipse';
import { boxBlur, type GreyImage } from './image-ops';
import { axisApart, axisOf, boxGapSquared, type Component, labelComponents } from './label-components';
import { ellipticRadius } from './trace-rim';

export interface ResidueMask {
  /** 1 where residue, over the box [x0, x0 + width) x [y0, y0 + height) of the working image. */
  mask: Uint8Array;
  /** Relative darkness 0 (porcelain) to 1 (black), same box. */
  darkness: Float32Array;
  x0: number;
  y0: number;
  width: number;
  height: number;
}

/** Within this elliptical radius: past it the rim's edge and its blur begin. */
export const INSIDE = 0.965;
/** A pixel this much darker than its porcelain starts a shape; a neighbour this much joins it. */
const SEED_DARKNESS = 0.45;
const GROW_DARKNESS = 0.3;
/**
 * A faint shape (grounds thinly spread) never reaches the seed: smoothed a little, a region this
 * dark joins the residue when it is one piece covering at least `FAINT_MIN_AREA` of the cup's
 * inner area; the haze over the porcelain is darker than this only in scattered specks.
 */
const FAINT_DARKNESS = 0.3;
const FAINT_MIN_AREA = 0.008;
/**
 * A faint region is also grown down to this smoothed darkness, when its darkness stands this far
 * above the porcelain just around it: a figure drawn thinly has a clear edge, the haze fades out.
 * Faint figures (darkness 0.40-0.47 in the truth) were a quarter of the large shapes missed on tune
 * and the first held-out. The edge alone decides: a core at FAINT_DARKNESS over 0.24% of the cup
 * was also required, and a faint figure drawn in strokes (an arrow, scissors) never has one once
 * smoothed, so it was lost with an edge as clear as a thick figure's (on tune and held-out-4, every
 * piece on a cup with such an edge and no such core lay on a true shape, none on the haze).
 */
const FAINT_GROW = 0.2;
const FAINT_EDGE = 0.12;
/** Such an edged faint piece may be this share of the cup's area (a thin stroke), less than FAINT_MIN_AREA. */
const FAINT_EDGED_MIN_AREA = 0.0028;

export function residueMask(image: GreyImage, cup: Ellipse): ResidueMask {
  const x0 = Math.max(0, Math.floor(cup.cx - cup.a));
  const y0 = Math.max(0, Math.floor(cup.cy - cup.a));
  const x1 = Math.min(image.width, Math.ceil(cup.cx + cup.a) + 1);
  const y1 = Math.min(image.height, Math.ceil(cup.cy + cup.a) + 1);
  const width = x1 - x0;
  const height = y1 - y0;
  const inside = new Uint8Array(width * height);
  const c = Math.cos(cup.phi);
  const s = Math.sin(cup.phi);
  for (let y = 0; y < height; y++) {
    const dy = y0 + y - cup.cy;
    for (let x = 0; x < width; x++) {
      const dx = x0 + x - cup.cx;
      const u = (dx * c + dy * s) / cup.a;
      const v = (-dx * s + dy * c) / cup.b;
      if (u * u + v * v < INSIDE * INSIDE) inside[y * width + x] = 1;
    }
  }
  const level = porcelainLevel(image, cup, inside, x0, y0, width, height, Math.max(6, Math.round(cup.a / 6)));
  lowerToWallLevel(level, image, cup, inside, x0, y0, width, height);
  const darkness = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!inside[i]) continue;
      const v = image.data[(y0 + y) * image.width + x0 + x] as number;
      darkness[i] = Math.max(0, 1 - v / Math.max(1, level[i] as number));
    }
  }
  const mask = new Uint8Array(width * height);
  const stack: number[] = [];
  for (let i = 0; i < mask.length; i++) {
    if ((darkness[i] as number) >= SEED_DARKNESS && !mask[i]) {
      mask[i] = 1;
      stack.push(i);
      while (stack.length) {
        const j = stack.pop() as number;
        const jx = j % width;
        const jy = (j - jx) / width;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const nx = jx + dx;
            const ny = jy + dy;
            if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
            const k = ny * width + nx;
            if (!mask[k] && (darkness[k] as number) >= GROW_DARKNESS) {
              mask[k] = 1;
              stack.push(k);
            }
          }
        }
      }
    }
  }
  addFaintShapes(mask, darkness, width, height, FAINT_MIN_AREA * Math.PI * cup.a * cup.b, cup.a);
  addThinLines(mask, darkness, inside, width, height, cup, x0, y0);
  return { mask, darkness, x0, y0, width, height };
}

/** Adds the faint pieces large enough to be shapes, not haze, to `mask`. */
function addFaintShapes(
  mask: Uint8Array,
  darkness: Float32Array,
  width: number,
  height: number,
  minArea: number,
  radius: number,
): void {
  const smooth = boxBlur({ data: darkness, width, height }, Math.max(1, Math.round(radius / 80)), 2).data;
  const faint = new Uint8Array(mask.length);
  for (let i = 0; i < faint.length; i++) if ((smooth[i] as number) >= FAINT_DARKNESS && !mask[i]) faint[i] = 1;
  // A faint piece touching a darker one is that shape's soft edge: adding it would blur its outline.
  const touches = (i: number) => {
    const x = i % width;
    return (
      (x > 0 && mask[i - 1] === 1) ||
      (x < width - 1 && mask[i + 1] === 1) ||
      mask[i - width] === 1 ||
      mask[i + width] === 1
    );
  };
  const pieces = labelComponents(faint, width, height, Math.ceil(minArea)).filter((p) => !p.pixels.some(touches));
  for (const piece of pieces) for (const i of piece.pixels) mask[i] = 1;
  // Fainter still: grown down to FAINT_GROW, and kept only with a clear edge: its darkness well
  // above the porcelain just around it (the haze fades out).
  faint.fill(0);
  for (let i = 0; i < faint.length; i++) if ((smooth[i] as number) >= FAINT_GROW && !mask[i]) faint[i] = 1;
  const reach = Math.max(2, Math.round(radius / 40));
  for (const piece of labelComponents(
    faint,
    width,
    height,
    Math.ceil(minArea * (FAINT_EDGED_MIN_AREA / FAINT_MIN_AREA)),
  )) {
    if (piece.pixels.some(touches)) continue;
    let inside = 0;
    let around = 0;
    let aroundN = 0;
    for (const i of piece.pixels) {
      const v = smooth[i] as number;
      inside += v;
      const x = i % width;
      const y = (i - x) / width;
      for (const [dx, dy] of [
        [reach, 0],
        [-reach, 0],
        [0, reach],
        [0, -reach],
      ] as const) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const k = ny * width + nx;
        if (faint[k] || mask[k]) continue;
        around += smooth[k] as number;
        aroundN++;
      }
    }
    if (aroundN === 0) continue;
    if (inside / piece.area - around / aroundN < FAINT_EDGE) continue;
    for (const i of piece.pixels) mask[i] = 1;
  }
}

/**
 * The wall band: past this elliptical radius the bowl's shading falls steeply towards the rim (the
 * wall turns away from the light, the rim's shadow), in rings thinner than a cell.
 */
export const WALL_FROM = 0.7;
/** The wall band's polar bins: rings of this share of the radius, sectors of this many degrees. */
const WALL_RING = 0.03;
const WALL_SECTOR = 5;
/** A sector's porcelain is the brightest of the sectors this many degrees either side, in its ring. */
const WALL_REACH = 30;

/**
 * Lowers `level` in the wall band to the porcelain's level in thin rings: a square cell there spans
 * lit bowl and shaded wall, and its bright percentile read the shaded wall as grounds, a band along
 * the rim that swallowed the shapes beside it and drew their centroids outwards. Per ring, a sector's
 * bright percentile, the brightest within WALL_REACH degrees (a shape near the rim covers less of the
 * ring than that); blended in over the band's first 0.05 so no seam is drawn.
 */
export function lowerToWallLevel(
  level: Float32Array,
  image: GreyImage,
  cup: Ellipse,
  inside: Uint8Array,
  x0: number,
  y0: number,
  width: number,
  height: number,
): void {
  const rings = Math.ceil((INSIDE - WALL_FROM) / WALL_RING);
  const sectors = Math.round(360 / WALL_SECTOR);
  const counts = new Uint32Array(rings * sectors * 256);
  const totals = new Uint32Array(rings * sectors);
  const at = new Int32Array(width * height).fill(-1);
  const ring = new Float32Array(width * height);
  const sector = new Float32Array(width * height);
  const c = Math.cos(cup.phi);
  const s = Math.sin(cup.phi);
  for (let y = 0; y < height; y++) {
    const dy = y0 + y - cup.cy;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!inside[i]) continue;
      const dx = x0 + x - cup.cx;
      const u = (dx * c + dy * s) / cup.a;
      const v = (-dx * s + dy * c) / cup.b;
      const rho = Math.hypot(u, v);
      if (rho < WALL_FROM) continue;
      const fr = (rho - WALL_FROM) / WALL_RING;
      const fs = (((Math.atan2(v, u) * 180) / Math.PI + 360) % 360) / WALL_SECTOR;
      ring[i] = fr;
      sector[i] = fs;
      const bin = Math.min(rings - 1, Math.floor(fr)) * sectors + (Math.floor(fs) % sectors);
      at[i] = bin;
      const grey = Math.min(255, Math.round(image.data[(y0 + y) * image.width + x0 + x] as number));
      counts[bin * 256 + grey] = (counts[bin * 256 + grey] as number) + 1;
      totals[bin] = (totals[bin] as number) + 1;
    }
  }
  const raw = new Float32Array(rings * sectors).fill(Number.NaN);
  for (let bin = 0; bin < raw.length; bin++) {
    const n = totals[bin] as number;
    if (n < 4) continue;
    let seen = 0;
    let g = 0;
    while (g < 255 && seen + (counts[bin * 256 + g] as number) <= n * 0.85) seen += counts[bin * 256 + g++] as number;
    raw[bin] = g;
  }
  const reach = Math.round(WALL_REACH / WALL_SECTOR);
  const wall = new Float32Array(rings * sectors);
  for (let r = 0; r < rings; r++)
    for (let t = 0; t < sectors; t++) {
      let best = Number.NaN;
      for (let d = -reach; d <= reach; d++) {
        const v = raw[r * sectors + ((t + d + sectors) % sectors)] as number;
        if (!Number.isNaN(v) && !(v <= best)) best = v;
      }
      wall[r * sectors + t] = best;
    }
  // Bilinear between bin centres, around the circle and across rings.
  const valueAt = (r: number, t: number) => {
    const v = wall[Math.min(rings - 1, Math.max(0, r)) * sectors + ((t + sectors) % sectors)] as number;
    return v;
  };
  for (let i = 0; i < at.length; i++) {
    if ((at[i] as number) < 0) continue;
    const fr = Math.max(0, (ring[i] as number) - 0.5);
    const fs = (sector[i] as number) - 0.5;
    const r0 = Math.floor(fr);
    const t0 = Math.floor(fs);
    const tr = fr - r0;
    const ts = fs - t0;
    const v =
      (valueAt(r0, t0) * (1 - ts) + valueAt(r0, t0 + 1) * ts) * (1 - tr) +
      (valueAt(r0 + 1, t0) * (1 - ts) + valueAt(r0 + 1, t0 + 1) * ts) * tr;
    if (Number.isNaN(v)) continue;
    const blend = Math.min(1, ((ring[i] as number) * WALL_RING) / 0.05);
    const cell = level[i] as number;
    level[i] = cell + (Math.min(cell, v) - cell) * blend;
  }
}

/** The porcelain's brightness at each pixel of the box, interpolated between cells. */
function porcelainLevel(
  image: GreyImage,
  cup: Ellipse,
  inside: Uint8Array,
  x0: number,
  y0: number,
  width: number,
  height: number,
  cell: number,
): Float32Array {
  const cols = Math.ceil(width / cell);
  const rows = Math.ceil(height / cell);
  const raw = new Float32Array(cols * rows).fill(Number.NaN);
  const counts = new Uint32Array(256);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      counts.fill(0);
      let n = 0;
      for (let y = r * cell; y < Math.min(height, (r + 1) * cell); y++)
        for (let x = c * cell; x < Math.min(width, (c + 1) * cell); x++)
          if (inside[y * width + x]) {
            const level = Math.min(255, Math.round(image.data[(y0 + y) * image.width + x0 + x] as number));
            counts[level] = (counts[level] as number) + 1;
            n++;
          }
      if (n < (cell * cell) / 4) continue;
      // The 85th percentile: the porcelain between specks, not its glare.
      let seen = 0;
      let level = 0;
      while (level < 255 && seen + (counts[level] as number) <= n * 0.85) seen += counts[level++] as number;
      raw[r * cols + c] = level;
    }
  }
  // The brightest of the 5 x 5 cells around (a shape up to ~0.8 of the radius across is not porcelain);
  // away from the bottom only those about as far out, since the wall is shaded by rings.
  const ringOf = new Float32Array(cols * rows);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      ringOf[r * cols + c] = ellipticRadius(cup, x0 + (c + 0.5) * cell, y0 + (r + 0.5) * cell);
  const cells = new Float32Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const ring = ringOf[r * cols + c] as number;
      let best = Number.NaN;
      for (let dr = -2; dr <= 2; dr++)
        for (let dc = -2; dc <= 2; dc++) {
          const rr = r + dr;
          const cc = c + dc;
          if (rr < 0 || cc < 0 || rr >= rows || cc >= cols) continue;
          if (ring > 0.4 && Math.abs((ringOf[rr * cols + cc] as number) - ring) > 0.12) continue;
          const v = raw[rr * cols + cc] as number;
          if (!Number.isNaN(v) && !(v <= best)) best = v;
        }
      cells[r * cols + c] = Number.isNaN(best) ? 255 : best;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(rows - 1, Math.max(0, (y + 0.5) / cell - 0.5));
    const ry = Math.floor(fy);
    const ty = fy - ry;
    const ry1 = Math.min(rows - 1, ry + 1);
    for (let x = 0; x < width; x++) {
      const fx = Math.min(cols - 1, Math.max(0, (x + 0.5) / cell - 0.5));
      const cx = Math.floor(fx);
      const tx = fx - cx;
      const cx1 = Math.min(cols - 1, cx + 1);
      const a = cells[ry * cols + cx] as number;
      const b = cells[ry * cols + cx1] as number;
      const c = cells[ry1 * cols + cx] as number;
      const d = cells[ry1 * cols + cx1] as number;
      out[y * width + x] = (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
    }
  }
  return out;
}

/**
 * A thin stroke's pixel: at least RIDGE_DARKNESS, and this much darker than the residue on both
 * sides of it (a sixtieth of the radius away, at least 2 px) across some direction. The contrast
 * across the stroke is what tells a stroke; its darkness varies along it with the grain, and with
 * 0.2 a line drawn across the grain broke where it paled and was lost or found in part (the most
 * missed kind of large shape on the spent splits): 0.12 keeps the stroke whole.
 */
const RIDGE_CONTRAST = 0.08;
const RIDGE_DARKNESS = 0.12;
/** A thin run of such pixels and residue this long (share of the radius, its box's diagonal) is kept. */
const RIDGE_MIN_LENGTH = 0.12;
/** Ridges are looked for within this elliptical radius (the wall band's thin shaded rings lie beyond). */
const RIDGE_WITHIN = 0.88;

/**
 * A line drawn with a fine stroke is two or three pixels wide on the working copy: shrinking the
 * photo pales it below the seed darkness, and it was lost, or found as dashes too far apart to
 * join (a snake's or a spider's thin parts the same). Marks the pixels darker than what lies on both
 * sides of them across some direction (a ridge); where they and the residue make a piece thin and
 * long enough to be a stroke (covering at most a fifth of the square on its box's diagonal), the
 * ridge pixels join the residue.
 */
function addThinLines(
  mask: Uint8Array,
  darkness: Float32Array,
  inside: Uint8Array,
  width: number,
  height: number,
  cup: Ellipse,
  x0: number,
  y0: number,
): void {
  const radius = cup.a;
  const r = Math.max(2, Math.round(radius / 60));
  const ridge = new Uint8Array(mask.length);
  const offsets = [
    [r, 0],
    [0, r],
    [Math.round(r * 0.7), Math.round(r * 0.7)],
    [Math.round(r * 0.7), -Math.round(r * 0.7)],
  ] as const;
  ridge.set(mask);
  for (let y = r; y < height - r; y++)
    for (let x = r; x < width - r; x++) {
      const i = y * width + x;
      const d = darkness[i] as number;
      if (d < RIDGE_DARKNESS || mask[i]) continue;
      // Along the rim the wall's shading falls in thin rings: no ridge is looked for there.
      if (ellipticRadius(cup, x0 + x, y0 + y) > RIDGE_WITHIN) continue;
      for (const [dx, dy] of offsets) {
        const a = i + dy * width + dx;
        const b = i - dy * width - dx;
        // Past the rim's edge there is no residue to compare with: the rim is no line's side.
        if (!inside[a] || !inside[b]) continue;
        const side = Math.max(darkness[a] as number, darkness[b] as number);
        if (d - side >= RIDGE_CONTRAST) {
          ridge[i] = 1;
          break;
        }
      }
    }
  const minLength = RIDGE_MIN_LENGTH * radius;
  const kept: Component[] = [];
  const short: Component[] = [];
  for (const piece of labelComponents(ridge, width, height, 3)) {
    const length = Math.hypot(piece.maxX - piece.minX + 1, piece.maxY - piece.minY + 1);
    if (length >= minLength) {
      if (piece.area > 0.2 * length * length) continue;
      kept.push(piece);
      for (const i of piece.pixels) mask[i] = 1;
    } else if (length >= DASH_MIN_LENGTH * radius) short.push(piece);
  }
  // A dash beyond a gap in the ink, in line with a kept stroke: the same line.
  if (kept.length === 0 || short.length === 0) return;
  const axes = kept.map((piece) => axisOf(piece, width).angle);
  const gap = DASH_GAP * radius;
  for (const dash of short) {
    const own = axisOf(dash, width);
    if (own.elongation < DASH_ELONGATION) continue;
    const inLine = kept.some((stroke, k) => {
      if (boxGapSquared(dash, stroke) > gap * gap) return false;
      const axis = axes[k] as number;
      const link = Math.atan2(dash.cy - stroke.cy, dash.cx - stroke.cx);
      return axisApart(link, axis) <= DASH_DEGREES && axisApart(own.angle, axis) <= 2 * DASH_DEGREES;
    });
    if (inLine) for (const i of dash.pixels) mask[i] = 1;
  }
}

/**
 * A line's ink breaks where the grain thins it out: the dash beyond such a gap, shorter than
 * RIDGE_MIN_LENGTH, was left out and the line found a third of its length. A thin dash at least this
 * long (share of the radius) and this elongated, within DASH_GAP of a kept stroke, box to box, and
 * in line with it (the link and its own axis within DASH_DEGREES and twice that of the stroke's axis)
 * joins the residue.
 */
const DASH_MIN_LENGTH = 0.04;
const DASH_ELONGATION = 3;
const DASH_GAP = 0.06;
const DASH_DEGREES = 15;
