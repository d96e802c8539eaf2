import type { HoroscopeInsights } from '@contract/guidance';
import type { Language } from '@contract/languages';
import { ZODIAC_SIGNS, type ZodiacSign } from '@contract/zodiac';
import { fillTemplate } from '../../lib/content';
import { pick, type Random, seededRandom, shuffled } from '../../lib/seeded-random';
import {
  HOROSCOPE_CORPORA,
  type HoroscopeArea,
  type HoroscopeCorpus,
  type Placeholder,
  RETROGRADE_AREA,
} from './horoscope-corpus';
import { cycleItem, dayNumber, signStride } from './horoscope-days';
import { composeInsights } from './horoscope-insights';
import { SIGN_PROFILES, SIGN_PROFILES_BY_LANGUAGE } from './horoscope-signs';
import { HOROSCOPE_WORDING, type HoroscopeWording } from './horoscope-wording';
import type { Sky } from './sky';

interface ComposeHoroscopeOptions {
  sign: ZodiacSign;
  /** The member's 'YYYY-MM-DD' day; must be the day `sky` was computed for. */
  date: string;
  sky: Sky;
  /** Present for premium members: adds insights shaped by their intentions. */
  detailed?: { intentions: string[] };
  /**
   * The language to write in, English by default. Every list has the same length in each language
   * and the choices are drawn alike, so a sign and day read the same horoscope in either language,
   * each in its own words.
   */
  language?: Language;
}

interface ComposedHoroscope {
  /** One short line for the day's sky, leading the dashboard. */
  headline: string;
  text: string;
  insights?: HoroscopeInsights;
}

/** What one composition reads: the language's phrases and the words it builds sentences with. */
interface Writer {
  corpus: HoroscopeCorpus;
  wording: HoroscopeWording;
  language: Language;
}

/**
 * The day's horoscope for a sign: a sentence on the real Moon, then mood, love, career, wellbeing
 * and advice. The same sign and date always give the same text, so the server may cache it; the
 * basic text is the same with or without `detailed`.
 */
export function composeHoroscope({
  sign,
  date,
  sky,
  detailed,
  language = 'en',
}: ComposeHoroscopeOptions): ComposedHoroscope {
  const writer: Writer = { corpus: HOROSCOPE_CORPORA[language], wording: HOROSCOPE_WORDING[language], language };
  const random = seededRandom('horoscope', sign, date);
  const day = dayNumber(date);
  const signIndex = ZODIAC_SIGNS.indexOf(sign);
  const fill = placeholderFiller(writer, sign, sky, random);

  const leadInOverrides = skyLeadIns(writer, sign, sky, day, random);
  const middle = shuffled<HoroscopeArea>(random, ['love', 'career', 'wellbeing']);
  const areas: HoroscopeArea[] = ['mood', ...middle, 'advice'];
  const sentences = [moonSentence(writer, sky, day, signIndex, random)];
  for (const area of areas) {
    const { leadIns, cores } = writer.corpus.areas[area];
    const leadIn = leadInOverrides[area] ?? rotating(leadIns, `${area}-lead`, day, signIndex);
    const core = rotating(cores, `${area}-core`, day, signIndex);
    sentences.push(writer.wording.asSentence(`${fill(leadIn)} ${core}`));
  }
  const text = sentences.join(' ');
  const headline = composeHeadline(writer, sky, day, signIndex);
  if (!detailed) return { headline, text };
  return {
    headline,
    text,
    insights: composeInsights({ sign, date, sky, intentions: detailed.intentions, language }),
  };
}

/**
 * Each sign starts the shared cycle at its own place, a fixed stride apart, so on any one day the
 * twelve signs read twelve different cores.
 */
function rotating(items: readonly string[], name: string, day: number, signIndex: number): string {
  return cycleItem(items, name, day + signIndex * signStride(items.length));
}

/**
 * The day's headline: "Hold your ground kindly under the full Moon in Taurus." The line walks the
 * headline cycle a day at a time, each sign a stride apart (twelve lines on any one day).
 */
