/**
 * The evaluation set's photo generator (issue 31, "Evaluation, written apart from the reader"):
 * realistic photos of a Turkish coffee cup seen from above after the grounds dried, with the truth
 * of every photo, plus photos that are not a reading (a face, a landscape, a page of text, a wall,
 * a clean cup, a too-dark and a too-blurred one). Everything follows from the seed: the same seed
 * and size give the same bytes. The scene is drawn in fractions of the photo, so a seed gives the
 * same scene (and the same truth, up to rounding) at 1600x1200 and at 4000x3000.
 *
 * Written by someone who never saw the reader or its silhouettes; see README.md.
 */
import { angleBetween, type CupZone, type ShapeForm, zoneAt } from '@contract/cup-photos';
import sharp from 'sharp';
import { DRAWN_SYMBOL_IDS } from '../drawn-symbols';
import {
  apply,
  dilate,
  fromGrid,
  GRID,
  loadSilhouettes,
  type Mat,
  mul,
  type Polygon,
  polygonPath,
  Rng,
  rasterise,
  rotate,
  scale,
  svgMatrix,
  translate,
} from './geometry';
import { mottled, noiseField, parseHex, type Rgb, tableTexture } from './texture';

export const PHOTO_KINDS = ['cup', 'face', 'landscape', 'text', 'wall', 'empty-cup', 'dark', 'blurred'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** What a correct reader does with the photo. */
export type PhotoExpectation = 'reading' | 'not-a-cup' | 'no-grounds' | 'too-dark' | 'too-blurred';

export const EXPECTED: Record<PhotoKind, PhotoExpectation> = {
  cup: 'reading',
  face: 'not-a-cup',
  landscape: 'not-a-cup',
  text: 'not-a-cup',
  wall: 'not-a-cup',
  'empty-cup': 'no-grounds',
  dark: 'too-dark',
  blurred: 'too-blurred',
};

export interface TruthShape {
  /** The placed silhouette's symbol, or null for residue read by its form. */
  symbolId: string | null;
  form: ShapeForm;
  /** zoneAt(radius, fromHandle) of the shape's centroid, in the cup's own (un-tilted) coordinates. */
  zone: CupZone;
  /** Tight box of the residue as drawn (before the ragged edge, +-1% of the inner radius), fractions of the photo. */
  box: { x: number; y: number; w: number; h: number };
  /** Large enough, dark enough, inside the cup, no glare on it and apart from every other shape. */
  clear: boolean;
  /** The shape's area as a fraction of the cup's inner area (un-tilted). */
  area: number;
  /** The centroid in the cup's own polar coordinates: radius (1 = inner rim), angle clockwise from 12 o'clock. */
  radius: number;
  angle: number;
  /** Degrees between the centroid and the handle, 0 to 180. */
  fromHandle: number;
  /** Half the shape's largest extent, as a fraction of the inner radius. */
  size: number;
  /** 0 to 1: how opaque the residue is. */
  darkness: number;
  /** Figures only: degrees clockwise in the cup's own coordinates, and whether it was mirrored first. */
  rotation?: number;
  mirrored?: boolean;
}

export interface PhotoTruth {
  seed: number;
  kind: PhotoKind;
  expected: PhotoExpectation;
  width: number;
  height: number;
  /**
   * The inside of the cup (the rim's inner edge). x, y: centre as fractions of width and height;
   * r: inner radius as a fraction of the width (the ellipse's semi-major axis, the true radius).
   * rx, ry: semi-axes as fractions of the width; rotation: the major axis in degrees clockwise
   * from the photo's x axis; tilt: degrees, ry = rx * cos(tilt). rimOuter: the rim's outer edge
   * as a multiple of the inner radius.
   */
  cup?: { x: number; y: number; r: number; rx: number; ry: number; rotation: number; tilt: number; rimOuter: number };
  /** Degrees clockwise from 12 o'clock in the photo (the direction from the cup's centre to the handle). */
  handleAngle?: number;
  /** The same in the cup's own, un-tilted coordinates (the one the zones use). */
  handleAngleInCup?: number;
  shapes: TruthShape[];
  scene: { table?: string; light: 'warm' | 'cold' | 'neutral'; jpegQuality: number; blurSigma: number };
}

export interface GenerateOptions {
  width?: number;
  height?: number;
  kind?: PhotoKind;
}

const f = (v: number, d = 2) => +v.toFixed(d);
const deg = (r: number) => (r * 180) / Math.PI;
const rad = (d: number) => (d * Math.PI) / 180;
const norm360 = (a: number) => ((a % 360) + 360) % 360;
/** Clockwise from 12 o'clock, y down. */
const clockAngle = (x: number, y: number) => norm360(deg(Math.atan2(x, -y)));

function hex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
function jitter(rng: Rng, h: string, amount: number): string {
  const c = parseHex(h);
  const k = rng.range(-amount, amount);
  return hex([c[0] + k + rng.range(-4, 4), c[1] + k + rng.range(-4, 4), c[2] + k + rng.range(-4, 4)]);
}

/** Light from `angle` (degrees clockwise from 12 o'clock in the photo): a gradient across the photo and a vignette. */
function lightOverlays(rng: Rng, W: number, H: number): { defs: string; body: string; angle: number } {
  const angle = rng.range(0, 360);
  const dx = Math.sin(rad(angle));
  const dy = -Math.cos(rad(angle));
  const R = Math.hypot(W, H) / 2;
  const strength = rng.range(0.08, 0.3);
  const vig = rng.range(0.12, 0.45);
  const defs = `<linearGradient id="lg" gradientUnits="userSpaceOnUse" x1="${f(W / 2 + dx * R)}" y1="${f(H / 2 + dy * R)}" x2="${f(W / 2 - dx * R)}" y2="${f(H / 2 - dy * R)}">
<stop offset="0" stop-color="#fff" stop-opacity="${f(strength * 0.6)}"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${f(strength)}"/></linearGradient>
<radialGradient id="vig" gradientUnits="userSpaceOnUse" cx="${W / 2}" cy="${H / 2}" r="${f(R)}">
<stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${f(vig)}"/></radialGradient>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#lg)"/><rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return { defs, body, angle };
}

interface Element {
  symbolId: string | null;
  form: ShapeForm;
  /** Polygons in the cup's own coordinates (1 = inner radius). */
  polys: Polygon[];
  /** SVG for the residue's mask, in photo pixels. */
  svg: (cupToPhoto: Mat, fill: string) => string;
  size: number;
  centre: [number, number];
  darkness: number;
  rotation?: number;
  mirrored?: boolean;
}

function blob(rng: Rng, cx: number, cy: number, r: number, n: number, rough: number): Polygon {
  const phases = [rng.range(0, 6.3), rng.range(0, 6.3), rng.range(0, 6.3)];
  const amps = [rng.range(0, rough), rng.range(0, rough * 0.6), rng.range(0, rough * 0.4)];
  const p: Polygon = [];
  for (let k = 0; k < n; k++) {
    const t = (k / n) * Math.PI * 2;
    let rr = 1;
    for (let h = 0; h < 3; h++) rr += amps[h]! * Math.sin((h + 2) * t + phases[h]!);
    rr *= 1 + rng.range(-rough, rough) * 0.3;
    p.push(cx + Math.cos(t) * r * rr, cy + Math.sin(t) * r * rr);
  }
  return p;
}

function formElement(rng: Rng, form: Exclude<ShapeForm, 'figure'>, cx: number, cy: number, size: number): Element {
  const polys: Polygon[] = [];
  let darkness = rng.range(0.55, 0.92);
  if (form === 'dots') {
    const n = rng.int(7, 28);
    for (let k = 0; k < n; k++) {
      const a = rng.range(0, Math.PI * 2);
      const d = Math.sqrt(rng.next()) * size;
      polys.push(blob(rng, cx + Math.cos(a) * d, cy + Math.sin(a) * d, rng.range(0.006, 0.018), 9, 0.25));
    }
  } else if (form === 'line') {
    const a = rng.range(0, Math.PI * 2);
    const bend = rng.range(-0.25, 0.25) * size;
    const w = rng.range(0.012, 0.028);
    const L: number[] = [];
    const R: number[] = [];
    const N = 24;
    for (let k = 0; k <= N; k++) {
      const t = k / N;
      const along = (t * 2 - 1) * size;
      const off = bend * (1 - (t * 2 - 1) ** 2);
      const px = cx + Math.cos(a) * along - Math.sin(a) * off;
      const py = cy + Math.sin(a) * along + Math.cos(a) * off;
      const half = (w / 2) * Math.sin(Math.PI * Math.min(0.98, Math.max(0.02, t))) ** 0.35;
      L.push(px - Math.sin(a) * half, py + Math.cos(a) * half);
      R.push(px + Math.sin(a) * half, py - Math.cos(a) * half);
    }
    const poly: Polygon = [...L];
    for (let k = R.length - 2; k >= 0; k -= 2) poly.push(R[k]!, R[k + 1]!);
    polys.push(poly);
  } else if (form === 'ring') {
    const th = rng.range(0.018, 0.04);
    const outer = blob(rng, cx, cy, size, 40, 0.06);
    const inner: Polygon = [];
    for (let k = outer.length - 2; k >= 0; k -= 2) {
      const dx = outer[k]! - cx;
      const dy = outer[k + 1]! - cy;
      const d = Math.hypot(dx, dy);
      inner.push(cx + (dx * (d - th)) / d, cy + (dy * (d - th)) / d);
    }
    polys.push(outer, inner);
  } else {
    polys.push(blob(rng, cx, cy, size / 1.25, 36, 0.22));
    darkness = rng.range(0.75, 0.97);
  }
  return {
    symbolId: null,
    form,
    polys,
    size,
    centre: [cx, cy],
    darkness,
    svg: (m, fill) => `<path d="${polygonPath(polys, m)}" fill="${fill}"/>`,
  };
}

interface CupGeometry {
  cx: number;
  cy: number;
  a: number;
  tilt: number;
  rho: number;
  /** Cup coordinates (1 = inner radius) to photo pixels. */
  toPhoto: Mat;
  handleCup: number;
  handlePhoto: number;
  rimOuter: number;
}

function ellipseAt(g: CupGeometry, k: number, attrs: string, du = 0, dv = 0): string {
  const [x, y] = apply(g.toPhoto, du, dv);
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(k * g.a)}" ry="${f(k * g.a * Math.cos(rad(g.tilt)))}" transform="rotate(${f(g.rho)} ${f(x)} ${f(y)})" ${attrs}/>`;
}

/** The residue, composed on the pixels (see applyResidue). */
interface ResiduePlan {
  /** The shapes' coverage (red) and darkness (green) over the region, black elsewhere. */
  maskSvg: string;
  x0: number;
  y0: number;
  rw: number;
  rh: number;
  seed: number;
  a: number;
  /** Photo pixels to cup coordinates. */
  toCup: Mat;
  haze: { opacity: number; threshold: number; colour: Rgb };
  colour: Rgb;
}

/** A scene: a textured base (raw RGB at half size) under an SVG without filters, and the residue between the layers. */
interface Scene {
  base?: { rgb: Buffer; w: number; h: number };
  lower: string;
  residue?: ResiduePlan;
  upper?: string;
}

interface CupSceneResult {
  scene: Scene;
  truth: Pick<PhotoTruth, 'cup' | 'handleAngle' | 'handleAngleInCup' | 'shapes'> & { table: string };
}

const svgDoc = (W: number, H: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;

function halfBase(rng: Rng, W: number, H: number): { name: string; base: { rgb: Buffer; w: number; h: number } } {
  const w = Math.ceil(W / 2);
  const h = Math.ceil(H / 2);
  const t = tableTexture(rng, w, h);
  return { name: t.name, base: { rgb: t.rgb, w, h } };
}

function invert(m: Mat): Mat {
  const [a, b, c, d, e, f2] = m;
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f2 - d * e) / det, (b * e - a * f2) / det];
}

