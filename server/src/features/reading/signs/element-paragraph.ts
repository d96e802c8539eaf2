import type { CupSigns } from '@contract/reading';
import { type Element, elementOf, zodiacSignFor } from '@contract/zodiac';

/** What each element's signs are told beneath a reading; `{sign}` is the member's own sign. */
const ELEMENT_TEXTS: Record<Element, string> = {
  Fire:
    'As a {sign}, you belong to the fire signs: courage, warmth and the spark that gets things started. ' +
    'Where the cup shows a beginning, it is yours to light. Act on the enthusiasm that rises in the days ahead, ' +
    'and let it warm the people near you rather than burn through your own strength.',
  Earth:
    'As a {sign}, you belong to the earth signs: patience, steadiness and a gift for making things real. ' +
    'What the cup promises will come through the work of your hands. Build on it one sure step at a time, ' +
    'and let yourself rest on the ground you have already made firm.',
  Air:
    'As a {sign}, you belong to the air signs: thought, words and the meetings that change a life. ' +
    'What the cup shows is likely to arrive through a conversation or a new idea. Say what you mean in the days ahead, ' +
    'and leave room for the question that opens a door.',
  Water:
    'As a {sign}, you belong to the water signs, and the cup speaks your language: intuition, feeling and the deep ' +
    'knowing beneath words. Trust the emotions that rise in the days ahead; let them guide you gently, as a river ' +
    'finds its way, rather than sweep you off your feet.',
};

/** For a member whose date of birth, and so whose sign, is not known. */
const GENERAL_ELEMENT_TITLE = 'The four elements';
export const GENERAL_ELEMENT_TEXT =
  'Every sign belongs to one of four elements: fire for courage, earth for patience, air for ideas and water for ' +
  'feeling. Each of us carries a little of all four, and a cup speaks to whichever one you need most today. Add ' +
  'your date of birth to your profile, and this paragraph will speak to your own sign.';

/** The element paragraph for the member's own sign, or a gentle general one without a date of birth. */
export function elementParagraph(dateOfBirth: string | null): CupSigns['element'] {
  const sign = dateOfBirth ? zodiacSignFor(dateOfBirth) : null;
  if (!sign) return { element: null, sign: null, title: GENERAL_ELEMENT_TITLE, text: GENERAL_ELEMENT_TEXT };
  const element = elementOf(sign);
  return {
    element,
    sign,
    title: `The ${element.toLowerCase()} signs`,
    text: ELEMENT_TEXTS[element].replace('{sign}', sign),
  };
}
