/**
 * What the reader knows of one piece of residue, measured in the cup's own coordinates (the
 * ellipse stretched back to a circle), so a tilted photo gives the same numbers as a top-down one.
 */
import type { Ellipse } from './fit-ellipse';
import { clockAngle, toCup } from './fit-ellipse';
import type { Component } from './label-components';
import { INSIDE, type ResidueMask } from './residue-mask';
import { type Template, templateFrom } from './shape-template';

export interface ShapeDescription {
  /** Centroid: radius (1 = the rim's inner edge) and degrees clockwise from 12 o'clock. */
  radius: number;
  angle: number;
  /** Area as a share of the cup's inner area. */
  area: number;
  /** Radius of gyration as a share of the cup's radius. */
  gyration: number;
  /** Square root of the ratio of the principal second moments (1 round, large for a line). */
  elongation: number;
  /** Holes of any size worth counting, and the largest one's share of the filled shape. */
  holes: number;
  holeShare: number;
  template: Template;
  /**
   * The same template drawn a little smaller and larger (`SHAPE_SCALES`): a part of the figure lost
   * to faint residue, or a neighbouring speck joined to it, moves the radius of gyration the scale
   * rests on, so the best few silhouettes are tried at these too.
   */
  rescaled: Template[];
}

/**
 * The residue is read only within `INSIDE` of the radius (past it the rim's edge and its blur), but
 * a shape that reaches that far goes on under the blur to the rim: its centroid, from what is seen,
 * lies too far in (by a median 0.004 of the radius on the spent splits, enough to move a shape
 * near 0.75 from the rim to the side). A piece touching the edge of what is read (within
 * `RIM_TOUCH`) goes on past it, into a band of width `RIM_HIDDEN`, as it runs in the band of that
 * width just inside; it may end anywhere in the hidden band, so it is taken to fill half of it: the
 * band just inside is counted again at `RIM_HIDDEN_SHARE` of its weight, moved out by its width,
 * for the centroid alone. (Counted at full weight it moved as many shapes on the spent splits from
 * the right zone as into it; at half, 2 more of 2,727 large shapes in the right zone, none fewer
 * on any split.)
 */
const RIM_HIDDEN = 0.02;
const RIM_HIDDEN_SHARE = 0.5;
const RIM_TOUCH = 0.006;

/** The template's scales tried besides 1, relative to the radius of gyration. */
export const SHAPE_SCALES = [0.88, 1.12] as const;

