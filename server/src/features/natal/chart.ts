import { CHART_BODY_NAMES } from '@contract/natal';
import { ZODIAC_SIGNS } from '@contract/zodiac-signs';
import { Body, Ecliptic, e_tilt, GeoVector, MakeTime, SiderealTime } from 'astronomy-engine';
import { aspectsOf } from './aspects';
import { anglesOf, houseOf, norm360, placidusCusps, wholeSignCusps } from './houses';

/** A body the chart computes: every one the contract names but Chiron, which astronomy-engine lacks. */
export type ChartBody = Exclude<(typeof CHART_BODY_NAMES)[number], 'chiron'>;

/** The bodies a chart shows, in the contract's order. */
export const CHART_BODIES: readonly ChartBody[] = CHART_BODY_NAMES.filter(
  (body): body is ChartBody => body !== 'chiron',
);

const ENGINE_BODY: Record<Exclude<ChartBody, 'north-node'>, Body> = {
  sun: Body.Sun,
  moon: Body.Moon,
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};

export type HouseSystem = 'placidus' | 'whole-sign';

export interface ChartInput {
  utc: Date;
  latitude: number;
  longitude: number;
  /** False: the birth time is unknown, so no angles and no houses. */
  timeKnown: boolean;
  preferredHouses?: HouseSystem;
}

export interface ChartPoint {
  body: ChartBody;
  longitude: number;
  sign: (typeof ZODIAC_SIGNS)[number];
  degree: number;
  retrograde: boolean;
  house: number | null;
}

/** Hours either side for the retrograde test (motion over two hours). */
const MOTION_DAYS = 1 / 24;

/**
 * Apparent geocentric longitude on the true ecliptic of date (light time and aberration included).
 * GeoVector answers in the J2000 equator (EQJ); Ecliptic() turns that into the true ecliptic and
 * equinox of date, which is what a chart needs (EclipticLongitude() would be heliocentric J2000).
 */
export function apparentLongitude(body: ChartBody, date: Date | number): number {
  const time = MakeTime(date as Date);
  if (body === 'north-node') return meanNode(time.tt, e_tilt(time).dpsi);
  return Ecliptic(GeoVector(ENGINE_BODY[body], time, true)).elon;
}

/**
 * The Moon's mean ascending node (Meeus, Astronomical Algorithms ch. 47) on the equinox of date,
 * plus the nutation in longitude (arcseconds) to put it on the true equinox like the planets.
 */
function meanNode(daysTT: number, nutationArcsec: number): number {
  const t = daysTT / 36525;
  const omega = 125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - (t * t * t * t) / 60616000;
  return norm360(omega + nutationArcsec / 3600);
}

function pointOf(body: ChartBody, utc: Date): Omit<ChartPoint, 'house'> {
  const longitude = norm360(apparentLongitude(body, utc));
  const before = apparentLongitude(body, new Date(utc.getTime() - MOTION_DAYS * 86_400_000));
  const after = apparentLongitude(body, new Date(utc.getTime() + MOTION_DAYS * 86_400_000));
  const motion = ((after - before + 540) % 360) - 180;
  const signIndex = Math.floor(longitude / 30) % 12;
  return {
    body,
    longitude,
    sign: ZODIAC_SIGNS[signIndex] as ChartPoint['sign'],
    degree: longitude - signIndex * 30,
    retrograde: motion < 0,
  };
}

export interface HouseFrame {
  ascendant: number;
  midheaven: number;
  cusps: number[];
  houseSystem: HouseSystem;
}

/** Angles and cusps for a moment and place; Placidus unless Whole Sign is asked for or Placidus fails there. */
export function houseFrameOf(utc: Date, latitude: number, longitude: number, preferred: HouseSystem): HouseFrame {
  const time = MakeTime(utc);
  const obliquity = e_tilt(time).tobl;
  // Greenwich apparent sidereal time (hours) turned into the local sidereal angle RAMC.
  const ramc = norm360(SiderealTime(time) * 15 + longitude);
  const { ascendant, midheaven } = anglesOf(ramc, latitude, obliquity);
  const placidus = preferred === 'placidus' ? placidusCusps(ramc, latitude, obliquity) : null;
  if (placidus) return { ascendant, midheaven, cusps: placidus, houseSystem: 'placidus' };
  return { ascendant, midheaven, cusps: wholeSignCusps(ascendant), houseSystem: 'whole-sign' };
}

/** The natal chart for a moment and a place. */
export function castChart(input: ChartInput) {
  const frame = input.timeKnown
    ? houseFrameOf(input.utc, input.latitude, input.longitude, input.preferredHouses ?? 'placidus')
    : null;
  const bodies: ChartPoint[] = CHART_BODIES.map((body) => {
    const point = pointOf(body, input.utc);
    return { ...point, house: frame ? houseOf(point.longitude, frame.cusps) : null };
  });
  return {
    houseSystem: frame?.houseSystem ?? null,
    bodies,
    ascendant: frame?.ascendant ?? null,
    midheaven: frame?.midheaven ?? null,
    cusps: frame?.cusps ?? null,
    aspects: aspectsOf(bodies),
  };
}
