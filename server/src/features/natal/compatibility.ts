import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import { BIRTH_PLACE_MESSAGE, type Compatibility, type CompatibilityRequest } from '@contract/natal';
import type { MemberUser } from '../../db/statements/load-member';
import { badRequest } from '../../lib/app-error';
import { foldQuestion } from './birth-data';
import { castChart } from './chart';
import { interAspectsOf, SYNASTRY_POINTS, type SynastryLongitude } from './compatibility-aspects';
import { describeInterAspect, summarise } from './compatibility-content';
import { readLocalTime } from './local-time';
import { natalChartOf } from './natal-chart';
import { placeIndex } from './places';

type OtherBirth = Omit<CompatibilityRequest, 'name'>;

/**
 * The other person's chart from the data entered: the place by its id (unknown: 400), the local
 * time with the zone's rules of that date (a time the clocks changed over: 409 until a fold is
 * chosen, asked in `language`), local noon and no angles without a birth time. Nothing of it is stored.
 */
export async function castOtherChart(birth: OtherBirth, language: Language = DEFAULT_LANGUAGE) {
  const place = (await placeIndex()).byPlaceId(birth.birthPlaceId);
  if (!place) throw badRequest(BIRTH_PLACE_MESSAGE);
  const timeKnown = birth.birthTime !== null;
  const reading = readLocalTime(place.timeZone, birth.dateOfBirth, birth.birthTime ?? '12:00');
  let utc: Date;
  if (reading.kind === 'unique') utc = reading.utc;
  else if (timeKnown && !birth.birthTimeFold) {
    throw foldQuestion(reading.kind, birth.birthTime as string, birth.dateOfBirth, place.name, language);
  } else utc = birth.birthTimeFold === 'later' ? reading.later : reading.earlier;
  const chart = castChart({ utc, latitude: place.lat, longitude: place.lon, timeKnown });
  return { timeKnown, place, bodies: chart.bodies, ascendant: chart.ascendant };
}

/** A chart's longitudes at the points a compatibility reading compares (the ascendant only when known). */
function synastryLongitudes(chart: { bodies: { body: string; longitude: number }[]; ascendant: number | null }) {
  const points: SynastryLongitude[] = [];
  for (const point of SYNASTRY_POINTS) {
    const longitude =
      point === 'ascendant' ? chart.ascendant : chart.bodies.find((body) => body.body === point)?.longitude;
    if (longitude !== null && longitude !== undefined) points.push({ point, longitude });
  }
  return points;
}

/**
 * The member's chart beside another person's: the main inter-aspects (strongest first), each in
 * plain words, and a summary, in `language` (English by default). 409 until the member has a birth
 * date and place (natalChartOf's messages). Deterministic: the same two births always read the same.
 */
export async function compareCharts({
  user,
  request,
  language = DEFAULT_LANGUAGE,
}: {
  user: MemberUser;
  request: CompatibilityRequest;
  language?: Language;
}): Promise<Compatibility> {
  const mine = await natalChartOf(user);
  const { name, ...birth } = request;
  const theirs = await castOtherChart(birth, language);
  const aspects = interAspectsOf(synastryLongitudes(mine), synastryLongitudes(theirs));
  return {
    name,
    other: {
      timeKnown: theirs.timeKnown,
      place: { name: theirs.place.name, timeZone: theirs.place.timeZone },
      bodies: theirs.bodies,
      ascendant: theirs.ascendant,
    },
    aspects: aspects.map((aspect) => ({
      a: aspect.a,
      b: aspect.b,
      type: aspect.type,
      orb: aspect.orb,
      text: describeInterAspect(aspect, name, language),
    })),
    summary: summarise(aspects, name, theirs.timeKnown, language),
  };
}