export function describeShape(component: Component, residue: ResidueMask, cup: Ellipse): ShapeDescription {
  const { width } = residue;
  const c = Math.cos(cup.phi);
  const s = Math.sin(cup.phi);
  const stretch = cup.a / cup.b;
  let sx = 0;
  let sy = 0;
  const us = new Float64Array(component.area);
  const vs = new Float64Array(component.area);
  for (let n = 0; n < component.area; n++) {
    const i = component.pixels[n] as number;
    const px = residue.x0 + (i % width);
    const py = residue.y0 + Math.floor(i / width);
    const p = toCup(cup, px, py);
    us[n] = p.ux;
    vs[n] = p.uy;
    sx += p.ux;
    sy += p.uy;
  }
  const mx = sx / component.area;
  const my = sy / component.area;
  const hidden = hiddenPastEdge(us, vs, cup.a);
  let m20 = 0;
  let m02 = 0;
  let m11 = 0;
  for (let n = 0; n < component.area; n++) {
    const du = (us[n] as number) - mx;
    const dv = (vs[n] as number) - my;
    m20 += du * du;
    m02 += dv * dv;
    m11 += du * dv;
  }
  m20 /= component.area;
  m02 /= component.area;
  m11 /= component.area;
  const root = Math.sqrt(((m20 - m02) / 2) ** 2 + m11 * m11);
  const l1 = (m20 + m02) / 2 + root;
  const l2 = Math.max(1e-6, (m20 + m02) / 2 - root);
  const rg = Math.sqrt(m20 + m02) || 1;
  // The component's own pixels on a scratch grid over its box, to sample the template from.
  const bw = component.maxX - component.minX + 1;
  const bh = component.maxY - component.minY + 1;
  const own = new Uint8Array(bw * bh);
  for (const i of component.pixels)
    own[(Math.floor(i / width) - component.minY) * bw + ((i % width) - component.minX)] = 1;
  const drawn = (scale: number) =>
    templateFrom((u, v) => {
      // From the cup's coordinates back to the photo: undo the stretch along the minor axis.
      const cu = mx + u * rg * scale;
      const cv = my + v * rg * scale;
      const a = cu * c + cv * s;
      const b = (-cu * s + cv * c) / stretch;
      const x = Math.round(cup.cx + a * c - b * s - residue.x0) - component.minX;
      const y = Math.round(cup.cy + a * s + b * c - residue.y0) - component.minY;
      return x >= 0 && y >= 0 && x < bw && y < bh && own[y * bw + x] === 1;
    });
  const template = drawn(1);
  const { holes, largest } = countHoles(own, bw, bh, Math.max(3, component.area * 0.004));
  const centre = toCupFromUnit(
    cup,
    (sx + hidden.su) / (component.area + hidden.n),
    (sy + hidden.sv) / (component.area + hidden.n),
  );
  const cupArea = Math.PI * cup.a * cup.a;
  return {
    radius: centre.radius,
    angle: centre.angle,
    area: (component.area * stretch) / cupArea,
    gyration: rg / cup.a,
    elongation: Math.sqrt(l1 / l2),
    holes,
    holeShare: largest / (component.area + largest),
    template,
    rescaled: SHAPE_SCALES.map(drawn),
  };
}

/** The band just inside the edge of what is read, moved out by its width and weighted, if the piece touches that edge. */
function hiddenPastEdge(us: Float64Array, vs: Float64Array, a: number): { su: number; sv: number; n: number } {
  let outermost = 0;
  for (let n = 0; n < us.length; n++) outermost = Math.max(outermost, Math.hypot(us[n] as number, vs[n] as number) / a);
  if (outermost < INSIDE - RIM_TOUCH) return { su: 0, sv: 0, n: 0 };
  let su = 0;
  let sv = 0;
  let count = 0;
  for (let n = 0; n < us.length; n++) {
    const u = us[n] as number;
    const v = vs[n] as number;
    const r = Math.hypot(u, v) / a;
    if (r < INSIDE - RIM_HIDDEN) continue;
    const k = (r + RIM_HIDDEN) / r;
    su += u * k * RIM_HIDDEN_SHARE;
    sv += v * k * RIM_HIDDEN_SHARE;
    count += RIM_HIDDEN_SHARE;
  }
  return { su, sv, n: count };
}

function toCupFromUnit(cup: Ellipse, ux: number, uy: number): { radius: number; angle: number } {
  return { radius: Math.hypot(ux, uy) / cup.a, angle: clockAngle(ux, uy) };
}

/** Background regions of the box that do not reach its border, at least `minArea` pixels each. */
function countHoles(own: Uint8Array, w: number, h: number, minArea: number): { holes: number; largest: number } {
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  let holes = 0;
  let largest = 0;
  for (let start = 0; start < own.length; start++) {
    if (own[start] || seen[start]) continue;
    seen[start] = 1;
    stack.push(start);
    let size = 0;
    let open = false;
    while (stack.length) {
      const i = stack.pop() as number;
      size++;
      const x = i % w;
      const y = (i - x) / w;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) open = true;
      const next = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1];
      for (const k of next) {
        if (k >= 0 && !own[k] && !seen[k]) {
          seen[k] = 1;
          stack.push(k);
        }
      }
    }
    if (!open && size >= minArea) {
      holes++;
      largest = Math.max(largest, size);
    }
  }
  return { holes, largest };
}
