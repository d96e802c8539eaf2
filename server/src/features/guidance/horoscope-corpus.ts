import { ADVICE_CORPUS, CAREER_CORPUS, WELLBEING_CORPUS } from './horoscope-corpus-day';
import { LOVE_CORPUS, MOOD_CORPUS } from './horoscope-corpus-heart';
import type { SkyPlanet } from './sky';

/** The life areas a horoscope covers, one sentence each. */
export const HOROSCOPE_AREAS = ['mood', 'love', 'career', 'wellbeing', 'advice'] as const;
export type HoroscopeArea = (typeof HOROSCOPE_AREAS)[number];

/** The {placeholders} a lead-in may use; the composer fills them from the sign and the sky. */
export const PLACEHOLDERS = [
  'sign',
  'trait',
  'element',
  'anElement',
  'ruler',
  'gift',
  'strength',
  'moon',
  'sun',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** One area's phrases. A sentence is a lead-in (which may hold PLACEHOLDERS) followed by a core. */
export interface AreaCorpus {
  leadIns: readonly string[];
  cores: readonly string[];
}

/**
 * Lead-ins and cores each walk a fixed cycle, one step a day. When the two list lengths share no
 * factor and their product exceeds a year, a lead-in + core pair cannot come back within 365 days,
 * so every area sentence is new each day for a year. horoscope-corpus.test.ts checks the sizes.
 */
export const AREA_CORPUS: Record<HoroscopeArea, AreaCorpus> = {
  mood: MOOD_CORPUS,
  love: LOVE_CORPUS,
  career: CAREER_CORPUS,
  wellbeing: WELLBEING_CORPUS,
  advice: ADVICE_CORPUS,
};

/** Which area's lead-in a retrograde planet takes over, and how often (0 to 1). */
export const RETROGRADE_AREA: Record<SkyPlanet, { area: HoroscopeArea; chance: number }> = {
  // Mercury retrograde is the one people ask about, so it is always mentioned.
  Mercury: { area: 'career', chance: 1 },
  Venus: { area: 'love', chance: 0.8 },
  Mars: { area: 'wellbeing', chance: 0.7 },
  // Jupiter and Saturn are retrograde for months each year; mentioning them daily would grate.
  Jupiter: { area: 'mood', chance: 0.3 },
  Saturn: { area: 'advice', chance: 0.3 },
};

/**
 * Lead-ins naming a retrograde planet; each ends so that an area core can follow. Each list's
 * length shares no factor with its area's cores (see horoscope-corpus.test.ts).
 */
export const RETROGRADE_LEAD_INS: Record<SkyPlanet, readonly string[]> = {
  Mercury: [
    'Mercury is retrograde, so give messages a second read;',
    'With Mercury retrograde, allow extra time for plans and replies;',
    'Mercury is moving backwards for now, so double-check the details;',
    'While Mercury is retrograde, slow and clear beats quick and clever;',
  ],
  Venus: [
    'Venus is retrograde, so old feelings may come back for a gentle second look;',
    'With Venus retrograde, it is a season to cherish rather than rush;',
    'While Venus travels backwards, familiar faces may matter more than new ones;',
  ],
  Mars: [
    'Mars is retrograde, so pace yourself and let your energy build gently;',
    'With Mars retrograde, steady beats hurried;',
    'While Mars moves backwards, finishing what you started feels good;',
    'Mars is retrograde for now, so choose gentle effort over big pushes;',
  ],
  Jupiter: [
    'Jupiter is retrograde, so growth happens quietly, on the inside;',
    'With Jupiter retrograde, it is a good moment to count the good you already have;',
    'While Jupiter travels backwards, wisdom comes from looking inward;',
    'Jupiter is retrograde for now, so small, private hopes deserve your care;',
  ],
  Saturn: [
    'Saturn is retrograde, which makes this a good season to review your foundations;',
    'With Saturn retrograde, patience with old responsibilities pays off;',
    'While Saturn moves backwards, it is wise to tidy up unfinished business;',
    'Saturn is retrograde for now, so steady habits matter more than big plans;',
  ],
};

/** Mood lead-ins for when the Moon is in the member's own sign. */
export const MOON_IN_OWN_SIGN_LEAD_INS: readonly string[] = [
  'With the Moon in your own sign,',
  'The Moon is visiting {sign}, so',
  'With the Moon in {sign} and on your side,',
];

/** Mood lead-ins for when the Moon is in another sign of the member's element. */
export const MOON_IN_ELEMENT_LEAD_INS: readonly string[] = [
  'With the Moon in {moon}, a fellow {element} sign,',
  'The Moon in {moon} speaks your {element}-sign language, so',
  'With the Moon in kindred {moon},',
];

/** Mood lead-ins for the member's birthday season, when the Sun is in their sign. */
export const SUN_IN_OWN_SIGN_LEAD_INS: readonly string[] = [
  'It is {sign} season, and',
  'With the Sun shining in your sign,',
  'Happy {sign} season:',
];