function cupScene(rng: Rng, W: number, H: number, residue: boolean): CupSceneResult {
  const m = Math.min(W, H);
  const table = halfBase(rng, W, H);
  const light = lightOverlays(rng, W, H);

  // The cup's place, size and tilt.
  const a = rng.range(0.2, 0.3) * m;
  const tilt = rng.chance(0.3) ? rng.range(0, 6) : rng.range(0, 25);
  const rho = rng.range(0, 180);
  const c = Math.cos(rad(tilt));
  const K = mul(rotate(rho), mul(scale(a, a * c), rotate(-rho)));
  const handleCup = rng.range(0, 360);
  const rimOuter = rng.range(1.08, 1.15);
  const handleLen = rng.range(0.32, 0.5);
  const handleW = rng.range(0.26, 0.36);
  let cx = W / 2 + rng.gauss() * 0.06 * W;
  let cy = H / 2 + rng.gauss() * 0.06 * H;
  {
    // Keep the rim and the handle inside the frame.
    const pts: [number, number][] = [];
    for (let i = 0; i < 36; i++) {
      const t = (i / 36) * Math.PI * 2;
      pts.push(apply(K, Math.cos(t) * rimOuter, Math.sin(t) * rimOuter));
    }
    const hd = rimOuter + handleLen + 0.02;
    for (const s of [-1, 0, 1])
      pts.push(
        apply(
          K,
          Math.sin(rad(handleCup)) * hd + Math.cos(rad(handleCup)) * s * handleW * 0.5,
          -Math.cos(rad(handleCup)) * hd + Math.sin(rad(handleCup)) * s * handleW * 0.5,
        ),
      );
    const minX = Math.min(...pts.map((p) => p[0]));
    const maxX = Math.max(...pts.map((p) => p[0]));
    const minY = Math.min(...pts.map((p) => p[1]));
    const maxY = Math.max(...pts.map((p) => p[1]));
    const margin = 0.025 * m;
    cx = Math.min(Math.max(cx, margin - minX), W - margin - maxX);
    cy = Math.min(Math.max(cy, margin - minY), H - margin - maxY);
  }
  const toPhoto = mul(translate(cx, cy), K);
  const hdir = apply(K, Math.sin(rad(handleCup)), -Math.cos(rad(handleCup)));
  const g: CupGeometry = {
    cx,
    cy,
    a,
    tilt,
    rho,
    toPhoto,
    handleCup,
    handlePhoto: clockAngle(hdir[0], hdir[1]),
    rimOuter,
  };

  // Light and shadow.
  const lightCup = rng.range(0, 360); // where the light comes from, in cup coordinates
  const lx = Math.sin(rad(lightCup));
  const ly = -Math.cos(rad(lightCup));
  const shadowLen = rng.range(0.04, 0.14);
  const shadowBlur = rng.range(0.025, 0.07) * a;
  const shadowOpacity = rng.range(0.25, 0.5);
  const porcelain = rng.pick(['#f5f3ee', '#f2ede3', '#eef0f2', '#f7f4ec', '#efe9df', '#f4f1ea']);
  const pc = parseHex(porcelain);
  const shade = (k: number) => hex([pc[0] * k, pc[1] * k, pc[2] * k]);
  const saucerColour = rng.chance(0.7)
    ? porcelain
    : rng.pick(['#e7dcc6', '#d9e4ea', '#2f6f8f', '#8e2f36', '#e8e0d0', '#3a5f4a']);
  const sc = parseHex(saucerColour);
  const saucerR = rng.range(1.6, 2.05);
  const saucerOff: [number, number] = [rng.range(-0.08, 0.08), rng.range(-0.08, 0.08)];
  const decor = rng.pick(['none', 'none', 'gold', 'band'] as const);
  const decorColour =
    decor === 'gold' ? '#c6a04a' : rng.pick(['#2aa5a0', '#2a4d9b', '#a8322d', '#3d7a4f', '#c6a04a', '#7a2f6b']);

  const L = (k: number): [number, number] => [lx * k, ly * k];
  const sOff = L(-shadowLen);
  const soft = (id: string, opacity: number, edge: number) =>
    `<radialGradient id="${id}"><stop offset="${f(1 - edge, 3)}" stop-color="#000" stop-opacity="${f(opacity)}"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  const lightDirPhoto = apply(K, lx, ly);
  const lpx = lightDirPhoto[0] / Math.hypot(...lightDirPhoto);
  const lpy = lightDirPhoto[1] / Math.hypot(...lightDirPhoto);
  const gradAlong = (id: string, from: string, to: string, fromOp = 1, toOp = 1) =>
    `<linearGradient id="${id}" x1="${f(0.5 + lpx * 0.5)}" y1="${f(0.5 + lpy * 0.5)}" x2="${f(0.5 - lpx * 0.5)}" y2="${f(0.5 - lpy * 0.5)}"><stop offset="0" stop-color="${from}" stop-opacity="${fromOp}"/><stop offset="1" stop-color="${to}" stop-opacity="${toOp}"/></linearGradient>`;

  let defs = '';
  const upperDefs = light.defs;
  defs +=
    soft('sb', shadowOpacity, (shadowBlur * 3) / (a * rimOuter)) +
    soft('sbb', shadowOpacity * 0.85, (shadowBlur * 4) / (a * saucerR));
  defs += gradAlong(
    'saucerG',
    hex([sc[0] * 1.02, sc[1] * 1.02, sc[2] * 1.02]),
    hex([sc[0] * 0.86, sc[1] * 0.86, sc[2] * 0.86]),
  );
  defs += gradAlong('rimG', shade(1.03), shade(0.88));
  defs += gradAlong('handleG', shade(1.02), shade(0.8));
  const dirShade = rng.range(0.1, 0.35);
  const innerDir = gradAlong('innerDir', '#000', '#000', dirShade, 0);
  let upper = '';
  let udefs = upperDefs;
  udefs += `<radialGradient id="bowl"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${f(rng.range(0.05, 0.16))}"/></radialGradient>`;
  udefs += `<radialGradient id="glare"><stop offset="0" stop-color="#fff" stop-opacity="1"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.8"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  udefs += innerDir;
  let body = '';
  // Saucer: shadow on the table, the plate, its bands and the well under the cup.
  body += ellipseAt(
    g,
    saucerR + (shadowBlur * 2) / a,
    'fill="url(#sbb)"',
    saucerOff[0] + sOff[0] * 1.4,
    saucerOff[1] + sOff[1] * 1.4,
  );
  body += ellipseAt(g, saucerR, 'fill="url(#saucerG)"', ...saucerOff);
  body += ellipseAt(
    g,
    saucerR * 0.975,
    `fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="${f(a * 0.012)}"`,
    ...saucerOff,
  );
  if (rng.chance(0.45))
    body += ellipseAt(
      g,
      saucerR * rng.range(0.86, 0.93),
      `fill="none" stroke="${decorColour}" stroke-opacity="0.85" stroke-width="${f(a * rng.range(0.015, 0.05))}"`,
      ...saucerOff,
    );
  body += ellipseAt(
    g,
    rimOuter * 1.12,
    `fill="none" stroke="#000" stroke-opacity="0.06" stroke-width="${f(a * 0.05)}"`,
    ...saucerOff,
  );
  body += ellipseAt(
    g,
    rimOuter * 1.12,
    `fill="none" stroke="#000" stroke-opacity="0.06" stroke-width="${f(a * 0.02)}"`,
    ...saucerOff,
  );

  // The handle: a loop protruding outside the rim, its shadow on the saucer.
  const hx = Math.sin(rad(handleCup));
  const hy = -Math.cos(rad(handleCup));
  const local = (x: number, y: number): [number, number] => [hx * x - hy * y, hy * x + hx * y];
  const loop = (x0: number, x1: number, hw: number): Polygon => {
    const p: Polygon = [];
    const r = hw;
    for (let i = 0; i <= 12; i++) {
      const t = -Math.PI / 2 + (Math.PI * i) / 12;
      p.push(...local(x1 - r + Math.cos(t) * r, Math.sin(t) * r));
    }
    p.push(...local(x0, hw * 0.85), ...local(x0, -hw * 0.85));
    return p;
  };
  const hOuter = loop(rimOuter - 0.08, rimOuter + handleLen, handleW / 2);
  const hHoleRaw = loop(rimOuter + 0.03, rimOuter + handleLen - 0.065, handleW / 2 - 0.07);
  const hHole: Polygon = [];
  for (let k = hHoleRaw.length - 2; k >= 0; k -= 2) hHole.push(hHoleRaw[k]!, hHoleRaw[k + 1]!);
  const handlePath = polygonPath([hOuter, hHole], toPhoto);
  for (const k of [0.7, 1, 1.3]) {
    const shadowShift = mul(translate(...apply(K, sOff[0] * k * 1.3, sOff[1] * k * 1.3)), toPhoto);
    body += `<path d="${polygonPath([hOuter, hHole], shadowShift)}" fill="#000" opacity="${f(shadowOpacity / 2.5)}"/>`;
  }
  body += `<path d="${handlePath}" fill="url(#handleG)"/>`;
  body += `<path d="${handlePath}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="${f(a * 0.006)}"/>`;

  // The cup's shadow, the rim band and its decoration.
  body += ellipseAt(g, rimOuter + (shadowBlur * 1.5) / a, 'fill="url(#sb)"', sOff[0], sOff[1]);
  body += ellipseAt(g, rimOuter, 'fill="url(#rimG)"');
  if (decor !== 'none')
    body += ellipseAt(
      g,
      rimOuter - 0.012,
      `fill="none" stroke="${decorColour}" stroke-width="${f(a * rng.range(0.008, 0.02))}"`,
    );
  body += ellipseAt(g, rimOuter, `fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="${f(a * 0.005)}"`);

  // The inside: porcelain, a little darker than the rim.
  const inside = rng.range(0.9, 0.97);
  body += ellipseAt(g, 1, `fill="${shade(inside)}"`);

  // Residue: haze that is not a shape, then the shapes themselves.
  const elements: Element[] = [];
  const residueColour = rng.pick(['#2b1a0f', '#3a2414', '#24170d', '#4a2f1a', '#1f140c', '#33200f']);
  const glares: { u: number; v: number; r: number; k: number; opacity: number }[] = [];
  let residuePlan: ResiduePlan | undefined;
  if (residue) {
    const silhouettes = loadSilhouettes();
    const order = [...DRAWN_SYMBOL_IDS];
    for (let i = order.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const nFig = rng.int(2, 7);
    const forms: Exclude<ShapeForm, 'figure'>[] = [];
    const nForms = rng.int(0, 3);
    for (let k = 0; k < nForms; k++) forms.push(rng.pick(['dots', 'dots', 'line', 'line', 'ring', 'mass'] as const));
    const placed: { u: number; v: number; s: number }[] = [];
    const place = (s0: number, maxR: number): { u: number; v: number; s: number } | null => {
      let s = s0;
      const overlapOk = rng.chance(0.1);
      for (let attempt = 0; attempt < 60; attempt++) {
        if (attempt === 30) s *= 0.8;
        const lim = Math.max(0.02, maxR - 0.85 * s);
        const d = Math.sqrt(rng.next()) * lim;
        const t = rng.range(0, Math.PI * 2);
        const u = Math.cos(t) * d;
        const v = Math.sin(t) * d;
        if (overlapOk || placed.every((p) => Math.hypot(p.u - u, p.v - v) > (p.s + s) * 0.92 + 0.03)) {
          placed.push({ u, v, s });
          return { u, v, s };
        }
      }
      return null;
    };
    for (let k = 0; k < nFig; k++) {
      const id = order[k]!;
      const sil = silhouettes.get(id)!;
      const spot = place(rng.range(0.08, 0.35), rng.chance(0.12) ? 1.05 : 0.97);
      const rotation = rng.range(0, 360);
      const mirrored = rng.chance(0.5);
      const darkness = rng.chance(0.15) ? rng.range(0.4, 0.6) : rng.range(0.6, 0.97);
      if (!spot) continue;
      const k2 = spot.s / sil.radius;
      const P = mul(
        translate(spot.u, spot.v),
        mul(rotate(rotation), mul(scale(mirrored ? -k2 : k2, k2), translate(-sil.cx, -sil.cy))),
      );
      const polys = sil.polygons.map((p) => {
        const out: Polygon = [];
        for (let i = 0; i < p.length; i += 2) out.push(...apply(P, p[i]!, p[i + 1]!));
        return out;
      });
      elements.push({
        symbolId: id,
        form: 'figure',
        polys,
        size: spot.s,
        centre: [spot.u, spot.v],
        darkness,
        rotation: f(rotation, 1),
        mirrored,
        svg: (cm, fill) => `<path d="${sil.d}" transform="${svgMatrix(mul(cm, P))}" fill="${fill}"/>`,
      });
    }
    for (const form of forms) {
      const size =
        form === 'dots'
          ? rng.range(0.05, 0.14)
          : form === 'line'
            ? rng.range(0.12, 0.35)
            : form === 'ring'
              ? rng.range(0.05, 0.13)
              : rng.range(0.07, 0.2);
      const spot = place(size, 0.95);
      const seed = rng.seed();
      if (!spot) continue;
      elements.push(formElement(new Rng(seed), form, spot.u, spot.v, spot.s));
    }

    // Glare on the glossy porcelain: mostly on the wall facing the light, sometimes near the centre.
    const nGlare = rng.int(0, 3);
    for (let k = 0; k < nGlare; k++) {
      const centreSpot = rng.chance(0.25);
      const ang = lightCup + 180 + rng.range(-35, 35);
      const d = centreSpot ? rng.range(0, 0.35) : rng.range(0.6, 0.92);
      glares.push({
        u: Math.sin(rad(ang)) * d,
        v: -Math.cos(rad(ang)) * d,
        r: rng.range(0.025, 0.1),
        k: rng.range(0.35, 1),
        opacity: rng.range(0.5, 0.95),
      });
    }

    const hazeOpacity = rng.range(0.18, 0.45);
    const hazeThreshold = rng.range(0.42, 0.62);
    const x0 = Math.max(0, Math.floor(cx - a * 1.02));
    const y0 = Math.max(0, Math.floor(cy - a * 1.02));
    const rw = Math.min(W, Math.ceil(cx + a * 1.02)) - x0;
    const rh = Math.min(H, Math.ceil(cy + a * 1.02)) - y0;
    const shift = translate(-x0, -y0);
    const maskBody = elements
      .map((e) => e.svg(mul(shift, toPhoto), `rgb(255,${Math.round(e.darkness * 255)},0)`))
      .join('');
    residuePlan = {
      maskSvg: svgDoc(rw, rh, '', `<rect width="${rw}" height="${rh}" fill="#000"/>${maskBody}`),
      x0,
      y0,
      rw,
      rh,
      seed: rng.seed(),
      a,
      toCup: invert(toPhoto),
      haze: { opacity: hazeOpacity, threshold: hazeThreshold, colour: parseHex(jitter(rng, '#8a5a34', 14)) },
      colour: parseHex(jitter(rng, residueColour, 8)),
    };
  }

  // Shading inside the bowl: the wall towards the light is in the rim's shadow.
  const crescentShift = rng.range(0.06, 0.2);
  const dEll = apply(rotate(-rho), lx, ly);
  udefs += `<radialGradient id="cres" cx="${f(0.5 - (dEll[0] * crescentShift) / 2, 4)}" cy="${f(0.5 - (dEll[1] * crescentShift) / 2, 4)}" r="0.5"><stop offset="0.86" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${f(rng.range(0.12, 0.32))}"/></radialGradient>`;
  upper += ellipseAt(g, 1, 'fill="url(#innerDir)"');
  upper += ellipseAt(g, 1, 'fill="url(#bowl)"');
  upper += ellipseAt(g, 1, 'fill="url(#cres)"');
  upper += ellipseAt(g, 1, `fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="${f(a * 0.007)}"`);
  // Highlight along the rim on the lit side.
  upper += ellipseAt(
    g,
    (1 + rimOuter) / 2,
    `fill="none" stroke="#fff" stroke-opacity="${f(rng.range(0.15, 0.4))}" stroke-width="${f(a * 0.012)}"`,
    lx * 0.02,
    ly * 0.02,
  );
  for (const gl of glares) {
    const [x, y] = apply(toPhoto, gl.u, gl.v);
    const tang = clockAngle(...apply(K, gl.u, gl.v));
    upper += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(gl.r * a)}" ry="${f(gl.r * gl.k * a)}" transform="rotate(${f(tang)} ${f(x)} ${f(y)})" fill="url(#glare)" opacity="${f(gl.opacity)}"/>`;
  }
  upper += light.body;

  // The truth, from masks in the cup's own coordinates.
  const half = GRID / 2;
  const disk = new Uint8Array(GRID * GRID);
  for (let j = 0; j < GRID; j++)
    for (let i = 0; i < GRID; i++) {
      const u = fromGrid(i + 0.5);
      const v = fromGrid(j + 0.5);
      if (u * u + v * v <= 0.985 * 0.985) disk[j * GRID + i] = 1;
    }
  const glareMask = new Uint8Array(GRID * GRID);
  for (const gl of glares) {
    if (gl.opacity < 0.4) continue;
    const p: Polygon = [];
    const tang = rad(clockAngle(gl.u, gl.v));
    for (let k = 0; k < 24; k++) {
      const t = (k / 24) * Math.PI * 2;
      const ex = Math.cos(t) * gl.r * 0.7;
      const ey = Math.sin(t) * gl.r * gl.k * 0.7;
      p.push(gl.u + ex * Math.cos(tang) - ey * Math.sin(tang), gl.v + ex * Math.sin(tang) + ey * Math.cos(tang));
    }
    const gm = rasterise([p]);
    for (let i = 0; i < gm.length; i++) glareMask[i] = glareMask[i]! | gm[i]!;
  }
  const masks = elements.map((e) => {
    const raw = rasterise(e.polys);
    const clipped = new Uint8Array(raw.length);
    let nRaw = 0;
    let nIn = 0;
    for (let i = 0; i < raw.length; i++)
      if (raw[i]) {
        nRaw++;
        if (disk[i]) {
          clipped[i] = 1;
          nIn++;
        }
      }
    return { clipped, nRaw, nIn };
  });
  const grown = masks.map((mk) => dilate(mk.clipped, 4));
  const ex = (Math.abs(toPhoto[0]) + Math.abs(toPhoto[2])) / GRID;
  const ey = (Math.abs(toPhoto[1]) + Math.abs(toPhoto[3])) / GRID;
  const shapes: TruthShape[] = [];
  elements.forEach((e, idx) => {
    const mk = masks[idx]!;
    if (mk.nIn < 4) return;
    let su = 0;
    let sv = 0;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    let glared = 0;
    let overlaps = false;
    for (let j = 0; j < GRID; j++)
      for (let i = 0; i < GRID; i++) {
        const at = j * GRID + i;
        if (!mk.clipped[at]) continue;
        const u = fromGrid(i + 0.5);
        const v = fromGrid(j + 0.5);
        su += u;
        sv += v;
        const [x, y] = apply(toPhoto, u, v);
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
        if (glareMask[at]) glared++;
        if (!overlaps) for (let o = 0; o < masks.length; o++) if (o !== idx && grown[o]![at]) overlaps = true;
      }
    const u = su / mk.nIn;
    const v = sv / mk.nIn;
    const radius = Math.hypot(u, v);
    const angle = clockAngle(u, v);
    const fromHandle = angleBetween(angle, handleCup);
    const x0 = Math.max(0, minX - ex);
    const y0 = Math.max(0, minY - ey);
    const x1 = Math.min(W, maxX + ex);
    const y1 = Math.min(H, maxY + ey);
    const bigEnough = e.form === 'figure' ? e.size >= 0.15 : e.size >= 0.08;
    const clear = bigEnough && e.darkness >= 0.6 && mk.nIn / mk.nRaw > 0.98 && glared / mk.nIn < 0.05 && !overlaps;
    shapes.push({
      symbolId: e.symbolId,
      form: e.form,
      zone: zoneAt(radius, fromHandle),
      box: { x: f(x0 / W, 5), y: f(y0 / H, 5), w: f((x1 - x0) / W, 5), h: f((y1 - y0) / H, 5) },
      clear,
      area: f(mk.nIn / (Math.PI * half * half), 5),
      radius: f(radius, 4),
      angle: f(angle, 2),
      fromHandle: f(fromHandle, 2),
      size: f(e.size, 4),
      darkness: f(e.darkness, 3),
      ...(e.form === 'figure' ? { rotation: e.rotation, mirrored: e.mirrored } : {}),
    });
  });

  return {
    scene: {
      base: table.base,
      lower: svgDoc(W, H, defs, body),
      ...(residuePlan ? { residue: residuePlan } : {}),
      upper: svgDoc(W, H, udefs, upper),
    },
    truth: {
      table: table.name,
      cup: {
        x: f(cx / W, 5),
        y: f(cy / H, 5),
        r: f(a / W, 5),
        rx: f(a / W, 5),
        ry: f((a * c) / W, 5),
        rotation: f(rho, 2),
        tilt: f(tilt, 2),
        rimOuter: f(rimOuter, 4),
      },
      handleAngle: f(g.handlePhoto, 2),
      handleAngleInCup: f(handleCup, 2),
      shapes,
    },
  };
}

function faceScene(rng: Rng, W: number, H: number): Scene {
  const m = Math.min(W, H);
  const skin = rng.pick(['#f1c9a5', '#e0ac82', '#c68a5e', '#8d5a3b', '#5c3a24', '#f5d7c0']);
  const hair = rng.pick(['#1c130d', '#3b2617', '#6b4a2b', '#a37a45', '#d6c08a', '#7a7a7a']);
  const bg = rng.pick(['#cfd6dc', '#e8e2d6', '#6d7f8c', '#b9c4a8', '#d8c8c0', '#404850']);
  const cx = W / 2 + rng.range(-0.08, 0.08) * W;
  const cy = H * rng.range(0.42, 0.52);
  const fr = m * rng.range(0.22, 0.3);
  const tiltA = rng.range(-12, 12);
  const sk = parseHex(skin);
  const dark = hex([sk[0] * 0.75, sk[1] * 0.72, sk[2] * 0.7]);
  const eyeY = cy - fr * 0.15;
  const eyeDx = fr * 0.38;
  const iris = rng.pick(['#3b2a1a', '#2f5b7a', '#4d6b3a', '#5a3d22']);
  const eye = (x: number) =>
    `<ellipse cx="${f(x)}" cy="${f(eyeY)}" rx="${f(fr * 0.17)}" ry="${f(fr * 0.085)}" fill="#f4f1ec"/><circle cx="${f(x)}" cy="${f(eyeY)}" r="${f(fr * 0.07)}" fill="${iris}"/><circle cx="${f(x)}" cy="${f(eyeY)}" r="${f(fr * 0.032)}" fill="#111"/><circle cx="${f(x + fr * 0.02)}" cy="${f(eyeY - fr * 0.02)}" r="${f(fr * 0.012)}" fill="#fff"/>` +
    `<rect x="${f(x - fr * 0.2)}" y="${f(eyeY - fr * 0.2)}" width="${f(fr * 0.4)}" height="${f(fr * 0.05)}" rx="${f(fr * 0.025)}" fill="${hair}" transform="rotate(${f(x < cx ? -6 : 6)} ${f(x)} ${f(eyeY - fr * 0.18)})"/>`;
  const defs = `<radialGradient id="sk" cx="0.45" cy="0.4" r="0.65"><stop offset="0" stop-color="${skin}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${jitter(rng, bg, 40)}"/></linearGradient>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<g transform="rotate(${f(tiltA)} ${f(cx)} ${f(cy)})">
<ellipse cx="${f(cx)}" cy="${f(cy + fr * 2.3)}" rx="${f(fr * 2.2)}" ry="${f(fr * 1.2)}" fill="${rng.pick(['#2a3b5c', '#5c2a2a', '#333333', '#7a6a50', '#d8d8d8'])}"/>
<rect x="${f(cx - fr * 0.38)}" y="${f(cy + fr * 0.6)}" width="${f(fr * 0.76)}" height="${f(fr * 0.9)}" fill="${dark}"/>
<ellipse cx="${f(cx)}" cy="${f(cy - fr * 0.25)}" rx="${f(fr * 1.08)}" ry="${f(fr * 1.2)}" fill="${hair}"/>
<ellipse cx="${f(cx - fr * 0.86)}" cy="${f(cy)}" rx="${f(fr * 0.14)}" ry="${f(fr * 0.24)}" fill="${dark}"/>
<ellipse cx="${f(cx + fr * 0.86)}" cy="${f(cy)}" rx="${f(fr * 0.14)}" ry="${f(fr * 0.24)}" fill="${dark}"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(fr * 0.85)}" ry="${f(fr * 1.08)}" fill="url(#sk)"/>
<path d="M${f(cx - fr * 0.85)} ${f(cy - fr * 0.2)}Q${f(cx - fr * 0.6)} ${f(cy - fr * 1.2)} ${f(cx + fr * 0.2)} ${f(cy - fr * 0.95)}Q${f(cx + fr * 0.8)} ${f(cy - fr * 0.8)} ${f(cx + fr * 0.86)} ${f(cy - fr * 0.2)}Q${f(cx + fr)} ${f(cy - fr * 1.3)} ${f(cx)} ${f(cy - fr * 1.35)}Q${f(cx - fr)} ${f(cy - fr * 1.3)} ${f(cx - fr * 0.85)} ${f(cy - fr * 0.2)}Z" fill="${hair}"/>
${eye(cx - eyeDx)}${eye(cx + eyeDx)}
<path d="M${f(cx)} ${f(eyeY + fr * 0.05)}L${f(cx - fr * 0.1)} ${f(cy + fr * 0.3)}Q${f(cx)} ${f(cy + fr * 0.36)} ${f(cx + fr * 0.1)} ${f(cy + fr * 0.3)}" fill="${dark}" opacity="0.6"/>
<path d="M${f(cx - fr * 0.3)} ${f(cy + fr * 0.55)}Q${f(cx)} ${f(cy + fr * rng.range(0.62, 0.75))} ${f(cx + fr * 0.3)} ${f(cy + fr * 0.55)}Q${f(cx)} ${f(cy + fr * 0.6)} ${f(cx - fr * 0.3)} ${f(cy + fr * 0.55)}Z" fill="${rng.pick(['#a0463f', '#8a4a44', '#b35a5a'])}"/>
</g>`;
  return { lower: svgDoc(W, H, defs, body) };
}

function landscapeScene(rng: Rng, W: number, H: number): Scene {
  const horizon = H * rng.range(0.4, 0.6);
  const sky1 = rng.pick(['#4a7fc1', '#6fa0d8', '#2f5d9c', '#e89a5a', '#8fb2d6']);
  const sky2 = rng.pick(['#cfe2f3', '#f0e0c0', '#e6eef5', '#f6c98a']);
  let ridges = '';
  const layers = rng.int(2, 4);
  for (let l = 0; l < layers; l++) {
    const base = horizon + (l * H * 0.06) / layers;
    const amp = H * rng.range(0.06, 0.22) * (1 - l * 0.2);
    let d = `M0 ${H}`;
    let y = base - amp * rng.next();
    for (let x = 0; x <= W; x += W / 40) {
      y = Math.min(base, Math.max(base - amp, y + rng.gauss() * amp * 0.25));
      d += `L${f(x)} ${f(y)}`;
    }
    d += `L${W} ${H}Z`;
    const k = 0.45 + l * 0.15;
    ridges += `<path d="${d}" fill="${hex([70 * k + 40, 90 * k + 50, 110 * (1 - l * 0.2)])}"/>`;
  }
  const ground = rng.pick(['#5b7d3a', '#7a8b4a', '#a0915a', '#3f6a3a']);
  let trees = '';
  const nTrees = rng.int(10, 60);
  for (let k = 0; k < nTrees; k++) {
    const x = rng.range(0, W);
    const y = rng.range(horizon + H * 0.08, H);
    const s = (H * 0.02 + (y - horizon) * 0.08) * rng.range(0.6, 1.3);
    trees += `<path d="M${f(x)} ${f(y - s * 2)}L${f(x + s * 0.6)} ${f(y)}L${f(x - s * 0.6)} ${f(y)}Z" fill="#1f3a20" opacity="0.85"/>`;
  }
  let clouds = '';
  const nClouds = rng.int(0, 6);
  for (let k = 0; k < nClouds; k++)
    clouds += `<ellipse cx="${f(rng.range(0, W))}" cy="${f(rng.range(0, horizon * 0.7))}" rx="${f(W * rng.range(0.05, 0.15))}" ry="${f(H * rng.range(0.02, 0.05))}" fill="url(#cloud)"/>`;
  const sun = rng.chance(0.5)
    ? `<circle cx="${f(rng.range(0.1, 0.9) * W)}" cy="${f(rng.range(0.1, 0.35) * H)}" r="${f(H * rng.range(0.03, 0.07))}" fill="#fff6d8"/>`
    : '';
  const g = parseHex(ground);
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="1" stop-color="${sky2}"/></linearGradient>
<radialGradient id="cloud"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="gr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex([g[0] * 0.75, g[1] * 0.75, g[2] * 0.75])}"/><stop offset="1" stop-color="${ground}"/></linearGradient>`;
  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${sun}${clouds}${ridges}<rect x="0" y="${f(horizon + H * 0.06)}" width="${W}" height="${f(H)}" fill="url(#gr)"/>${trees}`;
  return { lower: svgDoc(W, H, defs, body) };
}

function textScene(rng: Rng, W: number, H: number): Scene {
  const table = halfBase(rng, W, H);
  const pw = W * rng.range(0.6, 0.85);
  const ph = Math.min(H * 0.95, pw * 1.35);
  const px = (W - pw) / 2 + rng.range(-0.04, 0.04) * W;
  const py = (H - ph) / 2;
  const ang = rng.range(-8, 8);
  const ink = rng.pick(['#1a1a1a', '#222a3a', '#2a2220']);
  const lineH = ph * rng.range(0.03, 0.045);
  const glyph = lineH * 0.55;
  let d = '';
  for (let y = py + ph * 0.08; y < py + ph * 0.92; y += lineH) {
    let x = px + pw * 0.08;
    const end = px + pw * (rng.chance(0.15) ? rng.range(0.3, 0.8) : 0.92);
    while (x < end) {
      const n = rng.int(1, 9);
      for (let k = 0; k < n && x < end; k++) {
        const gw = glyph * rng.range(0.45, 0.75);
        const tall = rng.chance(0.3);
        const top = y - (tall ? glyph * 1.35 : glyph);
        const shape = rng.int(0, 3);
        if (shape === 0) d += `M${f(x)} ${f(y)}L${f(x)} ${f(top)}`;
        else if (shape === 1)
          d += `M${f(x + gw)} ${f(y - glyph / 2)}A${f(gw / 2)} ${f(glyph / 2)} 0 1 0 ${f(x + gw - 0.01)} ${f(y - glyph / 2 - 0.01)}`;
        else if (shape === 2)
          d += `M${f(x)} ${f(y)}L${f(x)} ${f(y - glyph)}Q${f(x + gw)} ${f(y - glyph * 1.2)} ${f(x + gw)} ${f(y)}`;
        else d += `M${f(x)} ${f(top)}L${f(x + gw / 2)} ${f(y)}L${f(x + gw)} ${f(y - glyph)}`;
        x += gw * 1.25;
      }
      x += glyph * 0.8;
    }
  }
  let shadow = '';
  for (const k of [0.4, 0.7, 1])
    shadow += `<rect x="${f(px + W * 0.01 * k)}" y="${f(py + W * 0.012 * k)}" width="${f(pw)}" height="${f(ph)}" fill="#000" opacity="0.12"/>`;
  const body = `<g transform="rotate(${f(ang)} ${W / 2} ${H / 2})">${shadow}
<rect x="${f(px)}" y="${f(py)}" width="${f(pw)}" height="${f(ph)}" fill="${rng.pick(['#f8f6f0', '#f3eee2', '#fbfbf8'])}"/>
<path d="${d}" fill="none" stroke="${ink}" stroke-width="${f(glyph * 0.14)}" stroke-linecap="round"/></g>`;
  return { base: table.base, lower: svgDoc(W, H, '', body) };
}

function wallScene(rng: Rng, W: number, H: number): Scene {
  const m = Math.min(W, H);
  const base = rng.pick(['#ece6da', '#d8d2c4', '#c9d3d8', '#e6d3b8', '#b8c4b0', '#f2f0ea', '#9aa6b0']);
  const w = Math.ceil(W / 2);
  const h = Math.ceil(H / 2);
  const rgb = mottled(rng, w, h, base, 0.07, Math.min(w, h) * 0.35);
  const extras: string[] = [];
  if (rng.chance(0.4)) {
    const x = rng.range(0.2, 0.8) * W;
    const y = rng.range(0.3, 0.7) * H;
    const s = m * 0.06;
    extras.push(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s * 1.5)}" rx="${f(s * 0.08)}" fill="#f7f7f4" stroke="#000" stroke-opacity="0.15" stroke-width="${f(s * 0.03)}"/>`,
    );
  }
  if (rng.chance(0.3))
    extras.push(
      `<rect x="0" y="${f(H * 0.88)}" width="${W}" height="${f(H * 0.12)}" fill="${jitter(rng, base, 30)}"/>`,
    );
  const defs = `<radialGradient id="lamp" cx="${f(rng.range(0.1, 0.9))}" cy="${f(rng.range(0, 0.6))}" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>`;
  return {
    base: { rgb, w, h },
    lower: svgDoc(W, H, defs, `${extras.join('')}<rect width="${W}" height="${H}" fill="url(#lamp)"/>`),
  };
}

