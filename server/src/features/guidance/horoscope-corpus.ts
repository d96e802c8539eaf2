import { MOON_PHASES } from '@contract/guidance';
import type { Language } from '@contract/languages';
import { ZODIAC_SIGNS } from '@contract/zodiac';
import { z } from 'zod';
import { parseContent, templateSchema } from '../../lib/content';
import areasFile from './content/horoscope-areas.json' with { type: 'json' };
import headlinesFile from './content/horoscope-headlines.json' with { type: 'json' };
import insightsFile from './content/horoscope-insights.json' with { type: 'json' };
import moonFile from './content/horoscope-moon.json' with { type: 'json' };
import skyLeadInsFile from './content/horoscope-sky-lead-ins.json' with { type: 'json' };
import turkishAreasFile from './content/tr/horoscope-areas.json' with { type: 'json' };
import turkishHeadlinesFile from './content/tr/horoscope-headlines.json' with { type: 'json' };
import turkishInsightsFile from './content/tr/horoscope-insights.json' with { type: 'json' };
import turkishMoonFile from './content/tr/horoscope-moon.json' with { type: 'json' };
import turkishSkyLeadInsFile from './content/tr/horoscope-sky-lead-ins.json' with { type: 'json' };
import { SKY_BODIES, SKY_PLANETS, type SkyPlanet } from './sky';

/**
 * The horoscope's wording, kept as data in content/*.json and checked here when it loads: the
 * daily sentences of each area, the lead-ins that tell of the real sky, the Moon's sentences and
 * the premium insights. The composers choose and fill; the rules of choosing stay in code.
 */

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

/** The classic aspects, by the angle between a planet and the middle of the member's sign. */
export const ASPECTS = [
  { name: 'conjunction', angle: 0 },
  { name: 'sextile', angle: 60 },
  { name: 'square', angle: 90 },
  { name: 'trine', angle: 120 },
  { name: 'opposition', angle: 180 },
] as const;
export type AspectName = (typeof ASPECTS)[number]['name'];

/** How far from exact an aspect may be and still count, in degrees. */
export const ASPECT_ORB = 6;

const phrase = templateSchema([]);
const phrases = z.array(phrase).min(1);
const leadIns = z.array(templateSchema(PLACEHOLDERS)).min(1);

/**
 * One area's phrases: a sentence is a lead-in (which may hold PLACEHOLDERS and ends so that a
 * core can follow) and a lower-case core. Lead-ins and cores each walk a fixed cycle, one step a
 * day; when the two list lengths share no factor and their product exceeds a year, a pair cannot
 * come back within 365 days. horoscope-corpus.test.ts checks the sizes.
 */
export const HoroscopeAreasFileSchema = z.record(z.enum(HOROSCOPE_AREAS), z.strictObject({ leadIns, cores: phrases }));

/**
 * Lead-ins that replace an area's own: a retrograde planet's (each list's length sharing no
 * factor with its area's cores), and the mood's when the Sun or Moon is in the member's sign or
 * the Moon in another sign of their element.
 */
export const SkyLeadInsFileSchema = z.strictObject({
  retrogradeLeadIns: z.record(z.enum(SKY_PLANETS), leadIns),
  sunInOwnSignLeadIns: leadIns,
  moonInOwnSignLeadIns: leadIns,
  moonInElementLeadIns: leadIns,
});

export const HoroscopeMoonFileSchema = z.strictObject({
  /** Openings naming the Moon's phase; {moon} becomes a described sign ('comfort-loving Taurus'). */
  phaseClauses: z.record(z.enum(MOON_PHASES), z.array(templateSchema(['moon'])).min(1)),
  /** Adjectives placed before the Moon's sign: 'in curious Gemini'. */
  descriptors: z.record(z.enum(ZODIAC_SIGNS), phrases),
  /** What the Moon's sign colours in everyone's day; five per sign so nearby days differ. */
  themes: z.record(z.enum(ZODIAC_SIGNS), phrases),
});

/**
 * The day's headline, one short line leading the dashboard (issue 32, item 5): {sky} becomes the
 * Moon's phase and sign ('the full Moon in Taurus'). The lines walk a cycle one step a day, each
 * sign a stride apart, so the twelve signs read twelve lines on a day and each line leads under 2%
 * of a year's horoscopes (server/test/phrasing): keep at least 51 lines, their first five words
 * all different.
 */
export const HoroscopeHeadlinesFileSchema = z.strictObject({
  headlines: z.array(templateSchema(['sky'])).min(51),
});

