import { currentLanguage } from '@/lib/i18n';

/**
 * The member's language as her browser writes it (en-GB's day before month) when the browser speaks
 * it, else as the language writes it (Turkish on an English browser).
 */
export function dateLocale(): string {
  const language = currentLanguage();
  const browser = globalThis.navigator?.language;
  return browser?.split('-')[0]?.toLowerCase() === language ? browser : language;
}

/** A calm, readable date ('March 3, 2027'; '3 Mart 2027' in Turkish), or a dash when there is none. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(dateLocale(), { year: 'numeric', month: 'long', day: 'numeric' });
}

/** A moment's date and time, as the member's language writes them. */
export const formatDateTime = (iso: string): string => new Date(iso).toLocaleString(dateLocale());
