import { LocaleSchema, TimeZoneSchema } from '@contract/care';

/**
 * The browser's language and time zone, sent with readings and questions so that a care answer
 * names help lines for the member's country. A value the server would refuse is left out.
 */
export function browserLocale(): { locale?: string; timeZone?: string } {
  const locale = LocaleSchema.safeParse(globalThis.navigator?.language);
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    zone = undefined;
  }
  const timeZone = TimeZoneSchema.safeParse(zone);
  return {
    ...(locale.success ? { locale: locale.data } : {}),
    ...(timeZone.success ? { timeZone: timeZone.data } : {}),
  };
}
