import type { Transit } from '@contract/guidance';
import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import type { MemberUser } from '../../db/statements/load-member';
import { fillTemplate } from '../../lib/content';
import { pick, seededRandom } from '../../lib/seeded-random';
import { ASPECTS } from './aspects';
import { apparentLongitude, CHART_BODIES, houseFrameOf } from './chart';
import { houseOf, norm360 } from './houses';
import { birthMomentOf, storedBirthPlace } from './natal-chart';
import { NATAL_WORDING } from './natal-words';
import { type NatalPoint, TRANSIT_CONTENT, TRANSITING_BODIES, type TransitingBody } from './transits-content';
import { transitSkyFor } from './transits-sky';

/** What a day's transits need of a birth: the moment, the place, and whether the time is known. */
export interface TransitBirth {
  utc: Date;
  latitude: number;
  longitude: number;
  timeKnown: boolean;
}

/**
 * How far from exact a transit still counts (degrees). Transits are read tighter than natal
 * aspects; the Moon's orb is about half its day's motion, so it counts on the day it is exact.
 */
const ORB: Record<TransitingBody, number> = {
  moon: 6,
  mercury: 2,
  venus: 2,
  sun: 2,
  mars: 2,
  jupiter: 1.5,
  saturn: 1.5,
  uranus: 1.5,
  neptune: 1.5,
  pluto: 1.5,
};
/** Transits shown per day, strongest first. */
export const MAX_TRANSITS = 6;
/** The day's transits are read at noon UTC of the member's date. */
const NOON_HOURS = 12;

/** -180..180: how far `longitude` is past `target`. */
const offset = (longitude: number, target: number) => ((((longitude - target) % 360) + 540) % 360) - 180;

/**
 * Strength, highest first: the transiting body's slowness (its index in TRANSITING_BODIES, Moon 0
 * to Pluto 9: a slow planet's transit lasts weeks and weighs more) plus up to 2 for exactness (2
 * when exact, 0 at the edge of the orb; an ingress counts as half its orb). So a slower planet
 * outranks a faster one unless the faster one is much the tighter, and between the same bodies the
 * tighter comes first; ties go to the earlier exact moment, then to the names, so the order never
 * depends on anything but the sky and the chart.
 */
function strength(transit: Transit): number {
  const body = transit.transiting as TransitingBody;
  const orb = transit.type === 'ingress' ? ORB[body] / 2 : transit.orb;
  return TRANSITING_BODIES.indexOf(body) + 2 * (1 - Math.min(orb / ORB[body], 1));
}

/** Code-unit order, the same in every locale (localeCompare is not). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order transits are listed in: strongest first (see strength), then sooner exact, then names. */
export function byStrength(a: Transit, b: Transit): number {
  return (
    strength(b) - strength(a) ||
    compare(a.exactAt ?? '~', b.exactAt ?? '~') ||
    compare(`${a.transiting}|${a.natal}|${a.type}`, `${b.transiting}|${b.natal}|${b.type}`)
  );
}

/**
 * The day's transits to a chart (date 'YYYY-MM-DD', read at noon UTC): the Moon and planets in a
 * major aspect to a natal body or angle, and (with a birth time) planets entering a natal house
 * that day, strongest first, each with the next exact moment within WINDOW_HOURS of the day's
 * start and a sentence in `language`. Deterministic: the same chart and date give the same list
 * and, in each language, the same words (the same place in each list of sentences).
 */
