import type { Language } from '@contract/languages';
import { zodiacSignFor } from '@contract/zodiac-signs';
import { readCare } from '../care';
import type { HoroscopeCache } from '../guidance';
import { REMINDER_WORDS } from './reminder-words';

/** What a reminder says in English when her horoscope's line cannot be used (no birth date, or a line refused). */
export const CALM_REMINDER_LINE = REMINDER_WORDS.en.calm;
/** A reminder is a glance on a lock screen: a longer line is not used. */
const LINE_MAX = 120;

/**
 * Whether a line may go out as a reminder in `language`: short, free of the words a reminder never
 * carries (reminder-words.ts), and ordinary to the care rules.
 */
export function isGentleLine(line: string, language: Language = 'en'): boolean {
  return (
    line.length > 0 &&
    line.length <= LINE_MAX &&
    !REMINDER_WORDS[language].unwelcome(line) &&
    readCare(line).kind === 'ordinary'
  );
}

/**
 * The reminder's line for her local day, in her language: her sign's headline that day (the
 * dashboard's horoscope, the same for every member of the sign), when it passes isGentleLine; else
 * the calm fixed line.
 */
export function reminderLine(options: {
  dateOfBirth: string | null;
  localDay: string;
  horoscopes: HoroscopeCache;
  language?: Language;
}) {
  const language = options.language ?? 'en';
  const sign = options.dateOfBirth ? zodiacSignFor(options.dateOfBirth) : null;
  if (!sign) return REMINDER_WORDS[language].calm;
  const { headline } = options.horoscopes.horoscopeFor(sign, options.localDay, language);
  const line = headline.trim();
  return isGentleLine(line, language) ? line : REMINDER_WORDS[language].calm;
}
