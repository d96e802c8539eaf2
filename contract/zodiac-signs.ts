/** The twelve tropical zodiac signs, in zodiac order starting at 0° of ecliptic longitude (Aries). */
export const ZODIAC_SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;

export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

/** A calendar date split into its parts; months and days count from 1. */
interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a 'YYYY-MM-DD' string as plain numbers, or null when it is not a real calendar date
 * (2023-02-29 and 2024-13-01 are rejected). No Date object is involved, so the server's time
 * zone can never move a birthday to the day before.
 */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * First day (month, day) of each sign, in calendar order. A date belongs to
 * the last sign whose first day it has reached; dates before 20 January wrap round to Capricorn.
 */
const SIGN_STARTS: ReadonlyArray<readonly [month: number, day: number, sign: ZodiacSign]> = [
  [1, 20, 'Aquarius'],
  [2, 19, 'Pisces'],
  [3, 21, 'Aries'],
  [4, 20, 'Taurus'],
  [5, 21, 'Gemini'],
  [6, 21, 'Cancer'],
  [7, 23, 'Leo'],
  [8, 23, 'Virgo'],
  [9, 23, 'Libra'],
  [10, 23, 'Scorpio'],
  [11, 22, 'Sagittarius'],
  [12, 22, 'Capricorn'],
];

/**
 * The Sun sign for a date of birth given as 'YYYY-MM-DD', using the product's fixed month/day ranges
 * (not the real sky, so a birthday always maps to the same sign); null when the date is malformed.
 */
export function zodiacSignFor(dateOfBirth: string): ZodiacSign | null {
  const date = parseCalendarDate(dateOfBirth);
  if (!date) return null;
  let sign: ZodiacSign = 'Capricorn';
  for (const [month, day, startingSign] of SIGN_STARTS) {
    if (date.month > month || (date.month === month && date.day >= day)) sign = startingSign;
  }
  return sign;
}

/** The four elements, each holding three signs. */
export const ELEMENTS = ['Fire', 'Earth', 'Air', 'Water'] as const;
export type Element = (typeof ELEMENTS)[number];

const ELEMENT_OF_SIGN: Record<ZodiacSign, Element> = {
  Aries: 'Fire',
  Leo: 'Fire',
  Sagittarius: 'Fire',
  Taurus: 'Earth',
  Virgo: 'Earth',
  Capricorn: 'Earth',
  Gemini: 'Air',
  Libra: 'Air',
  Aquarius: 'Air',
  Cancer: 'Water',
  Scorpio: 'Water',
  Pisces: 'Water',
};

/** The element a sign belongs to: Leo is a fire sign, Pisces a water sign. */
export function elementOf(sign: ZodiacSign): Element {
  return ELEMENT_OF_SIGN[sign];
}
