/**
 * A reminder's own words in each language a member may choose (users.language): the calm line it
 * says when her horoscope's cannot be used, and the words it never carries. It arrives unasked, on a
 * lock screen, perhaps in company, so nothing in it may alarm, warn or sound like advice. A language
 * left out is a type error.
 */
import type { Language } from '@contract/languages';

export interface ReminderWords {
  /** What a reminder says when her horoscope's line cannot be used (no birth date, or a line refused). */
  calm: string;
  /** Whether a line holds a word a reminder never carries. */
  unwelcome: (line: string) => boolean;
}

/** English words, whole, in any case. */
const NEVER_IN_ENGLISH = [
  'warn\\w*',
  'beware',
  'careful',
  'caution\\w*',
  'danger\\w*',
  'risk\\w*',
  'threat\\w*',
  'urgent\\w*',
  'emergency',
  'alarm\\w*',
  'fear\\w*',
  'afraid',
  'scar(?:e|ed|y)',
  'panic\\w*',
  'crisis',
  'disaster\\w*',
  'doom\\w*',
  'loss',
  'lose',
  'death',
  'dead',
  'die[sd]?',
  'dying',
  'kill\\w*',
  'hurt\\w*',
  'pain\\w*',
  'ill(?:ness)?',
  'sick\\w*',
  'accident\\w*',
  'bad',
  'worst',
  'must',
];
const UNWELCOME_IN_ENGLISH = new RegExp(`\\b(${NEVER_IN_ENGLISH.join('|')})\\b`, 'i');

/**
 * The same words in Turkish, in small letters, as stems that take any suffix (`\p{L}*`) unless a
 * stem would also begin a kind word: 'öl' begins 'ölçü', 'kaza' 'kazanç', 'yara' 'yaratıcı', so
 * those are listed with their own endings.
 */
const NEVER_IN_TURKISH = [
  'uyar\\p{L}*',
  'sakın\\p{L}*',
  'dikkatli\\p{L}*',
  'dikkat\\s+et\\p{L}*',
  'tehlike\\p{L}*',
  'risk\\p{L}*',
  'tehdit\\p{L}*',
  'acil\\p{L}*',
  'alarm\\p{L}*',
  'kork\\p{L}*',
  'panik\\p{L}*',
  'kriz\\p{L}*',
  'felaket\\p{L}*',
  'kıyamet\\p{L}*',
  'mahv\\p{L}*',
  'kayıp\\p{L}*',
  'kayb\\p{L}*',
  'yitir\\p{L}*',
  'ölüm\\p{L}*',
  'ölü\\p{L}*',
  'ölme\\p{L}*',
  'ölece\\p{L}*',
  'öldü\\p{L}*',
  'incin\\p{L}*',
  'yara',
  'yaral\\p{L}*',
  'acı\\p{L}*',
  'ağrı\\p{L}*',
  'hasta\\p{L}*',
  'kaza(?:ya|yı|da|dan|lar\\p{L}*)?',
  'kötü\\p{L}*',
  'zorunda\\p{L}*',
  'mecbur\\p{L}*',
];
// Not \b, which knows only ASCII letters: a word here begins and ends where no letter is.
const UNWELCOME_IN_TURKISH = new RegExp(`(?<!\\p{L})(?:${NEVER_IN_TURKISH.join('|')})(?!\\p{L})`, 'u');

export const REMINDER_WORDS: Readonly<Record<Language, ReminderWords>> = {
  en: {
    calm: 'Your horoscope for today is ready, whenever you are.',
    unwelcome: (line) => UNWELCOME_IN_ENGLISH.test(line),
  },
  tr: {
    calm: 'Bugünkü burç yorumun hazır; ne zaman istersen seni bekliyor.',
    unwelcome: (line) => UNWELCOME_IN_TURKISH.test(line.toLocaleLowerCase('tr')),
  },
};
