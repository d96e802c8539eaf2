import { localeFor } from '@/lib/format';

const LONG_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/**
 * A 'YYYY-MM-DD' day as 'March 4, 2027' ('4 Mart 2027' in Turkish), read as a local calendar day:
 * parsing it as a Date would take it as UTC midnight, the day before west of Greenwich.
 */
export function formatCalendarDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Date(year, month - 1, date).toLocaleDateString(localeFor(), LONG_DAY);
}