function composeHeadline({ corpus, wording }: Writer, sky: Sky, day: number, signIndex: number): string {
  const line = rotating(corpus.headlines, 'headline', day, signIndex);
  return fillTemplate(line, { sky: wording.headlineSky(sky.moonPhase, sky.moonSign) });
}

/** "With the Moon full in comfort-loving Taurus tonight, comfort and simple pleasures ..." */
function moonSentence({ corpus, wording }: Writer, sky: Sky, day: number, signIndex: number, random: Random): string {
  const { phaseClauses, descriptors, themes } = corpus.moon;
  const moon = `${pick(random, descriptors[sky.moonSign])} ${wording.sign(sky.moonSign)}`;
  // Opening and theme both turn daily, on cycles sharing no factor (4 or 14 openings a phase, 5
  // themes), so the days the Moon spends in one sign read differently, and its return a month or two
  // later does not bring back the same sentence. The opening is the horoscope's first words, so the
  // long phases (a week each) have 14 and each sign starts a stride apart: on one day the twelve
  // signs open twelve ways, and over a year no opening leads more than 2% of horoscopes
  // (server/test/phrasing).
  const clauses = phaseClauses[sky.moonPhase];
  const opening = cycleItem(clauses, `phase-${sky.moonPhase}`, day + signIndex * signStride(clauses.length));
  const theme = cycleItem(themes[sky.moonSign], `moon-${sky.moonSign}`, day + signIndex);
  return wording.asSentence(`${fillTemplate(opening, { moon })}, ${theme}`);
}

/**
 * Lead-ins that tell of the real sky, replacing an area's usual lead-in: retrograde planets, the
 * Moon in the member's sign or element, and birthday season. Whether one is used is left to chance;
 * which wording is used turns daily on a cycle sharing no factor with the area's cores, so a
 * retrograde lasting weeks does not bring back a lead-in + core pair it has already used.
 */
function skyLeadIns(
  { corpus }: Writer,
  sign: ZodiacSign,
  sky: Sky,
  day: number,
  random: Random,
): Partial<Record<HoroscopeArea, string>> {
  const { retrogradeLeadIns, sunInOwnSignLeadIns, moonInOwnSignLeadIns, moonInElementLeadIns } = corpus.sky;
  const overrides: Partial<Record<HoroscopeArea, string>> = {};
  // Elements are keys, the same in every language's profiles.
  const { element } = SIGN_PROFILES[sign];
  if (sky.sunSign === sign && random() < 0.6) {
    overrides.mood = cycleItem(sunInOwnSignLeadIns, 'sun-own', day);
  } else if (sky.moonSign === sign && random() < 0.7) {
    overrides.mood = cycleItem(moonInOwnSignLeadIns, 'moon-own', day);
  } else if (SIGN_PROFILES[sky.moonSign].element === element && random() < 0.4) {
    overrides.mood = cycleItem(moonInElementLeadIns, 'moon-element', day);
  }
  for (const planet of sky.retrograde) {
    const { area, chance } = RETROGRADE_AREA[planet];
    // Draw even when the area is taken, so one override never shifts the choices of another.
    const chosen = random() < chance;
    if (chosen && overrides[area] === undefined) {
      overrides[area] = cycleItem(retrogradeLeadIns[planet], `retrograde-${planet}`, day);
    }
  }
  return overrides;
}

/** Fills {placeholders} in a lead-in with the sign's profile and the day's sky. */
function placeholderFiller(
  { wording, language }: Writer,
  sign: ZodiacSign,
  sky: Sky,
  random: Random,
): (template: string) => string {
  const profile = SIGN_PROFILES_BY_LANGUAGE[language][sign];
  const values: Record<Placeholder, string> = {
    sign: wording.sign(sign),
    trait: pick(random, profile.traits),
    element: wording.element(profile.element),
    anElement: wording.anElement(profile.element),
    ruler: profile.ruler,
    gift: profile.gift,
    strength: profile.strength,
    moon: wording.sign(sky.moonSign),
    sun: wording.sign(sky.sunSign),
  };
  return (template) => fillTemplate(template, values);
}
