import type { HoroscopeInsights } from '@contract/guidance';
import type { Language } from '@contract/languages';
import { ZODIAC_SIGNS, type ZodiacSign } from '@contract/zodiac';
import { fillTemplate } from '../../lib/content';
import { pick, type Random, seededRandom } from '../../lib/seeded-random';
import { ASPECT_ORB, ASPECTS, type AspectName, HOROSCOPE_CORPORA, type HoroscopeCorpus } from './horoscope-corpus';
import { cycleItem, dayNumber } from './horoscope-days';
import { elementsHarmonise, SIGN_PROFILES } from './horoscope-signs';
import { HOROSCOPE_WORDING, type HoroscopeWording, INTENTION_PLANETS, type NamedIntention } from './horoscope-wording';
import { SKY_BODIES, type Sky, type SkyBody, type SkyPlanet, signedDifference, signOfLongitude } from './sky';

/** An aspect between a body of the day's sky and the middle of a sign. */
interface Aspect {
  body: SkyBody;
  aspect: AspectName;
  /** Degrees from exact. */
  orb: number;
}

/** Most aspects worth listing; the tightest come first. */
const MAX_ASPECTS = 4;
/** Most intentions given their own guidance, so the paragraph stays short. */
const MAX_INTENTIONS = 3;
/** Longest free-text intention quoted back, in characters. */
const MAX_INTENTION_LENGTH = 60;

/**
 * The aspects the day's bodies make to the middle (15°) of a sign, within ASPECT_ORB, tightest
 * first. The middle of the Sun sign stands in for a birth chart, which Telve does not have.
 */
export function aspectsToSign(sign: ZodiacSign, sky: Sky): Aspect[] {
  const middle = ZODIAC_SIGNS.indexOf(sign) * 30 + 15;
  const found: Aspect[] = [];
  for (const body of SKY_BODIES) {
    const separation = Math.abs(signedDifference(sky.longitudes[body], middle));
    for (const { name, angle } of ASPECTS) {
      const orb = Math.abs(separation - angle);
      if (orb <= ASPECT_ORB) found.push({ body, aspect: name, orb });
    }
  }
  return found.sort((a, b) => a.orb - b.orb);
}

interface ComposeInsightsOptions {
  sign: ZodiacSign;
  date: string;
  sky: Sky;
  /** The member's intentions: 'Love', 'Career', 'Health' or their own words. */
  intentions: string[];
  /** The language to write in, English by default; the same choices are made in either. */
  language?: Language;
}

/** What one composition reads: the language's phrases and the words it builds sentences with. */
interface Writer {
  insights: HoroscopeCorpus['insights'];
  moon: HoroscopeCorpus['moon'];
  wording: HoroscopeWording;
}

/**
 * Premium detail for a sign and day: kindly worded aspects, the Moon's sign and guidance for the
 * member's intentions. Deterministic for the same inputs.
 */
export function composeInsights({
  sign,
  date,
  sky,
  intentions,
  language = 'en',
}: ComposeInsightsOptions): HoroscopeInsights {
  const { insights, moon } = HOROSCOPE_CORPORA[language];
  const writer: Writer = { insights, moon, wording: HOROSCOPE_WORDING[language] };
  const random = seededRandom('insights', sign, date);
  const aspects = aspectsToSign(sign, sky)
    .slice(0, MAX_ASPECTS)
    .map((aspect) => describeAspect(writer, aspect, sky, random));
  return {
    aspects: aspects.length > 0 ? aspects : [insights.quietSky],
    moonSign: describeMoon(writer, sign, sky, dayNumber(date)),
    guidance: guidanceFor(writer, normaliseIntentions(intentions), sky, seededRandom('guidance', sign, date)),
  };
}

function describeAspect({ insights, wording }: Writer, { body, aspect }: Aspect, sky: Sky, random: Random): string {
  const label = wording.aspectLabel(body, {
    inYourSign: aspect === 'conjunction',
    retrograde: sky.retrograde.includes(body as SkyPlanet),
    where: signOfLongitude(sky.longitudes[body]),
  });
  return fillTemplate(pick(random, insights.aspectPhrases[aspect]), { label, theme: insights.bodyThemes[body] });
}

function describeMoon({ insights, moon, wording }: Writer, sign: ZodiacSign, sky: Sky, day: number): string {
  const moonSign = sky.moonSign;
  // Offset from the daily text's theme so the insight adds something rather than repeating it.
  const theme = cycleItem(moon.themes[moonSign], `moon-${moonSign}`, day + ZODIAC_SIGNS.indexOf(sign) + 2);
  const descriptor = moon.descriptors[moonSign][0] ?? '';
  const opening = wording.moonInsight(
    insights.phasePhrases[sky.moonPhase],
    `${descriptor} ${wording.sign(moonSign)}`,
    theme,
  );
  const element = SIGN_PROFILES[sign].element;
  const moonElement = SIGN_PROFILES[moonSign].element;
  const relations = insights.moonRelations;
  let relation: string;
  if (moonSign === sign) relation = relations.ownSign;
  else if (moonElement === element) relation = relations.sameElement;
  else if (elementsHarmonise(moonElement, element)) relation = relations.harmonious;
  else relation = relations.different;
  const elements = { element: wording.element(element), moonElement: wording.element(moonElement) };
  return `${opening} ${fillTemplate(relation, elements)}`;
}

type Intention = { kind: NamedIntention } | { kind: 'own'; words: string };

/**
 * Love, Career and Health are recognised in any case; 'Other' alone is dropped because the
 * register form replaces it with the member's own words; the rest is kept, trimmed, as their words.
 */
export function normaliseIntentions(intentions: readonly string[]): Intention[] {
  const seen = new Set<string>();
  const result: Intention[] = [];
  for (const raw of intentions) {
    const words = raw
      .replace(/\s+/g, ' ')
      .replace(/^["'\u201C\u201D\u2018\u2019]+|["'\u201C\u201D\u2018\u2019]+$/g, '')
      .trim();
    const key = words.toLowerCase();
    if (words === '' || key === 'other' || seen.has(key)) continue;
    seen.add(key);
    if (key === 'love') result.push({ kind: 'Love' });
    else if (key === 'career') result.push({ kind: 'Career' });
    else if (key === 'health') result.push({ kind: 'Health' });
    else result.push({ kind: 'own', words: shorten(words) });
    if (result.length === MAX_INTENTIONS) break;
  }
  return result;
}

function shorten(words: string): string {
  if (words.length <= MAX_INTENTION_LENGTH) return words;
  return `${words.slice(0, MAX_INTENTION_LENGTH - 1).trimEnd()}…`;
}

/** The guidance phrases for each named intention. */
const INTENTION_GUIDANCE = { Love: 'love', Career: 'career', Health: 'health' } as const satisfies Record<
  NamedIntention,
  string
>;

function guidanceFor({ insights, wording }: Writer, intentions: Intention[], sky: Sky, random: Random): string {
  const { guidance } = insights;
  if (intentions.length === 0) return wording.generalGuidance(sky.sunSign, pick(random, guidance.general));
  const lineFor = (intention: Intention): string => {
    if (intention.kind === 'own')
      return wording.ownIntentionGuidance(intention.words, pick(random, guidance.ownIntention));
    const planet = INTENTION_PLANETS[intention.kind];
    const where = { sign: signOfLongitude(sky.longitudes[planet]), retrograde: sky.retrograde.includes(planet) };
    return wording.intentionGuidance(
      intention.kind,
      planet,
      where,
      pick(random, guidance[INTENTION_GUIDANCE[intention.kind]]),
    );
  };
  return intentions.map(lineFor).join(' ');
}
