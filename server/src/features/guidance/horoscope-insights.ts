import type { HoroscopeInsights } from '@contract/guidance';
import { ZODIAC_SIGNS, type ZodiacSign } from '@contract/zodiac';
import { fillTemplate } from '../../lib/content';
import { pick, type Random, seededRandom } from '../../lib/seeded-random';
import {
  ASPECT_ORB,
  ASPECT_PHRASES,
  ASPECTS,
  type AspectName,
  BODY_THEMES,
  CAREER_GUIDANCE,
  GENERAL_GUIDANCE,
  HEALTH_GUIDANCE,
  LOVE_GUIDANCE,
  MOON_DESCRIPTORS,
  MOON_RELATIONS,
  MOON_THEMES,
  OWN_INTENTION_GUIDANCE,
  PHASE_PHRASES,
  QUIET_SKY,
} from './horoscope-corpus';
import { cycleItem, dayNumber } from './horoscope-days';
import { elementsHarmonise, SIGN_PROFILES } from './horoscope-signs';
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
}

/**
 * Premium detail for a sign and day: kindly worded aspects, the Moon's sign and guidance for the
 * member's intentions. Deterministic for the same inputs.
 */
export function composeInsights({ sign, date, sky, intentions }: ComposeInsightsOptions): HoroscopeInsights {
  const random = seededRandom('insights', sign, date);
  const aspects = aspectsToSign(sign, sky)
    .slice(0, MAX_ASPECTS)
    .map((aspect) => describeAspect(aspect, sky, random));
  return {
    aspects: aspects.length > 0 ? aspects : [QUIET_SKY],
    moonSign: describeMoon(sign, sky, dayNumber(date)),
    guidance: guidanceFor(normaliseIntentions(intentions), sky, seededRandom('guidance', sign, date)),
  };
}

function describeAspect({ body, aspect }: Aspect, sky: Sky, random: Random): string {
  const name = body === 'Sun' || body === 'Moon' ? `The ${body}` : body;
  const retrograde = sky.retrograde.includes(body as SkyPlanet);
  const where = signOfLongitude(sky.longitudes[body]);
  // In a conjunction the body is in the member's own sign, so naming the sign again is clumsy.
  let label: string;
  if (aspect === 'conjunction') label = retrograde ? `${name}, retrograde,` : name;
  else label = retrograde ? `${name}, retrograde in ${where},` : `${name} in ${where}`;
  return fillTemplate(pick(random, ASPECT_PHRASES[aspect]), { label, theme: BODY_THEMES[body] });
}

function describeMoon(sign: ZodiacSign, sky: Sky, day: number): string {
  const moonSign = sky.moonSign;
  // Offset from the daily text's theme so the insight adds something rather than repeating it.
  const theme = cycleItem(MOON_THEMES[moonSign], `moon-${moonSign}`, day + ZODIAC_SIGNS.indexOf(sign) + 2);
  const descriptor = MOON_DESCRIPTORS[moonSign][0] ?? '';
  const opening = `The Moon is ${PHASE_PHRASES[sky.moonPhase]} in ${descriptor} ${moonSign} today: ${theme}.`;
  const element = SIGN_PROFILES[sign].element;
  const moonElement = SIGN_PROFILES[moonSign].element;
  let relation: string;
  if (moonSign === sign) relation = MOON_RELATIONS.ownSign;
  else if (moonElement === element) relation = MOON_RELATIONS.sameElement;
  else if (elementsHarmonise(moonElement, element)) relation = MOON_RELATIONS.harmonious;
  else relation = MOON_RELATIONS.different;
  return `${opening} ${fillTemplate(relation, { element, moonElement })}`;
}

type Intention = { kind: 'Love' | 'Career' | 'Health' } | { kind: 'own'; words: string };

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

/** Each named intention, the planet that speaks to it, and its guidance. */
const INTENTION_GUIDANCE = {
  Love: { lead: 'For love', planet: 'Venus', guidance: LOVE_GUIDANCE },
  Career: { lead: 'For your career', planet: 'Mercury', guidance: CAREER_GUIDANCE },
  Health: { lead: 'For your wellbeing', planet: 'Mars', guidance: HEALTH_GUIDANCE },
} as const satisfies Record<string, { lead: string; planet: SkyPlanet; guidance: readonly string[] }>;

function guidanceFor(intentions: Intention[], sky: Sky, random: Random): string {
  if (intentions.length === 0) return `With the Sun in ${sky.sunSign}, ${pick(random, GENERAL_GUIDANCE)}.`;
  const planetIn = (planet: SkyPlanet) => {
    const where = signOfLongitude(sky.longitudes[planet]);
    return sky.retrograde.includes(planet) ? `${planet} retrograde in ${where}` : `${planet} in ${where}`;
  };
  const lineFor = (intention: Intention): string => {
    if (intention.kind === 'own') {
      return `For your intention “${intention.words}”, ${pick(random, OWN_INTENTION_GUIDANCE)}.`;
    }
    const { lead, planet, guidance } = INTENTION_GUIDANCE[intention.kind];
    return `${lead}, with ${planetIn(planet)}, ${pick(random, guidance)}.`;
  };
  return intentions.map(lineFor).join(' ');
}
