import type { Language } from '@contract/languages';
import type { SharedReading } from '@contract/share';
import type { ZodiacSign } from '@contract/zodiac';
import { longDate } from './card-text';
import { CARD_WORDS } from './card-words';
import type { CardContent } from './draw-card';

/**
 * What each kind of card says, in the sharing member's language (card-words.ts): the words drawn,
 * before they are measured and drawn (draw-card.ts).
 */

/** How much of a reading's text a card offers (its opening lines); the card cuts further to fit. */
const READING_OPENING = 600;
const SYMBOL_NAMES = 4;

/** A member's own reading: its opening lines, its symbols' names, its date. */
export function readingCardContent(
  reading: { text: string; createdAt: Date; symbols: readonly { name: string }[] },
  language: Language,
): CardContent {
  return {
    kicker: CARD_WORDS[language].myReading,
    body: reading.text.slice(0, READING_OPENING),
    footnote: reading.symbols
      .slice(0, SYMBOL_NAMES)
      .map((symbol) => symbol.name)
      .join(' · '),
    date: longDate(reading.createdAt.toISOString().slice(0, 10), language),
  };
}

/** The day's horoscope for a sign: its headline (in her language too), the sign, the date. */
export function horoscopeCardContent(
  horoscope: { sign: ZodiacSign; date: string; headline: string },
  language: Language,
): CardContent {
  return {
    kicker: CARD_WORDS[language].horoscope(horoscope.sign),
    body: horoscope.headline,
    date: longDate(horoscope.date, language),
  };
}

/** An affirmation, as the member is shown it. */
export function affirmationCardContent(affirmation: { text: string; date: string }, language: Language): CardContent {
  return {
    kicker: CARD_WORDS[language].myAffirmation,
    body: affirmation.text,
    date: longDate(affirmation.date, language),
  };
}

/**
 * A publicly shared reading: the symbols and what they mean, the day, her first name only when she
 * chose it; never the reading's own text.
 */
export function sharedReadingCardContent(shared: SharedReading, language: Language): CardContent {
  const symbols = shared.symbols.slice(0, SYMBOL_NAMES);
  return {
    kicker: CARD_WORDS[language].sharedReading(shared.firstName),
    body: symbols
      .slice(0, 2)
      .map((symbol) => symbol.meaning)
      .join(' '),
    footnote: symbols.map((symbol) => symbol.name).join(' · '),
    date: longDate(shared.date, language),
  };
}
