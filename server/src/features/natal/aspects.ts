/** The major aspects and the widest orb each is counted within (degrees). */
export const ASPECTS = [
  { type: 'conjunction', angle: 0, orb: 8 },
  { type: 'sextile', angle: 60, orb: 6 },
  { type: 'square', angle: 90, orb: 7 },
  { type: 'trine', angle: 120, orb: 8 },
  { type: 'opposition', angle: 180, orb: 8 },
] as const;
export type AspectType = (typeof ASPECTS)[number]['type'];

export interface Aspect {
  a: string;
  b: string;
  type: AspectType;
  /** How far from exact, in degrees (two decimals). */
  orb: number;
}

/** Every pair of points within a major aspect's orb, tightest first. */
export function aspectsOf(points: { body: string; longitude: number }[]): Aspect[] {
  const found: Aspect[] = [];
  for (let i = 0; i < points.length; i += 1) {
    for (let j = i + 1; j < points.length; j += 1) {
      const a = points[i] as (typeof points)[number];
      const b = points[j] as (typeof points)[number];
      const separation = Math.abs(((b.longitude - a.longitude + 540) % 360) - 180);
      for (const aspect of ASPECTS) {
        const orb = Math.abs(separation - aspect.angle);
        if (orb <= aspect.orb)
          found.push({ a: a.body, b: b.body, type: aspect.type, orb: Math.round(orb * 100) / 100 });
      }
    }
  }
  return found.sort((x, y) => x.orb - y.orb);
}
