import { DEFAULT_LANGUAGE, type Language } from '@contract/languages';
import type { NatalChart } from '@contract/natal';
import type { MemberUser } from '../../db/statements/load-member';
import { badRequest, conflict } from '../../lib/app-error';
import { bigThreeOf } from './big-three';
import { BEFORE_1900_MESSAGE } from './birth-data';
import { castChart } from './chart';
import { readLocalTime } from './local-time';
import { placeIndex } from './places';

export const NO_BIRTH_DATE_MESSAGE = 'Please add your date of birth to your profile to see your chart.';
export const NO_BIRTH_PLACE_MESSAGE = 'Please choose your birth place in your profile to see your chart.';

export interface BirthPlace {
  name: string;
  lat: number;
  lon: number;
  timeZone: string;
}

/**
 * The birth place as update-profile stored it (migration 0016), without the place index; null when
 * there is none, or for a row saved before 0016 with an id but no coordinates (see natalChartOf).
 */
export function storedBirthPlace(user: MemberUser): BirthPlace | null {
  const { birthPlaceId, birthPlaceName, birthPlaceLat, birthPlaceLon, birthPlaceTimeZone } = user;
  if (birthPlaceId === null || birthPlaceLat === null || birthPlaceLon === null || !birthPlaceTimeZone) return null;
  return { name: birthPlaceName ?? '', lat: birthPlaceLat, lon: birthPlaceLon, timeZone: birthPlaceTimeZone };
}

/** The birth moment in UTC: the local birth time (noon when unknown) in the zone's rules of that date. */
export function birthMomentOf(user: MemberUser & { dateOfBirth: string }, timeZone: string): Date {
  const reading = readLocalTime(timeZone, user.dateOfBirth, user.birthTime ?? '12:00');
  if (reading.kind === 'unique') return reading.utc;
  return user.birthTimeFold === 'later' ? reading.later : reading.earlier;
}

/**
 * The member's chart; without a birth time it is cast for local noon, with no angles and no houses.
 * The place comes from the stored columns; a row saved before migration 0016 (an id, no
 * coordinates) is looked up in the index, which this endpoint loaded anyway before 0016, until the
 * member's next profile save stores them. The big three are read in `language`.
 */
export async function natalChartOf(user: MemberUser, language: Language = DEFAULT_LANGUAGE): Promise<NatalChart> {
  const date = user.dateOfBirth;
  if (!date) throw conflict(NO_BIRTH_DATE_MESSAGE);
  if (date < '1900-01-01') throw badRequest(BEFORE_1900_MESSAGE);
  if (user.birthPlaceId === null) throw conflict(NO_BIRTH_PLACE_MESSAGE);
  const place = storedBirthPlace(user) ?? (await placeIndex()).byPlaceId(user.birthPlaceId);
  if (!place) throw conflict(NO_BIRTH_PLACE_MESSAGE);
  const timeKnown = user.birthTime !== null;
  const utc = birthMomentOf({ ...user, dateOfBirth: date }, place.timeZone);
  const chart = castChart({ utc, latitude: place.lat, longitude: place.lon, timeKnown });
  return {
    utc: utc.toISOString(),
    timeKnown,
    place: { name: place.name, lat: place.lat, lon: place.lon, timeZone: place.timeZone },
    ...chart,
    bigThree: bigThreeOf(chart, language),
  };
}
