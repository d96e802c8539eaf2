import { type Expect, members, premiumOnly } from './expect';

/**
 * Issue 34: the birth-place search (no query: 400), the chart (no birth place yet: 409) and the
 * compatibility view (premium; an empty body: 400).
 */
export const natalAccess: Record<string, Expect> = {
  'GET /api/places': members(400),
  'GET /api/natal-chart': members(409),
  'POST /api/natal-chart/compatibility': premiumOnly(400),
};