export const HoroscopeInsightsFileSchema = z.strictObject({
  /** What each body brings; always "x and y" so the aspect sentences agree in number. */
  bodyThemes: z.record(z.enum(SKY_BODIES), phrase),
  /**
   * Kind wording for each aspect: {label} names the body and where it is ('Venus in Leo'),
   * {theme} is its body theme. Squares and oppositions are told as energy and balance, never threats.
   */
  aspectPhrases: z.record(z.enum(ASPECTS.map((a) => a.name)), z.array(templateSchema(['label', 'theme'])).min(1)),
  /** Shown in place of aspects when no body is within the orb. */
  quietSky: phrase,
  /** "The Moon is {phrase} in Taurus today". */
  phasePhrases: z.record(z.enum(MOON_PHASES), phrase),
  /** How the Moon's sign sits with the member's, from closest to most different. */
  moonRelations: z.strictObject({
    ownSign: phrase,
    sameElement: templateSchema(['element']),
    harmonious: templateSchema(['element', 'moonElement']),
    different: templateSchema(['element', 'moonElement']),
  }),
  /** Each follows a lead naming the intention and a planet: "For love, with Venus in Leo, ". */
  guidance: z.strictObject({
    love: phrases,
    career: phrases,
    /** Everyday care only, never medical advice. */
    health: phrases,
    ownIntention: phrases,
    general: phrases,
  }),
});

/** One language's horoscope wording, every file checked by the same schema as the English. */
export interface HoroscopeCorpus {
  areas: z.output<typeof HoroscopeAreasFileSchema>;
  headlines: readonly string[];
  sky: z.output<typeof SkyLeadInsFileSchema>;
  moon: z.output<typeof HoroscopeMoonFileSchema>;
  insights: z.output<typeof HoroscopeInsightsFileSchema>;
}

/** The corpus of content/ (English) or content/tr/ (Turkish). */
function loadCorpus(
  directory: string,
  files: { areas: unknown; sky: unknown; moon: unknown; headlines: unknown; insights: unknown },
): HoroscopeCorpus {
  const file = (name: string) => `guidance/${directory}/horoscope-${name}.json`;
  return {
    areas: parseContent(file('areas'), HoroscopeAreasFileSchema, files.areas),
    sky: parseContent(file('sky-lead-ins'), SkyLeadInsFileSchema, files.sky),
    moon: parseContent(file('moon'), HoroscopeMoonFileSchema, files.moon),
    headlines: parseContent(file('headlines'), HoroscopeHeadlinesFileSchema, files.headlines).headlines,
    insights: parseContent(file('insights'), HoroscopeInsightsFileSchema, files.insights),
  };
}

export const HOROSCOPE_CORPORA: Record<Language, HoroscopeCorpus> = {
  en: loadCorpus('content', {
    areas: areasFile,
    sky: skyLeadInsFile,
    moon: moonFile,
    headlines: headlinesFile,
    insights: insightsFile,
  }),
  tr: loadCorpus('content/tr', {
    areas: turkishAreasFile,
    sky: turkishSkyLeadInsFile,
    moon: turkishMoonFile,
    headlines: turkishHeadlinesFile,
    insights: turkishInsightsFile,
  }),
};

// The English corpus by its parts, as the tests and the English-only callers read it.
const { areas, sky, moon, insights } = HOROSCOPE_CORPORA.en;
export const AREA_CORPUS = areas;
export const HEADLINES = HOROSCOPE_CORPORA.en.headlines;
export const RETROGRADE_LEAD_INS = sky.retrogradeLeadIns;
export const SUN_IN_OWN_SIGN_LEAD_INS = sky.sunInOwnSignLeadIns;
export const MOON_IN_OWN_SIGN_LEAD_INS = sky.moonInOwnSignLeadIns;
export const MOON_IN_ELEMENT_LEAD_INS = sky.moonInElementLeadIns;
export const { phaseClauses: PHASE_CLAUSES, descriptors: MOON_DESCRIPTORS, themes: MOON_THEMES } = moon;
export const { bodyThemes: BODY_THEMES, aspectPhrases: ASPECT_PHRASES, quietSky: QUIET_SKY } = insights;
export const { phasePhrases: PHASE_PHRASES, moonRelations: MOON_RELATIONS } = insights;
export const {
  love: LOVE_GUIDANCE,
  career: CAREER_GUIDANCE,
  health: HEALTH_GUIDANCE,
  ownIntention: OWN_INTENTION_GUIDANCE,
  general: GENERAL_GUIDANCE,
} = insights.guidance;
