/**
 * Words no horoscope or affirmation may use: they would sound like medical advice or frighten.
 * The corpus tests add the words particular to each kind of text.
 */
export const MEDICAL_OR_FRIGHTENING = [
  'cure[sd]?',
  'diagnos\\w*',
  'medic\\w*',
  'prescri\\w*',
  'therap\\w*',
  'doctors?',
  'diseases?',
  'illness\\w*',
  'symptoms?',
  'disorders?',
  'pills?',
  'drugs?',
  'danger\\w*',
  'disasters?',
  'doom\\w*',
  'death',
  'dead',
  'die[sd]?',
  'dying',
  'kill\\w*',
] as const;

/** A case-insensitive whole-word pattern matching any of the words (regex fragments). */
export function anyWord(words: readonly string[]): RegExp {
  return new RegExp(`\\b(${words.join('|')})\\b`, 'i');
}

/**
 * The Turkish words no horoscope or affirmation may use, as stems (Turkish adds its suffixes):
 * death and illness ('ölüm', 'hasta'), cures and doctors ('tedavi', 'ilaç', 'doktor'), danger and
 * doom ('tehlike', 'felaket', 'lanet'), and the harsh words about oneself ('değersiz', 'umutsuz').
 * Written in ASCII escapes, as the other Turkish regular expressions are.
 */
export const UNKIND_OR_MEDICAL_TR =
  /(?<!\p{L})(?:\u00F6l\u00FC|\u00F6lm|\u00F6ld|\u00F6le|hasta|kanser|lanet|felaket|cenaze|mezar|te\u015Fhis|tedavi|terapi|ila\u00E7|hap|doktor|hekim|tehlike|u\u011Fursuz|k\u00E2bus|fel\u00E7|intihar|de\u011Fersiz|umutsuz|ba\u015Far\u0131s\u0131z|ke\u015Fke)/iu;
