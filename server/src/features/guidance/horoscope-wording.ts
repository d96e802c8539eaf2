import { upperFirst } from '@contract/casing';
import { MOON_PHASES, type MoonPhaseName } from '@contract/guidance';
import type { Language } from '@contract/languages';
import { ZODIAC_SIGNS, type ZodiacSign } from '@contract/zodiac';
import { z } from 'zod';
import { fillTemplate, parseContent, turkishPhraseSchema } from '../../lib/content';
import turkishWordsFile from './content/tr/words.json' with { type: 'json' };
import { type Element, ElementSchema, elementWithArticle } from './horoscope-signs';
import { SKY_BODIES, type SkyBody, type SkyPlanet } from './sky';

/** An intention the horoscope's insights speak to by name. */
export type NamedIntention = 'Love' | 'Career' | 'Health';

/**
 * What each language writes around the content files' phrases: the names it gives signs, elements
 * and bodies, and the few sentences the composers build from them. English keeps the wording the
 * code always had; Turkish reads its names and frames from content/tr/words.json, written so that no
 * inserted name ever needs a suffix ('Koç burcunda', never a suffix on 'Koç').
 */
export interface HoroscopeWording {
  sign(sign: ZodiacSign): string;
  element(element: Element): string;
  /** The element with its article, for "{anElement} sign like you". */
  anElement(element: Element): string;
  body(body: SkyBody): string;
  /** The headline's {sky}: 'the full Moon in Taurus', 'Boğa burcundaki Dolunay'. */
  headlineSky(phase: MoonPhaseName, moonSign: ZodiacSign): string;
  /** Capitalises the first letter (by the language's rules) and ends with a full stop. */
  asSentence(text: string): string;
  /** The insight's first sentence on the Moon: its phase phrase, described sign and theme. */
  moonInsight(phasePhrase: string, describedSign: string, theme: string): string;
  /** How an aspect names a body: where it is (unless in the member's sign) and if retrograde. */
  aspectLabel(body: SkyBody, options: { inYourSign: boolean; retrograde: boolean; where: ZodiacSign }): string;
  /** The guidance for a member without intentions, under the Sun's sign. */
  generalGuidance(sunSign: ZodiacSign, guidance: string): string;
  /** The guidance for a named intention, with its planet and where that planet is. */
  intentionGuidance(
    intention: NamedIntention,
    planet: SkyPlanet,
    where: { sign: ZodiacSign; retrograde: boolean },
    guidance: string,
  ): string;
  /** The guidance for the member's own words, quoted back. */
  ownIntentionGuidance(words: string, guidance: string): string;
}

/** How the English headline names the Moon's phase: one short word, so the line stays short. */
const HEADLINE_PHASES: Record<MoonPhaseName, string> = {
  new: 'new',
  'waxing crescent': 'crescent',
  'first quarter': 'half-lit',
  'waxing gibbous': 'growing',
  full: 'full',
  'waning gibbous': 'waning',
  'last quarter': 'halved',
  'waning crescent': 'fading',
};

/** Each named intention's lead and the planet that speaks to it. */
export const INTENTION_PLANETS: Record<NamedIntention, SkyPlanet> = {
  Love: 'Venus',
  Career: 'Mercury',
  Health: 'Mars',
};
const ENGLISH_INTENTION_LEADS: Record<NamedIntention, string> = {
  Love: 'For love',
  Career: 'For your career',
  Health: 'For your wellbeing',
};

const english: HoroscopeWording = {
  sign: (sign) => sign,
  element: (element) => element,
  anElement: elementWithArticle,
  body: (body) => body,
  headlineSky: (phase, moonSign) => `the ${HEADLINE_PHASES[phase]} Moon in ${moonSign}`,
  asSentence(text) {
    const trimmed = text.trim();
    return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
  },
  moonInsight: (phasePhrase, describedSign, theme) => `The Moon is ${phasePhrase} in ${describedSign} today: ${theme}.`,
  aspectLabel(body, { inYourSign, retrograde, where }) {
    const name = body === 'Sun' || body === 'Moon' ? `The ${body}` : body;
    // In a conjunction the body is in the member's own sign, so naming the sign again is clumsy.
    if (inYourSign) return retrograde ? `${name}, retrograde,` : name;
    return retrograde ? `${name}, retrograde in ${where},` : `${name} in ${where}`;
  },
  generalGuidance: (sunSign, guidance) => `With the Sun in ${sunSign}, ${guidance}.`,
  intentionGuidance(intention, planet, { sign, retrograde }, guidance) {
    const planetIn = retrograde ? `${planet} retrograde in ${sign}` : `${planet} in ${sign}`;
    return `${ENGLISH_INTENTION_LEADS[intention]}, with ${planetIn}, ${guidance}.`;
  },
  ownIntentionGuidance: (words, guidance) => `For your intention “${words}”, ${guidance}.`,
};

