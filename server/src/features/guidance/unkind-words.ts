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