export function transitsFor(birth: TransitBirth, date: string, language: Language = DEFAULT_LANGUAGE): Transit[] {
  const sky = transitSkyFor(date);
  const natal: { point: NatalPoint; longitude: number }[] = CHART_BODIES.map((body) => ({
    point: body,
    longitude: norm360(apparentLongitude(body, birth.utc)),
  }));
  const frame = birth.timeKnown ? houseFrameOf(birth.utc, birth.latitude, birth.longitude, 'placidus') : null;
  if (frame) {
    natal.push({ point: 'ascendant', longitude: frame.ascendant }, { point: 'midheaven', longitude: frame.midheaven });
  }
  const found: Transit[] = [];
  for (const body of TRANSITING_BODIES) {
    const now = sky.longitudeAt(body, NOON_HOURS);
    for (const { point, longitude } of natal) {
      for (const aspect of ASPECTS) {
        // The two places the aspect is exact (one for a conjunction or an opposition); the nearer counts.
        const targets = [norm360(longitude + aspect.angle), norm360(longitude - aspect.angle)];
        const target = targets.reduce((best, next) =>
          Math.abs(offset(now, next)) < Math.abs(offset(now, best)) ? next : best,
        );
        const orb = Math.abs(offset(now, target));
        if (orb > ORB[body]) continue;
        const exact = sky.firstCrossing(body, target);
        found.push({
          transiting: body,
          natal: point,
          type: aspect.type,
          orb: Math.round(orb * 100) / 100,
          exactAt: exact === null ? null : new Date(exact).toISOString(),
          text: '',
        });
      }
    }
    if (frame && body !== 'moon') {
      const ingress = houseEntered(body, frame.cusps, sky);
      if (ingress) found.push(ingress);
    }
  }
  return found
    .sort(byStrength)
    .slice(0, MAX_TRANSITS)
    .map((transit) => ({ ...transit, text: sentenceFor(transit, date, language) }));
}

/** The natal house a planet enters during the day (00:00 to 24:00 UTC), if it crosses a cusp. */
function houseEntered(body: TransitingBody, cusps: number[], sky: ReturnType<typeof transitSkyFor>): Transit | null {
  const from = houseOf(norm360(sky.longitudeAt(body, 0)), cusps);
  const to = houseOf(norm360(sky.longitudeAt(body, 24)), cusps);
  if (from === to) return null;
  // Moving forward it crosses the cusp of the house it enters; retrograde, the cusp of the one it leaves.
  const forward = offset(sky.longitudeAt(body, 24), sky.longitudeAt(body, 0)) > 0;
  const cusp = cusps[forward ? to - 1 : to % 12] as number;
  const exact = sky.firstCrossing(body, cusp);
  return {
    transiting: body,
    natal: `house-${to}`,
    type: 'ingress',
    orb: Math.round(Math.abs(offset(sky.longitudeAt(body, NOON_HOURS), cusp)) * 100) / 100,
    exactAt: exact === null ? null : new Date(exact).toISOString(),
    text: '',
  };
}

function sentenceFor(transit: Transit, date: string, language: Language): string {
  const body = transit.transiting as TransitingBody;
  const content = TRANSIT_CONTENT[language];
  const words = NATAL_WORDING[language];
  const random = seededRandom('transit', date, transit.transiting, transit.natal, transit.type);
  const common = { transiting: words.transiting(body), transitingTheme: content.transitingThemes[body] };
  if (transit.type === 'ingress') {
    const house = transit.natal.slice('house-'.length) as keyof typeof content.houseThemes;
    return fillTemplate(pick(random, content.ingress), {
      ...common,
      house: words.house(Number(house)),
      houseTheme: content.houseThemes[house],
    });
  }
  const point = transit.natal as NatalPoint;
  return fillTemplate(pick(random, content.aspects[transit.type]), {
    ...common,
    natal: words.natal(point),
    natalTheme: content.natalThemes[point],
  });
}

/** Member-days kept; one entry is a few kilobytes, so the cache stays under about 4 MB. */
const MAX_CACHED = 2000;
const cache = new Map<string, Transit[]>();

/**
 * The member's transits for their date, or undefined without a chart to read them against: a birth
 * date from 1900 and a birth place with stored coordinates (a row saved before migration 0016 has
 * none until the member's next profile save; the place index is never loaded here), in her language
 * (a user without one, as a partial test row, reads English). Cached per member, day and language,
 * keyed by the birth data too, so a profile or language change is seen at once.
 */
export function memberTransits(
  user: MemberUser,
  date: string,
  language: Language = user.language ?? DEFAULT_LANGUAGE,
): Transit[] | undefined {
  const place = storedBirthPlace(user);
  const dateOfBirth = user.dateOfBirth;
  if (!place || !dateOfBirth || dateOfBirth < '1900-01-01') return undefined;
  const key = [
    user.id,
    date,
    language,
    dateOfBirth,
    user.birthTime,
    user.birthTimeFold,
    place.lat,
    place.lon,
    place.timeZone,
  ].join('|');
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const utc = birthMomentOf({ ...user, dateOfBirth }, place.timeZone);
  const transits = transitsFor(
    { utc, latitude: place.lat, longitude: place.lon, timeKnown: user.birthTime !== null },
    date,
    language,
  );
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, transits);
  return transits;
}
