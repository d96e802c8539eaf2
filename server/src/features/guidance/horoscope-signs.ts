import type { Language } from '@contract/languages';
import { ZODIAC_SIGNS, type ZodiacSign } from '@contract/zodiac';
import { z } from 'zod';
import { parseContent, templateSchema } from '../../lib/content';
import signProfilesFile from './content/sign-profiles.json' with { type: 'json' };
import turkishSignProfilesFile from './content/tr/sign-profiles.json' with { type: 'json' };

export const ElementSchema = z.enum(['fire', 'earth', 'air', 'water']);
export type Element = z.infer<typeof ElementSchema>;

const phrase = templateSchema([]);

/** What the horoscope knows about a sign, to give each sign its own voice. */
const SignProfileSchema = z.strictObject({
  element: ElementSchema,
  /** Modern ruling planet or light, written as it reads mid-sentence ('the Moon', 'Mars'). */
  ruler: phrase,
  /** What the ruler lends the sign, as a noun phrase. */
  gift: phrase,
  /** The sign's working strength, as a noun phrase. */
  strength: phrase,
  /** Adjectives for "the {trait} {sign} you are"; one is chosen each day. */
  traits: z.array(phrase).min(1),
});
type SignProfile = z.infer<typeof SignProfileSchema>;

export const SignProfilesFileSchema = z.record(z.enum(ZODIAC_SIGNS), SignProfileSchema);

export const SIGN_PROFILES: Record<ZodiacSign, SignProfile> = parseContent(
  'guidance/content/sign-profiles.json',
  SignProfilesFileSchema,
  signProfilesFile,
);

/** Each language's profiles; a sign's element is the same in every language (a key, not a word). */
export const SIGN_PROFILES_BY_LANGUAGE: Record<Language, Record<ZodiacSign, SignProfile>> = {
  en: SIGN_PROFILES,
  tr: parseContent('guidance/content/tr/sign-profiles.json', SignProfilesFileSchema, turkishSignProfilesFile),
};

/** 'an earth', 'a fire': the element with its article, for "{anElement} sign like you". */
export function elementWithArticle(element: Element): string {
  return /^[aeiou]/.test(element) ? `an ${element}` : `a ${element}`;
}

/** Fire and air feed each other, as do earth and water: the traditional compatible pairs. */
export function elementsHarmonise(a: Element, b: Element): boolean {
  const partner: Record<Element, Element> = { fire: 'air', air: 'fire', earth: 'water', water: 'earth' };
  return a === b || partner[a] === b;
}
