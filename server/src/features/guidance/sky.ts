import type { HoroscopeSky, MoonPhaseName } from '@contract/guidance';
import { parseCalendarDate, ZODIAC_SIGNS, type ZodiacSign } from '@contract/zodiac';
import { Body, Ecliptic, EclipticGeoMoon, GeoVector, MoonPhase, SunPosition } from 'astronomy-engine';

/** The planets whose retrograde motion the horoscope mentions, nearest first. */
export const SKY_PLANETS = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
export type SkyPlanet = (typeof SKY_PLANETS)[number];

/** Every body whose position the horoscope uses for aspects. */
export const SKY_BODIES = ['Sun', 'Moon', ...SKY_PLANETS] as const;
export type SkyBody = (typeof SKY_BODIES)[number];

/** The real sky of one day, as seen from the Earth's centre at 12:00 UTC. */
export interface Sky {
  date: string;
  moonPhase: MoonPhaseName;
  moonSign: ZodiacSign;
  sunSign: ZodiacSign;
  /** Planets moving backwards against the stars, in SKY_PLANETS order. */
  retrograde: SkyPlanet[];
  /** Geocentric tropical ecliptic longitude of each body in degrees, 0 <= longitude < 360. */
  longitudes: Record<SkyBody, number>;
}

const HOUR_MS = 3_600_000;
/** Half the window over which motion is measured: long enough to be sure of the direction. */
const MOTION_HALF_WINDOW_MS = 6 * HOUR_MS;

const PLANET_BODY: Record<SkyPlanet, Body> = {
  Mercury: Body.Mercury,
  Venus: Body.Venus,
  Mars: Body.Mars,
  Jupiter: Body.Jupiter,
  Saturn: Body.Saturn,
};

/**
 * The sky for a 'YYYY-MM-DD' date at 12:00 UTC: Moon phase and sign, Sun sign, retrograde planets
 * and the longitudes needed for aspects. Throws on a malformed date (validate the request first).
 */
export function skyFor(date: string): Sky {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new Error(`Not a calendar date: ${date}`);
  const midnight = new Date(0);
  midnight.setUTCFullYear(parsed.year, parsed.month - 1, parsed.day);
  const noon = new Date(midnight.getTime() + 12 * HOUR_MS);

  const planetLongitudes = {} as Record<SkyPlanet, number>;
  const retrograde: SkyPlanet[] = [];
  for (const planet of SKY_PLANETS) {
    planetLongitudes[planet] = planetLongitude(planet, noon);
    const before = planetLongitude(planet, new Date(noon.getTime() - MOTION_HALF_WINDOW_MS));
    const after = planetLongitude(planet, new Date(noon.getTime() + MOTION_HALF_WINDOW_MS));
    if (signedDifference(after, before) < 0) retrograde.push(planet);
  }
  const longitudes: Record<SkyBody, number> = {
    Sun: normalise(SunPosition(noon).elon),
    Moon: normalise(EclipticGeoMoon(noon).lon),
    ...planetLongitudes,
  };
  return {
    date,
    moonPhase: moonPhaseOn(midnight),
    moonSign: signOfLongitude(longitudes.Moon),
    sunSign: signOfLongitude(longitudes.Sun),
    retrograde,
    longitudes,
  };
}

/** The tropical sign holding an ecliptic longitude: Aries from 0°, Taurus from 30°, and so on. */
export function signOfLongitude(longitude: number): ZodiacSign {
  return ZODIAC_SIGNS[Math.floor(normalise(longitude) / 30)] as ZodiacSign;
}

/** The part of the sky the horoscope response shows (the contract's `sky`). */
export function publicSky(sky: Sky): HoroscopeSky {
  return {
    moonPhase: sky.moonPhase,
    moonSign: sky.moonSign,
    sunSign: sky.sunSign,
    retrograde: [...sky.retrograde],
  };
}

/** The four principal phases sit at these Moon-Sun elongations (MoonPhase angles). */
const PRINCIPAL_PHASES: ReadonlyArray<readonly [angle: number, name: MoonPhaseName]> = [
  [0, 'new'],
  [90, 'first quarter'],
  [180, 'full'],
  [270, 'last quarter'],
];

/**
 * A principal phase (new, first quarter, full, last quarter) is an instant, so it names the UTC day
 * in which that instant falls, as calendars do; any other day is named by the quarter the Moon is
 * in at noon. Checking the whole day, not just noon, means a full Moon at 23:00 is still "full".
 */
function moonPhaseOn(midnight: Date): MoonPhaseName {
  const start = MoonPhase(midnight);
  const end = MoonPhase(new Date(midnight.getTime() + 24 * HOUR_MS));
  const advance = normalise(end - start);
  for (const [angle, name] of PRINCIPAL_PHASES) {
    if (normalise(angle - start) < advance) return name;
  }
  const noonAngle = MoonPhase(new Date(midnight.getTime() + 12 * HOUR_MS));
  if (noonAngle < 90) return 'waxing crescent';
  if (noonAngle < 180) return 'waxing gibbous';
  if (noonAngle < 270) return 'waning gibbous';
  return 'waning crescent';
}

function planetLongitude(planet: SkyPlanet, time: Date): number {
  return normalise(Ecliptic(GeoVector(PLANET_BODY[planet], time, true)).elon);
}

/** `to - from` in degrees, taking the short way round the circle (-180 to 180). */
export function signedDifference(to: number, from: number): number {
  return normalise(to - from + 180) - 180;
}

function normalise(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}
