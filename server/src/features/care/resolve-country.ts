/**
 * The member's country, for her help lines, from what her browser tells us: the time zone first
 * (where she is), then the region of her language tag ('en-GB'), then a language spoken in one
 * country only ('tr'). Unknown is null, and she gets the international message.
 */
import type { Language } from '@contract/languages';

/** IANA time zones of the countries Telve knows help lines for (and their EU neighbours on 112). */
const ZONES: Readonly<Record<string, string>> = {
  'Europe/London': 'GB',
  'Europe/Belfast': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Istanbul': 'TR',
  'Asia/Istanbul': 'TR',
  'Europe/Berlin': 'DE',
  'Europe/Busingen': 'DE',
  'Europe/Vienna': 'AT',
  'Europe/Zurich': 'CH',
  'Europe/Paris': 'FR',
  'Europe/Madrid': 'ES',
  'Atlantic/Canary': 'ES',
  'Africa/Ceuta': 'ES',
  'Europe/Rome': 'IT',
  'Europe/Amsterdam': 'NL',
  'Europe/Brussels': 'BE',
  'Europe/Stockholm': 'SE',
  'Europe/Oslo': 'NO',
  'Europe/Copenhagen': 'DK',
  'Europe/Helsinki': 'FI',
  'Europe/Lisbon': 'PT',
  'Atlantic/Madeira': 'PT',
  'Atlantic/Azores': 'PT',
  'Europe/Athens': 'GR',
  'Europe/Warsaw': 'PL',
  'Europe/Prague': 'CZ',
  'Europe/Bratislava': 'SK',
  'Europe/Budapest': 'HU',
  'Europe/Bucharest': 'RO',
  'Europe/Sofia': 'BG',
  'Europe/Zagreb': 'HR',
  'Europe/Ljubljana': 'SI',
  'Europe/Tallinn': 'EE',
  'Europe/Riga': 'LV',
  'Europe/Vilnius': 'LT',
  'Europe/Luxembourg': 'LU',
  'Europe/Malta': 'MT',
  'Asia/Nicosia': 'CY',
  'Europe/Nicosia': 'CY',
  'Atlantic/Reykjavik': 'IS',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Los_Angeles': 'US',
  'America/Phoenix': 'US',
  'America/Anchorage': 'US',
  'America/Juneau': 'US',
  'America/Sitka': 'US',
  'America/Nome': 'US',
  'America/Adak': 'US',
  'Pacific/Honolulu': 'US',
  'America/Detroit': 'US',
  'America/Boise': 'US',
  'America/Indiana/Indianapolis': 'US',
  'America/Kentucky/Louisville': 'US',
  'America/Menominee': 'US',
  'America/North_Dakota/Center': 'US',
  'America/Puerto_Rico': 'US',
  'US/Eastern': 'US',
  'US/Central': 'US',
  'US/Mountain': 'US',
  'US/Pacific': 'US',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Edmonton': 'CA',
  'America/Winnipeg': 'CA',
  'America/Halifax': 'CA',
  'America/St_Johns': 'CA',
  'America/Regina': 'CA',
  'America/Montreal': 'CA',
  'America/Moncton': 'CA',
  'America/Whitehorse': 'CA',
  'America/Yellowknife': 'CA',
  'America/Iqaluit': 'CA',
  'Australia/Sydney': 'AU',
  'Australia/Melbourne': 'AU',
  'Australia/Brisbane': 'AU',
  'Australia/Perth': 'AU',
  'Australia/Adelaide': 'AU',
  'Australia/Hobart': 'AU',
  'Australia/Darwin': 'AU',
  'Australia/Canberra': 'AU',
  'Pacific/Auckland': 'NZ',
  'Pacific/Chatham': 'NZ',
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
  'America/Sao_Paulo': 'BR',
  'America/Fortaleza': 'BR',
  'America/Recife': 'BR',
  'America/Bahia': 'BR',
  'America/Manaus': 'BR',
  'America/Belem': 'BR',
  'America/Cuiaba': 'BR',
  'America/Porto_Velho': 'BR',
  'America/Mexico_City': 'MX',
  'America/Cancun': 'MX',
  'America/Monterrey': 'MX',
  'America/Tijuana': 'MX',
  'America/Merida': 'MX',
  'America/Chihuahua': 'MX',
  'America/Mazatlan': 'MX',
  'America/Hermosillo': 'MX',
  'Africa/Johannesburg': 'ZA',
  'Europe/Moscow': 'RU',
  'Europe/Kaliningrad': 'RU',
  'Europe/Samara': 'RU',
  'Europe/Volgograd': 'RU',
  'Asia/Yekaterinburg': 'RU',
  'Asia/Omsk': 'RU',
  'Asia/Novosibirsk': 'RU',
  'Asia/Krasnoyarsk': 'RU',
  'Asia/Irkutsk': 'RU',
  'Asia/Yakutsk': 'RU',
  'Asia/Vladivostok': 'RU',
  'Asia/Magadan': 'RU',
  'Asia/Kamchatka': 'RU',
  'Asia/Baku': 'AZ',
  'Africa/Cairo': 'EG',
  Egypt: 'EG',
  'Asia/Riyadh': 'SA',
  'Asia/Dubai': 'AE',
};

/** Languages spoken as a first language in one of these countries only. */
const LANGUAGES: Readonly<Record<string, string>> = {
  tr: 'TR',
  da: 'DK',
  sv: 'SE',
  nb: 'NO',
  nn: 'NO',
  no: 'NO',
  fi: 'FI',
  pl: 'PL',
  cs: 'CZ',
  sk: 'SK',
  hu: 'HU',
  ro: 'RO',
  bg: 'BG',
  hr: 'HR',
  sl: 'SI',
  et: 'EE',
  lv: 'LV',
  lt: 'LT',
  is: 'IS',
  el: 'GR',
  az: 'AZ',
};

/** What we know of where the member is and what she reads, for her care answers and help lines. */
export interface LocaleHint {
  /** navigator.language, e.g. 'en-GB'. */
  locale?: string;
  /** Intl.DateTimeFormat().resolvedOptions().timeZone, e.g. 'Europe/London'. */
  timeZone?: string;
  /**
   * Her own language (users.language), when she is signed in: care is answered in it when she chose
   * one other than English. It says nothing of her country, whose help lines she is given.
   */
  memberLanguage?: Language;
}

/** The region subtag of a BCP 47 tag ('en-GB' -> 'GB', 'zh-Hant-TW' -> 'TW'), if any. */
function regionOf(locale: string): string | null {
  const region = locale
    .split('-')
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part));
  return region ? region.toUpperCase() : null;
}

/** The member's country as ISO 3166 alpha-2, or null when her browser tells us too little. */
export function resolveCountry(hint: LocaleHint = {}): string | null {
  if (hint.timeZone) {
    const fromZone = ZONES[hint.timeZone];
    if (fromZone) return fromZone;
  }
  if (hint.locale) {
    const region = regionOf(hint.locale);
    if (region) return region;
    const language = hint.locale.split('-')[0]?.toLowerCase() ?? '';
    return LANGUAGES[language] ?? null;
  }
  return null;
}
