import { upperFirst } from '@contract/casing';
import type { Language } from '@contract/languages';
import type { Messages } from '@/lib/i18n';
import en from './locales/en.json';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** Where the words come from and the language dates are written in: the member's catalog (`useCatalog()`). */
export type Words = Pick<Messages, 'language' | 'text'>;

type WordId = keyof typeof en;

/**
 * English as the catalog writes it (`{placeholders}` filled), for a caller with no catalog loaded:
 * these functions' own tests. Screens pass the member's catalog.
 */
const ENGLISH: Words = {
  language: 'en',
  text: (id, values) =>
    (en[id as WordId] ?? id).replace(/\{(\w+)\}/g, (slot, name: string) => String(values?.[name] ?? slot)),
};

const formats = new Map<Language, Intl.RelativeTimeFormat>();
function relative(language: Language): Intl.RelativeTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    formats.set(language, format);
  }
  return format;
}

/**
 * When a post or comment was made, as a person says it: 'Just now' under a minute, then
 * '5 minutes ago', '3 hours ago', 'Yesterday', '4 days ago', and the date after a week; in the
 * language of `words` ('Az önce', '5 dakika önce', 'Dün', '8 Şubat' in Turkish).
 */
export function timeAgo(iso: string, now: Date = new Date(), words: Words = ENGLISH): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const { language } = words;
  const elapsed = now.getTime() - then.getTime();
  // A clock a little ahead of ours still reads as just now.
  if (elapsed < MINUTE) return words.text('circles.time.justNow');
  if (elapsed < HOUR) return relative(language).format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative(language).format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return upperFirst(relative(language).format(-Math.floor(elapsed / DAY), 'day'), language);
  const sameYear = then.getFullYear() === now.getFullYear();
  return then.toLocaleDateString(language, { month: 'long', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
}

/** 'Joined today', 'Joined yesterday', 'Joined 3 days ago', then 'Joined March 2027'; in the language of `words`. */
export function joinedLabel(iso: string, now: Date = new Date(), words: Words = ENGLISH): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return words.text('circles.joined');
  const { language } = words;
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < DAY && then.getDate() === now.getDate()) return words.text('circles.joined.today');
  if (elapsed < 30 * DAY) {
    const days = Math.max(1, Math.round(elapsed / DAY));
    return words.text('circles.joined.ago', { when: relative(language).format(-days, 'day') });
  }
  return words.text('circles.joined.month', {
    month: then.toLocaleDateString(language, { month: 'long', year: 'numeric' }),
  });
}
