/**
 * The words a share card and a shared reading's page head write around the member's own (her
 * reading's symbols, her horoscope's headline, her affirmation), in the sharing member's language
 * (users.language). English is the cards' words as they have always been; Turkish is written for a
 * Turkish reader ('sen', a coffee cup's own words: fal, fincan), and her first name or a sign's
 * name never takes a suffix. A language or a line left out is a type error.
 */
import { upperFirst } from '@contract/casing';
import type { Language } from '@contract/languages';
import type { ZodiacSign } from '@contract/zodiac';
import { HOROSCOPE_WORDING } from '../guidance';

export interface CardWords {
  /** Above her own reading. */
  myReading: string;
  /** Above the day's horoscope for a sign. */
  horoscope: (sign: ZodiacSign) => string;
  /** Above an affirmation. */
  myAffirmation: string;
  /** Above a reading shared by its link, and its page's title: her first name only when she chose it. */
  sharedReading: (firstName: string | null) => string;
  /** A shared reading's page description: the names of the symbols in her cup (none: a line of its own). */
  inTheCup: (names: readonly string[]) => string;
  /** The locale of the card's date: 'Friday, 27 November 2026', '27 Kasım 2026 Cuma'. */
  dateLocale: string;
}

const en: CardWords = {
  myReading: 'My coffee reading',
  horoscope: (sign) => `${upperFirst(sign, 'en')} · Today's horoscope`,
  myAffirmation: 'My affirmation',
  sharedReading: (firstName) => (firstName ? `${firstName}'s coffee reading` : 'A coffee reading'),
  inTheCup: (names) => (names.length > 0 ? `In the cup: ${names.join(', ')}.` : 'A coffee reading from Telve.'),
  dateLocale: 'en-GB',
};

const tr: CardWords = {
  myReading: 'Kahve falım',
  horoscope: (sign) => `${upperFirst(HOROSCOPE_WORDING.tr.sign(sign), 'tr')} · Günün burç yorumu`,
  myAffirmation: 'Günün olumlaması',
  sharedReading: (firstName) => (firstName ? `${firstName} kahve falını seninle paylaştı` : 'Bir kahve falı'),
  inTheCup: (names) => (names.length > 0 ? `Fincanda: ${names.join(', ')}.` : "Telve'den bir kahve falı."),
  dateLocale: 'tr-TR',
};

/** Every card's words, by the sharing member's language. */
export const CARD_WORDS: Readonly<Record<Language, CardWords>> = { en, tr };
