import type { Language } from '@contract/languages';
import { currentLanguage } from '@/lib/i18n';

/**
 * The locale dates and numbers are written in for `language` (the member's unless given): the
 * browser's own when it speaks that language, so an en-GB browser keeps its day-first dates and
 * 24-hour clock, else the language itself (a Turkish member on an English browser reads Turkish).
 */
export function localeFor(language: Language = currentLanguage()): string {
  const browser = globalThis.navigator?.language;
  return browser?.split('-')[0]?.toLowerCase() === language ? browser : language;
}

/** A calm, readable date ('March 3, 2027'; '3 Mart 2027' in Turkish), or a dash when there is none. */
export function formatDate(value: string | Date | null | undefined, language: Language = currentLanguage()): string {
  if (!value) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(localeFor(language), { year: 'numeric', month: 'long', day: 'numeric' });
}
