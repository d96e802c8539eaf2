import { BIRTH_PLACE_MESSAGE } from '@contract/natal';
import type { MemberUser } from '../../db/statements/load-member';
import { AppError, badRequest, inEveryLanguage } from '../../lib/app-error';
import { FOLD_WORDS } from './fold-words';
import { readLocalTime } from './local-time';
import { placeIndex } from './places';

/** The birth fields of update-profile's body; undefined: left as it is. */
export interface BirthDataInput {
  dateOfBirth?: string;
  birthTime?: string | null;
  birthPlaceId?: number | null;
  birthTimeFold?: 'earlier' | 'later' | null;
}

/**
 * The birth columns, always written together in the profile's one update statement: the place's
 * coordinates and zone go with its id, so charts and transits never load the place index.
 */
export interface BirthDataColumns {
  birthTime: string | null;
  birthPlaceId: number | null;
  birthPlaceName: string | null;
  birthPlaceLat: number | null;
  birthPlaceLon: number | null;
  birthPlaceTimeZone: string | null;
  birthTimeFold: 'earlier' | 'later' | null;
}

export const BEFORE_1900_MESSAGE = 'Charts start from 1900: please check your date of birth.';

/**
 * The 409 asking which reading of a birth time the clocks changed over was meant (update-profile and
 * compatibility), under its own code so that clients tell it from the other conflicts.
 */
export function foldQuestion(kind: 'ambiguous' | 'skipped', time: string, date: string, place: string): AppError {
  return new AppError(
    'BIRTH_TIME_FOLD',
    inEveryLanguage((language) => FOLD_WORDS[language]({ kind, time, date, place })),
  );
}

/**
 * The birth columns an update-profile request leads to, or null when it touches none of them.
 * An unknown place is a 400; a local time a clock change made happen twice or skipped is a 409
 * until the member says which one they meant (a choice that no longer applies is cleared).
 */
export async function resolveBirthData(user: MemberUser, input: BirthDataInput): Promise<BirthDataColumns | null> {
  const touched =
    input.birthTime !== undefined ||
    input.birthPlaceId !== undefined ||
    input.birthTimeFold !== undefined ||
    (input.dateOfBirth !== undefined && input.dateOfBirth !== user.dateOfBirth);
  if (!touched) return null;
  const date = input.dateOfBirth ?? user.dateOfBirth;
  const birthTime = input.birthTime !== undefined ? input.birthTime : user.birthTime;
  const birthPlaceId = input.birthPlaceId !== undefined ? input.birthPlaceId : user.birthPlaceId;
  const chosenFold =
    input.birthTimeFold !== undefined ? input.birthTimeFold : (user.birthTimeFold as BirthDataColumns['birthTimeFold']);
  if (date && date < '1900-01-01') throw badRequest(BEFORE_1900_MESSAGE);

  let birthPlaceName: string | null = null;
  let where: Pick<BirthDataColumns, 'birthPlaceLat' | 'birthPlaceLon' | 'birthPlaceTimeZone'> = {
    birthPlaceLat: null,
    birthPlaceLon: null,
    birthPlaceTimeZone: null,
  };
  let birthTimeFold: BirthDataColumns['birthTimeFold'] = null;
  if (birthPlaceId !== null && birthPlaceId !== undefined) {
    const place = (await placeIndex()).byPlaceId(birthPlaceId);
    if (!place) throw badRequest(BIRTH_PLACE_MESSAGE);
    birthPlaceName = place.name;
    where = { birthPlaceLat: place.lat, birthPlaceLon: place.lon, birthPlaceTimeZone: place.timeZone };
    if (date && birthTime) {
      const reading = readLocalTime(place.timeZone, date, birthTime);
      if (reading.kind !== 'unique') {
        if (!chosenFold) throw foldQuestion(reading.kind, birthTime, date, place.name);
        birthTimeFold = chosenFold;
      }
    }
  }
  return { birthTime: birthTime ?? null, birthPlaceId: birthPlaceId ?? null, birthPlaceName, ...where, birthTimeFold };
}
