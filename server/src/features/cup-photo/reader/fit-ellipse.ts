/** Least-squares ellipse through points, and the ellipse's own (un-tilted) coordinates. */

export interface Ellipse {
  /** Centre in pixels. */
  cx: number;
  cy: number;
  /** Semi-major and semi-minor axes in pixels (a >= b). */
  a: number;
  b: number;
  /** The major axis, radians clockwise from the x axis (y down). */
  phi: number;
}

/**
 * Fits A x^2 + B xy + C y^2 + D x + E y + F = 0 with A + C = 1 (an algebraic fit that suits
 * near-circles), on coordinates centred and scaled for conditioning. Null when the conic is no ellipse.
 */
export function fitEllipse(xs: ArrayLike<number>, ys: ArrayLike<number>, weights?: ArrayLike<number>): Ellipse | null {
  const n = xs.length;
  if (n < 6) return null;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i] as number;
    my += ys[i] as number;
  }
  mx /= n;
  my /= n;
  let s = 0;
  for (let i = 0; i < n; i++) s += Math.hypot((xs[i] as number) - mx, (ys[i] as number) - my);
  s = s / n || 1;
  // Unknowns [C, B, D, E, F]: C (y^2 - x^2) + B xy + D x + E y + F = -x^2.
  const M = Array.from({ length: 5 }, () => new Float64Array(6));
  for (let i = 0; i < n; i++) {
    const x = ((xs[i] as number) - mx) / s;
    const y = ((ys[i] as number) - my) / s;
    const w = weights ? (weights[i] as number) : 1;
    const row = [y * y - x * x, x * y, x, y, 1];
    const rhs = -x * x;
    for (let r = 0; r < 5; r++) {
      const mr = M[r] as Float64Array;
      for (let c = 0; c < 5; c++) mr[c] = (mr[c] as number) + w * (row[r] as number) * (row[c] as number);
      mr[5] = (mr[5] as number) + w * (row[r] as number) * rhs;
    }
  }
  const sol = solve(M);
  if (!sol) return null;
  const [C, B, D, E, F] = sol as [number, number, number, number, number];
  const A = 1 - C;
  const det = 4 * A * C - B * B;
  if (det <= 0) return null;
  const x0 = (B * E - 2 * C * D) / det;
  const y0 = (B * D - 2 * A * E) / det;
  const F0 = A * x0 * x0 + B * x0 * y0 + C * y0 * y0 + D * x0 + E * y0 + F;
  const theta = 0.5 * Math.atan2(B, A - C);
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const l1 = A * cos * cos + B * cos * sin + C * sin * sin;
  const l2 = A * sin * sin - B * cos * sin + C * cos * cos;
  if (-F0 / l1 <= 0 || -F0 / l2 <= 0) return null;
  let a = Math.sqrt(-F0 / l1) * s;
  let b = Math.sqrt(-F0 / l2) * s;
  let phi = theta;
  if (b > a) {
    [a, b] = [b, a];
    phi += Math.PI / 2;
  }
  return { cx: x0 * s + mx, cy: y0 * s + my, a, b, phi };
}

function solve(M: Float64Array[]): number[] | null {
  const n = M.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs((M[r] as Float64Array)[col] as number) > Math.abs((M[pivot] as Float64Array)[col] as number))
        pivot = r;
    const p = M[pivot] as Float64Array;
    if (Math.abs(p[col] as number) < 1e-12) return null;
    [M[col], M[pivot]] = [p, M[col] as Float64Array];
    const pc = M[col] as Float64Array;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const mr = M[r] as Float64Array;
      const f = (mr[col] as number) / (pc[col] as number);
      for (let c = col; c <= n; c++) mr[c] = (mr[c] as number) - f * (pc[c] as number);
    }
  }
  return M.map((row, i) => (row[n] as number) / (row[i] as number));
}

/** The point at elliptical radius `s` (1 = on the ellipse) and parameter angle `t` (radians, from the major axis). */
export function pointOn(e: Ellipse, s: number, t: number): [number, number] {
  const u = s * e.a * Math.cos(t);
  const v = s * e.b * Math.sin(t);
  const c = Math.cos(e.phi);
  const si = Math.sin(e.phi);
  return [e.cx + u * c - v * si, e.cy + u * si + v * c];
}

/**
 * A photo point in the cup's own coordinates: the ellipse stretched along its minor axis back to a
 * circle (no other rotation). `radius` 1 is the ellipse; `angle` degrees clockwise from 12 o'clock.
 */
export function toCup(e: Ellipse, x: number, y: number): { radius: number; angle: number; ux: number; uy: number } {
  const dx = x - e.cx;
  const dy = y - e.cy;
  const c = Math.cos(e.phi);
  const si = Math.sin(e.phi);
  const u = dx * c + dy * si;
  const v = (-dx * si + dy * c) * (e.a / e.b);
  const ux = u * c - v * si;
  const uy = u * si + v * c;
  return { radius: Math.hypot(ux, uy) / e.a, angle: clockAngle(ux, uy), ux, uy };
}

/** The direction of (dx, dy) in an image (y down), in degrees clockwise from 12 o'clock, 0 to 360. */
export function clockAngle(dx: number, dy: number): number {
  return ((Math.atan2(dx, -dy) * 180) / Math.PI + 360) % 360;
}

/** Scales an ellipse found on a copy `factor` times smaller back to full size. */
export function scaleEllipse(e: Ellipse, factor: number): Ellipse {
  return { cx: e.cx * factor, cy: e.cy * factor, a: e.a * factor, b: e.b * factor, phi: e.phi };
}