/** Composes the residue on the pixels: soft ragged edges, grain, varying darkness, and the haze. */
async function applyResidue(bytes: Buffer, W: number, plan: ResiduePlan): Promise<void> {
  const rgb = new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length);
  const { x0, y0, rw, rh, a, toCup } = plan;
  const mask = await sharp(Buffer.from(plan.maskSvg))
    .removeAlpha()
    .blur(Math.max(0.5, a * 0.004))
    .raw()
    .toBuffer();
  const rng = new Rng(plan.seed);
  const warp = noiseField(rng, rw, rh, a / 22, a / 22, 2);
  const fine = noiseField(rng, rw, rh, a / 120 + 1, a / 120 + 1, 1);
  const grain = noiseField(rng, rw, rh, a / 60, a / 60, 2);
  const haze = noiseField(rng, rw, rh, a / 2.2, a / 2.2, 5);
  let state = plan.seed >>> 0;
  const [hr, hg, hb] = plan.haze.colour;
  const [cr, cg, cb] = plan.colour;
  for (let y = 0; y < rh; y++) {
    for (let x = 0; x < rw; x++) {
      const px = x0 + x + 0.5;
      const py = y0 + y + 0.5;
      const u = toCup[0] * px + toCup[2] * py + toCup[4];
      const v = toCup[1] * px + toCup[3] * py + toCup[5];
      const inside = (0.992 - Math.sqrt(u * u + v * v)) * a + 0.5;
      if (inside <= 0) continue;
      const ins = inside > 1 ? 1 : inside;
      const i = y * rw + x;
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const rand = state / 4294967296;
      const gr = grain[i]!;
      const p = ((y0 + y) * W + x0 + x) * 3;
      let r0 = rgb[p]!;
      let g0 = rgb[p + 1]!;
      let b0 = rgb[p + 2]!;
      // Haze: a light film, never as dark as a shape.
      let ah = (haze[i]! - plan.haze.threshold) * 2.5;
      if (ah > 0) {
        ah = (ah > 1 ? 1 : ah) * plan.haze.opacity * (0.7 + 0.3 * gr) * ins;
        r0 += (hr - r0) * ah;
        g0 += (hg - g0) * ah;
        b0 += (hb - b0) * ah;
      }
      const cov = mask[i * 3]! / 255;
      if (cov > 0.01) {
        const dark = mask[i * 3 + 1]! / 255 / cov;
        const t = cov + (warp[i]! - 0.5) * 0.7 + (fine[i]! - 0.5) * 0.25;
        const s = (t - 0.3) / 0.4;
        const e = s <= 0 ? 0 : s >= 1 ? 1 : s * s * (3 - 2 * s);
        let g = 0.9 + (gr - 0.5) * 0.6 + (rand - 0.5) * 0.3;
        g = g < 0.3 ? 0.3 : g > 1 ? 1 : g;
        const as = e * (dark > 1 ? 1 : dark) * (0.7 + 0.3 * g) * ins;
        const light = (1 - g) * 0.7;
        r0 += (cr + (hr - cr) * light - r0) * as;
        g0 += (cg + (hg - cg) * light - g0) * as;
        b0 += (cb + (hb - cb) * light - b0) * as;
      }
      rgb[p] = r0;
      rgb[p + 1] = g0;
      rgb[p + 2] = b0;
    }
  }
}