const name = z.string().regex(/^\p{Lu}[\p{L} ]*$/u, 'a name starts with a capital');
const word = z.string().regex(/^[\p{Ll} ]+$/u, 'lower-case words');
const phrase = (placeholders: readonly string[]) => turkishPhraseSchema(placeholders, '{sign} burcunda');

/**
 * Turkish names and frames (content/tr/words.json). Names are the forms a sentence may take as they
 * are; every frame puts a suffix on the word after a name ('burcunda', 'burcundaki'), never on it.
 */
export const TurkishWordsFileSchema = z.strictObject({
  signs: z.record(z.enum(ZODIAC_SIGNS), name),
  elements: z.record(ElementSchema, word),
  bodies: z.record(z.enum(SKY_BODIES), name),
  headlinePhases: z.record(z.enum(MOON_PHASES), z.string().regex(/^[\p{L} ]+$/u)),
  headlineSky: phrase(['sign', 'phase']),
  moonInsight: phrase(['moon', 'phase', 'theme']),
  aspectLabels: z.strictObject({
    inYourSign: phrase(['body']),
    inYourSignRetrograde: phrase(['body']),
    elsewhere: phrase(['sign', 'body']),
    elsewhereRetrograde: phrase(['sign', 'body']),
  }),
  guidance: z.strictObject({
    general: phrase(['sign', 'guidance']),
    intention: phrase(['lead', 'planetIn', 'guidance']),
    planetIn: phrase(['planet', 'sign']),
    planetInRetrograde: phrase(['planet', 'sign']),
    ownIntention: phrase(['words', 'guidance']),
    leads: z.strictObject({ Love: name, Career: name, Health: name }),
  }),
});

export const TURKISH_WORDS = parseContent('guidance/content/tr/words.json', TurkishWordsFileSchema, turkishWordsFile);

function turkishWording(words: typeof TURKISH_WORDS): HoroscopeWording {
  const sign = (zodiacSign: ZodiacSign) => words.signs[zodiacSign];
  return {
    sign,
    element: (element) => words.elements[element],
    anElement: (element) => `bir ${words.elements[element]}`,
    body: (body) => words.bodies[body],
    headlineSky: (phase, moonSign) =>
      fillTemplate(words.headlineSky, { sign: sign(moonSign), phase: words.headlinePhases[phase] }),
    asSentence: (text) => `${upperFirst(text.trim(), 'tr')}.`,
    moonInsight: (phasePhrase, describedSign, theme) =>
      fillTemplate(words.moonInsight, { moon: describedSign, phase: phasePhrase, theme }),
    aspectLabel(body, { inYourSign, retrograde, where }) {
      const labels = words.aspectLabels;
      let template: string;
      if (inYourSign) template = retrograde ? labels.inYourSignRetrograde : labels.inYourSign;
      else template = retrograde ? labels.elsewhereRetrograde : labels.elsewhere;
      return fillTemplate(template, { body: words.bodies[body], sign: sign(where) });
    },
    generalGuidance: (sunSign, guidance) => fillTemplate(words.guidance.general, { sign: sign(sunSign), guidance }),
    intentionGuidance(intention, planet, where, guidance) {
      const planetIn = fillTemplate(where.retrograde ? words.guidance.planetInRetrograde : words.guidance.planetIn, {
        planet: words.bodies[planet],
        sign: sign(where.sign),
      });
      return fillTemplate(words.guidance.intention, { lead: words.guidance.leads[intention], planetIn, guidance });
    },
    ownIntentionGuidance: (ownWords, guidance) =>
      fillTemplate(words.guidance.ownIntention, { words: ownWords, guidance }),
  };
}

export const HOROSCOPE_WORDING: Record<Language, HoroscopeWording> = {
  en: english,
  tr: turkishWording(TURKISH_WORDS),
};
