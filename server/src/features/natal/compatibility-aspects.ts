import type { AspectType } from './aspects';

/** The points a compatibility reading compares: the personal ones first, then Jupiter and Saturn. */
export const SYNASTRY_POINTS = ['sun', 'moon', 'venus', 'mars', 'mercury', 'ascendant', 'jupiter', 'saturn'] as const;
export type SynastryPoint = (typeof SYNASTRY_POINTS)[number];

/**
 * How much a contact with each point counts. The lights and Venus carry a relationship; Jupiter and
 * Saturn only matter when they touch a personal point (two of them together are left out).
 */
const POINT_WEIGHT: Record<SynastryPoint, number> = {
  sun: 1,
  moon: 1,
  venus: 0.9,
  mars: 0.8,
  ascendant: 0.8,
  mercury: 0.7,
  jupiter: 0.5,
  saturn: 0.5,
};
const PERSONAL = new Set<SynastryPoint>(['sun', 'moon', 'venus', 'mars', 'mercury', 'ascendant']);

/** The major aspects between two people's charts, with orbs a little tighter than within one chart (aspects.ts). */
export const INTER_ASPECTS = [
  { type: 'conjunction', angle: 0, orb: 6, weight: 1 },
  { type: 'opposition', angle: 180, orb: 6, weight: 0.9 },
  { type: 'trine', angle: 120, orb: 6, weight: 0.85 },
  { type: 'square', angle: 90, orb: 5, weight: 0.85 },
  { type: 'sextile', angle: 60, orb: 4, weight: 0.7 },
] as const satisfies readonly { type: AspectType; angle: number; orb: number; weight: number }[];

/** The most inter-aspects a reading keeps: enough to say something, few enough to read. */
export const MAX_INTER_ASPECTS = 8;

export interface SynastryLongitude {
  point: SynastryPoint;
  longitude: number;
}

export interface InterAspect {
  /** The member's point. */
  a: SynastryPoint;
  /** The other person's point. */
  b: SynastryPoint;
  type: AspectType;
  /** Degrees from exact, two decimals. */
  orb: number;
  /** Weight of the two points and the aspect, scaled by how exact it is: 0 to 1. */
  strength: number;
}

/**
 * The main aspects from the member's points (`mine`) to the other person's (`theirs`), strongest
 * first, at most MAX_INTER_ASPECTS. Ties keep SYNASTRY_POINTS order, so the answer is repeatable.
 */
export function interAspectsOf(mine: SynastryLongitude[], theirs: SynastryLongitude[]): InterAspect[] {
  const found: InterAspect[] = [];
  for (const a of mine) {
    for (const b of theirs) {
      if (!PERSONAL.has(a.point) && !PERSONAL.has(b.point)) continue;
      const separation = Math.abs(((b.longitude - a.longitude + 540) % 360) - 180);
      for (const aspect of INTER_ASPECTS) {
        const orb = Math.abs(separation - aspect.angle);
        if (orb > aspect.orb) continue;
        const exactness = 1 - orb / aspect.orb;
        const strength = POINT_WEIGHT[a.point] * POINT_WEIGHT[b.point] * aspect.weight * (0.4 + 0.6 * exactness);
        found.push({
          a: a.point,
          b: b.point,
          type: aspect.type,
          orb: Math.round(orb * 100) / 100,
          strength: Math.round(strength * 1000) / 1000,
        });
      }
    }
  }
  return found
    .map((aspect, index) => ({ aspect, index }))
    .sort((x, y) => y.aspect.strength - x.aspect.strength || x.aspect.orb - y.aspect.orb || x.index - y.index)
    .slice(0, MAX_INTER_ASPECTS)
    .map(({ aspect }) => aspect);
}
