/**
 * Ascendant, Midheaven and house cusps from the local sidereal angle (RAMC), the latitude and the
 * true obliquity of the date. All angles in degrees; longitudes on the tropical ecliptic of date.
 */
const RAD = Math.PI / 180;

export const norm360 = (deg: number) => ((deg % 360) + 360) % 360;
const sin = (deg: number) => Math.sin(deg * RAD);
const cos = (deg: number) => Math.cos(deg * RAD);
const tan = (deg: number) => Math.tan(deg * RAD);
const atan2 = (y: number, x: number) => Math.atan2(y, x) / RAD;

export interface Angles {
  ascendant: number;
  midheaven: number;
}

/** The ecliptic's rising degree and its culminating degree. */
export function anglesOf(ramc: number, latitude: number, obliquity: number): Angles {
  const midheaven = norm360(atan2(sin(ramc), cos(ramc) * cos(obliquity)));
  const ascendant = norm360(atan2(cos(ramc), -(sin(ramc) * cos(obliquity) + tan(latitude) * sin(obliquity))));
  return { ascendant, midheaven };
}

/** The ecliptic longitude whose right ascension is `ra`. */
function longitudeOfRightAscension(ra: number, obliquity: number): number {
  return norm360(atan2(sin(ra), cos(ra) * cos(obliquity)));
}

/**
 * One Placidus cusp: the ecliptic point that has covered `fraction` of its semi-diurnal arc from
 * the MC (houses 11 and 12), or of its semi-nocturnal arc back from the IC (houses 2 and 3), found
 * by iteration. Null where the point never rises or sets (circumpolar), as near the polar circles.
 */
function placidusCusp(ramc: number, latitude: number, obliquity: number, house: 11 | 12 | 2 | 3): number | null {
  const fraction = house === 11 || house === 3 ? 1 / 3 : 2 / 3;
  const aboveHorizon = house === 11 || house === 12;
  const start = { 11: 30, 12: 60, 2: 120, 3: 150 }[house];
  let longitude = longitudeOfRightAscension(ramc + start, obliquity);
  for (let step = 0; step < 100; step += 1) {
    const declination = Math.asin(sin(obliquity) * sin(longitude)) / RAD;
    const x = tan(latitude) * tan(declination);
    if (Math.abs(x) >= 1) return null;
    const ascensionalDifference = Math.asin(x) / RAD;
    const ra = aboveHorizon
      ? ramc + fraction * (90 + ascensionalDifference)
      : ramc + 180 - fraction * (90 - ascensionalDifference);
    const next = longitudeOfRightAscension(ra, obliquity);
    const change = Math.abs(((next - longitude + 540) % 360) - 180);
    longitude = next;
    if (change < 1e-9) return longitude;
  }
  return null;
}

/** Placidus cusps 1..12, or null where the system fails at this latitude. */
export function placidusCusps(ramc: number, latitude: number, obliquity: number): number[] | null {
  const { ascendant, midheaven } = anglesOf(ramc, latitude, obliquity);
  const c11 = placidusCusp(ramc, latitude, obliquity, 11);
  const c12 = placidusCusp(ramc, latitude, obliquity, 12);
  const c2 = placidusCusp(ramc, latitude, obliquity, 2);
  const c3 = placidusCusp(ramc, latitude, obliquity, 3);
  if (c11 === null || c12 === null || c2 === null || c3 === null) return null;
  const first = [ascendant, c2, c3, norm360(midheaven + 180)];
  const opposite = first.map((value) => norm360(value + 180));
  // Houses 1-4, 5-6 (opposite 11-12), 7-10, 11-12.
  return [...first, norm360(c11 + 180), norm360(c12 + 180), ...opposite.slice(0, 3), midheaven, c11, c12];
}

/** Whole Sign cusps: house 1 is the ascendant's whole sign, each next house the next sign. */
export function wholeSignCusps(ascendant: number): number[] {
  const first = Math.floor(ascendant / 30) * 30;
  return Array.from({ length: 12 }, (_, index) => norm360(first + index * 30));
}

/** The house (1-12) a longitude falls in, given 12 cusps in order. */
export function houseOf(longitude: number, cusps: number[]): number {
  for (let index = 0; index < 12; index += 1) {
    const start = cusps[index] as number;
    const end = cusps[(index + 1) % 12] as number;
    const span = norm360(end - start);
    if (norm360(longitude - start) < span) return index + 1;
  }
  return 1;
}