/** Adds sensor noise in place: luminance and a little chroma noise, from a seeded table. */
function addNoise(bytes: Buffer, W: number, H: number, rng: Rng, sigma: number): void {
  const buf = new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.length);
  const T = 1 << 16;
  const lum = new Float32Array(T);
  const chroma = new Float32Array(T);
  for (let i = 0; i < T; i++) {
    lum[i] = rng.gauss() * sigma;
    chroma[i] = rng.gauss() * sigma * 0.35;
  }
  for (let y = 0; y < H; y++) {
    const o1 = rng.int(0, T - 1);
    const o2 = rng.int(0, T - 1);
    let p = y * W * 3;
    for (let x = 0; x < W; x++, p += 3) {
      const n = lum[(o1 + x * 7) & (T - 1)]!;
      const cr = chroma[(o2 + x * 5) & (T - 1)]!;
      buf[p] = buf[p]! + n + cr;
      buf[p + 1] = buf[p + 1]! + n;
      buf[p + 2] = buf[p + 2]! + n - cr;
    }
  }
}

/** Above this many pixels on the long side the scene is drawn at this size and enlarged, as a phone's pipeline softens it; the noise is added at full size. */
const MAX_DRAW = 2000;

async function renderScene(scene: Scene, w: number, h: number): Promise<Buffer> {
  const base = scene.base
    ? sharp(scene.base.rgb, { raw: { width: scene.base.w, height: scene.base.h, channels: 3 } }).resize(w, h, {
        kernel: 'cubic',
      })
    : sharp({ create: { width: w, height: h, channels: 3, background: '#808080' } });
  let rgb = await sharp(await base.raw().toBuffer(), { raw: { width: w, height: h, channels: 3 } })
    .composite([{ input: Buffer.from(scene.lower) }])
    .removeAlpha()
    .raw()
    .toBuffer();
  if (scene.residue) await applyResidue(rgb, w, scene.residue);
  if (scene.upper)
    rgb = await sharp(rgb, { raw: { width: w, height: h, channels: 3 } })
      .composite([{ input: Buffer.from(scene.upper) }])
      .removeAlpha()
      .raw()
      .toBuffer();
  return rgb;
}

