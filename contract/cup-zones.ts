/**
 * Where a shape lies in a cup, and the forms a shape is read by (issue 31): pure geometry with no
 * schema, so the cup reader's thread loads it without the contract's validation library.
 */
/** rim = near future, side = the coming weeks, bottom = further ahead, handle = home and self. */
export const CUP_ZONES = ['rim', 'side', 'bottom', 'handle'] as const;
export type CupZone = (typeof CUP_ZONES)[number];

/**
 * How a shape reads when it matches no silhouette well, as tasseography reads form: a figure (it
 * does match one), dots and specks, a line, a ring, a dark mass.
 */
export const SHAPE_FORMS = ['figure', 'dots', 'line', 'ring', 'mass'] as const;
export type ShapeForm = (typeof SHAPE_FORMS)[number];

/**
 * Where the zones lie in the cup's own polar coordinates: `radius` is the distance from the cup's
 * centre as a fraction of its inner radius (0 the centre, 1 the rim's inner edge); `fromHandle` the
 * angle in degrees between the shape and the handle (0 to 180). The handle's sector is read first.
 */
export const ZONE_BOUNDS = {
  /** Within this many degrees of the handle, and at least `handleMinRadius` out, is the handle's sector. */
  handleDegrees: 30,
  handleMinRadius: 0.45,
  /** At or past this radius is the rim. */
  rimRadius: 0.75,
  /** At or past this radius (and inside the rim) is the side; nearer the centre is the bottom. */
  sideRadius: 0.4,
} as const;

/** The zone of a point at `radius` (fraction of the cup's inner radius) and `fromHandle` degrees. */
export function zoneAt(radius: number, fromHandle: number): CupZone {
  if (fromHandle <= ZONE_BOUNDS.handleDegrees && radius >= ZONE_BOUNDS.handleMinRadius) return 'handle';
  if (radius >= ZONE_BOUNDS.rimRadius) return 'rim';
  if (radius >= ZONE_BOUNDS.sideRadius) return 'side';
  return 'bottom';
}

/** Degrees between two angles, 0 to 180. */
export function angleBetween(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}
