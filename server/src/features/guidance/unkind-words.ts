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
 */
export const UNKIND_OR_MEDICAL_TR =
  /(?<!\p{L})(?:ölü|ölm|öld|öle|hasta|kanser|lanet|felaket|cenaze|mezar|teşhis|tedavi|terapi|ilaç|hap|doktor|hekim|tehlike|uğursuz|kâbus|felç|intihar|değersiz|umutsuz|başarısız|keşke)/iu;
