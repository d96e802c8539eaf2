import type { ZodiacSign } from '../../../../contract/zodiac';

export type Element = 'fire' | 'earth' | 'air' | 'water';

/** What the horoscope knows about a sign, to give each sign its own voice. */
export interface SignProfile {
  element: Element;
  /** Modern ruling planet or light, written as it reads mid-sentence ('the Moon', 'Mars'). */
  ruler: string;
  /** What the ruler lends the sign, as a noun phrase. */
  gift: string;
  /** The sign's working strength, as a noun phrase. */
  strength: string;
  /** Adjectives for "the {trait} {sign} you are"; one is chosen each day. */
  traits: readonly string[];
}

export const SIGN_PROFILES: Record<ZodiacSign, SignProfile> = {
  Aries: {
    element: 'fire',
    ruler: 'Mars',
    gift: 'courage',
    strength: 'drive',
    traits: ['brave', 'spirited', 'bold', 'energetic'],
  },
  Taurus: {
    element: 'earth',
    ruler: 'Venus',
    gift: 'a gentle sense of ease',
    strength: 'staying power',
    traits: ['steady', 'patient', 'grounded', 'loyal'],
  },
  Gemini: {
    element: 'air',
    ruler: 'Mercury',
    gift: 'a quick wit',
    strength: 'wit',
    traits: ['curious', 'lively', 'quick-minded', 'playful'],
  },
  Cancer: {
    element: 'water',
    ruler: 'the Moon',
    gift: 'intuition',
    strength: 'instinct',
    traits: ['caring', 'intuitive', 'tender-hearted', 'protective'],
  },
  Leo: {
    element: 'fire',
    ruler: 'the Sun',
    gift: 'warmth',
    strength: 'presence',
    traits: ['warm-hearted', 'generous', 'radiant', 'big-hearted'],
  },
  Virgo: {
    element: 'earth',
    ruler: 'Mercury',
    gift: 'a clear eye',
    strength: 'skill',
    traits: ['thoughtful', 'careful', 'devoted', 'perceptive'],
  },
  Libra: {
    element: 'air',
    ruler: 'Venus',
    gift: 'grace',
    strength: 'tact',
    traits: ['gracious', 'fair-minded', 'charming', 'diplomatic'],
  },
  Scorpio: {
    element: 'water',
    ruler: 'Pluto',
    gift: 'depth',
    strength: 'focus',
    traits: ['perceptive', 'passionate', 'deep-feeling', 'determined'],
  },
  Sagittarius: {
    element: 'fire',
    ruler: 'Jupiter',
    gift: 'optimism',
    strength: 'vision',
    traits: ['adventurous', 'optimistic', 'open-hearted', 'free-spirited'],
  },
  Capricorn: {
    element: 'earth',
    ruler: 'Saturn',
    gift: 'patience',
    strength: 'discipline',
    traits: ['determined', 'dependable', 'wise', 'resilient'],
  },
  Aquarius: {
    element: 'air',
    ruler: 'Uranus',
    gift: 'originality',
    strength: 'inventiveness',
    traits: ['original', 'independent', 'visionary', 'open-minded'],
  },
  Pisces: {
    element: 'water',
    ruler: 'Neptune',
    gift: 'imagination',
    strength: 'imagination',
    traits: ['compassionate', 'imaginative', 'gentle', 'dreamy'],
  },
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
