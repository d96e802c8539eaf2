import { zodiacSignFor } from '@contract/zodiac-signs';
import { readCare } from '../care';
import type { HoroscopeCache } from '../guidance';

/** What a reminder says when her horoscope's line cannot be used (no birth date, or a line refused). */
export const CALM_REMINDER_LINE = 'Your horoscope for today is ready, whenever you are.';
/** A reminder is a glance on a lock screen: a longer line is not used. */
const LINE_MAX = 120;

/**
 * Words a reminder never carries, whatever the horoscope it comes from says: it arrives unasked, on
 * a lock screen, perhaps in company, so nothing in it may alarm, warn or sound like advice.
 */
const NEVER_IN_A_REMINDER = [
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
const UNWELCOME = new RegExp(`\\b(${NEVER_IN_A_REMINDER.join('|')})\\b`, 'i');

/** Whether a line may go out as a reminder: short, free of the words above, and ordinary to the care rules. */
export function isGentleLine(line: string): boolean {
  return line.length > 0 && line.length <= LINE_MAX && !UNWELCOME.test(line) && readCare(line).kind === 'ordinary';
}

/**
 * The reminder's line for her local day: her sign's headline that day (the dashboard's horoscope,
 * the same for every member of the sign), when it passes isGentleLine; else the calm fixed line.
 */
export function reminderLine(options: { dateOfBirth: string | null; localDay: string; horoscopes: HoroscopeCache }) {
  const sign = options.dateOfBirth ? zodiacSignFor(options.dateOfBirth) : null;
  if (!sign) return CALM_REMINDER_LINE;
  const { headline } = options.horoscopes.horoscopeFor(sign, options.localDay);
  const line = headline.trim();
  return isGentleLine(line) ? line : CALM_REMINDER_LINE;
}