/**
 * One photo and its truth, entirely determined by `seed` (and the size and kind asked for).
 */
export async function generateCupPhoto(
  seed: number,
  options: GenerateOptions = {},
): Promise<{ jpeg: Buffer; truth: PhotoTruth }> {
  const W = Math.round(options.width ?? 1600);
  const H = Math.round(options.height ?? 1200);
  const kind = options.kind ?? 'cup';
  const drawScale = Math.min(1, MAX_DRAW / Math.max(W, H));
  const w = Math.round(W * drawScale);
  const h = Math.round(H * drawScale);
  const rng = new Rng(seed);
  const sceneRng = new Rng(rng.seed());
  const postRng = new Rng(rng.seed());

  let scene: Scene;
  let partial: CupSceneResult['truth'] | undefined;
  if (kind === 'cup' || kind === 'dark' || kind === 'blurred' || kind === 'empty-cup') {
    const r = cupScene(sceneRng, w, h, kind !== 'empty-cup');
    scene = r.scene;
    partial = r.truth;
  } else if (kind === 'face') scene = faceScene(sceneRng, w, h);
  else if (kind === 'landscape') scene = landscapeScene(sceneRng, w, h);
  else if (kind === 'text') scene = textScene(sceneRng, w, h);
  else scene = wallScene(sceneRng, w, h);

  // Camera: colour of the light, exposure, a little defocus, noise, JPEG.
  const light = postRng.pick(['warm', 'warm', 'cold', 'neutral'] as const);
  const cast: [number, number, number] =
    light === 'warm'
      ? [1.06, postRng.range(0.93, 0.98), postRng.range(0.72, 0.86)]
      : light === 'cold'
        ? [postRng.range(0.86, 0.93), postRng.range(0.95, 0.99), 1.06]
        : [1, 1, 1];
  let exposure = postRng.range(0.88, 1.08);
  if (kind === 'dark') exposure = postRng.range(0.04, 0.1);
  const m = Math.min(w, h);
  let blurSigma = postRng.range(0.2, 1.1) * (m / 1200);
  if (kind === 'blurred') blurSigma = postRng.range(0.012, 0.025) * m;
  const noiseSigma = kind === 'dark' ? postRng.range(2.5, 5) : postRng.range(1.5, 4.5);
  const quality = postRng.int(65, 92);

  const rgb = await renderScene(scene, w, h);
  let img = sharp(rgb, { raw: { width: w, height: h, channels: 3 } }).linear(
    cast.map((k) => k * exposure),
    [0, 0, 0],
  );
  if (blurSigma >= 0.3) img = img.blur(blurSigma);
  if (w !== W || h !== H) img = img.resize(W, H, { kernel: 'cubic' });
  const raw = await img.raw().toBuffer();
  addNoise(raw, W, H, postRng, noiseSigma);
  const jpeg = await sharp(raw, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer();

  const truth: PhotoTruth = {
    seed,
    kind,
    expected: EXPECTED[kind],
    width: W,
    height: H,
    ...(partial
      ? { cup: partial.cup, handleAngle: partial.handleAngle, handleAngleInCup: partial.handleAngleInCup }
      : {}),
    shapes: kind === 'cup' && partial ? partial.shapes : [],
    scene: {
      ...(partial ? { table: partial.table } : {}),
      light,
      jpegQuality: quality,
      blurSigma: f(blurSigma / drawScale, 2),
    },
  };
  return { jpeg, truth };
}

/**
 * The truth of the same photo turned `quarterTurns` times 90 degrees clockwise (rotate the JPEG with
 * sharp's `.rotate(90 * quarterTurns)`): positions move with the photo, angles turn with it, and every
 * shape keeps its zone, radius and angle from the handle.
 */
export function rotateTruth(truth: PhotoTruth, quarterTurns: number): PhotoTruth {
  let t: PhotoTruth = structuredClone(truth);
  const turns = ((quarterTurns % 4) + 4) % 4;
  for (let k = 0; k < turns; k++) {
    const W = t.width;
    const H = t.height;
    t = {
      ...t,
      width: H,
      height: W,
      ...(t.cup
        ? {
            cup: {
              ...t.cup,
              x: f(1 - t.cup.y, 5),
              y: f(t.cup.x, 5),
              r: f((t.cup.r * W) / H, 5),
              rx: f((t.cup.rx * W) / H, 5),
              ry: f((t.cup.ry * W) / H, 5),
              rotation: f(norm360(t.cup.rotation + 90), 2),
            },
          }
        : {}),
      ...(t.handleAngle !== undefined ? { handleAngle: f(norm360(t.handleAngle + 90), 2) } : {}),
      ...(t.handleAngleInCup !== undefined ? { handleAngleInCup: f(norm360(t.handleAngleInCup + 90), 2) } : {}),
      shapes: t.shapes.map((s) => ({
        ...s,
        box: { x: f(Math.max(0, 1 - s.box.y - s.box.h), 5), y: s.box.x, w: s.box.h, h: s.box.w },
        angle: f(norm360(s.angle + 90), 2),
      })),
    };
  }
  return t;
}
