/**
 * Help lines by country (ISO 3166 alpha-2). Only well-known national lines are listed, as their
 * services publish them; a country that is not here, or a member whose country we cannot tell,
 * gets the international message (112 / 911, 988, Samaritans and findahelpline.com). Check a line
 * against its service's own site before adding or changing it.
 */
import type { HelpLines } from '../../../../contract/care';

type Entry = Omit<HelpLines, 'country'>;

const SAMARITANS = { name: 'Samaritans', contact: '116 123' };

const TABLE: Readonly<Record<string, Entry>> = {
  US: {
    emergency: '911',
    crisis: [{ name: 'the 988 Suicide & Crisis Lifeline', contact: 'call or text 988' }],
    abuse: [{ name: 'the National Domestic Violence Hotline', contact: '1-800-799-7233' }],
  },
  CA: {
    emergency: '911',
    crisis: [{ name: '9-8-8 Suicide Crisis Helpline', contact: 'call or text 988' }],
    abuse: [],
  },
  GB: {
    emergency: '999',
    crisis: [SAMARITANS],
    abuse: [{ name: 'the National Domestic Abuse Helpline', contact: '0808 2000 247' }],
  },
  IE: {
    emergency: '112 or 999',
    crisis: [SAMARITANS],
    abuse: [{ name: "Women's Aid", contact: '1800 341 900' }],
  },
  AU: {
    emergency: '000',
    crisis: [{ name: 'Lifeline', contact: '13 11 14' }],
    abuse: [{ name: '1800RESPECT', contact: '1800 737 732' }],
  },
  NZ: {
    emergency: '111',
    crisis: [{ name: 'Need to talk?', contact: 'call or text 1737' }],
    abuse: [{ name: "Women's Refuge", contact: '0800 733 843' }],
  },
  TR: {
    emergency: '112',
    crisis: [{ name: 'ALO 183 Social Support Line', contact: '183' }],
    abuse: [],
  },
  DE: {
    emergency: '112',
    crisis: [{ name: 'TelefonSeelsorge', contact: '0800 111 0 111 or 0800 111 0 222' }],
    abuse: [{ name: 'Hilfetelefon Gewalt gegen Frauen', contact: '116 016' }],
  },
  AT: { emergency: '112', crisis: [{ name: 'TelefonSeelsorge', contact: '142' }], abuse: [] },
  CH: { emergency: '112', crisis: [{ name: 'Die Dargebotene Hand', contact: '143' }], abuse: [] },
  FR: {
    emergency: '112',
    crisis: [{ name: 'the national suicide prevention line', contact: '3114' }],
    abuse: [{ name: 'Violences Femmes Info', contact: '3919' }],
  },
  ES: {
    emergency: '112',
    crisis: [{ name: 'the suicide prevention line', contact: '024' }],
    abuse: [{ name: 'the line for violence against women', contact: '016' }],
  },
  IT: { emergency: '112', crisis: [], abuse: [{ name: 'the anti-violence line', contact: '1522' }] },
  NL: { emergency: '112', crisis: [{ name: '113 Zelfmoordpreventie', contact: '113 or 0800 0113' }], abuse: [] },
  BE: { emergency: '112', crisis: [{ name: 'Zelfmoordlijn', contact: '1813' }], abuse: [] },
  SE: { emergency: '112', crisis: [{ name: 'Självmordslinjen', contact: '90101' }], abuse: [] },
  NO: { emergency: '112', crisis: [{ name: 'Mental Helse', contact: '116 123' }], abuse: [] },
  DK: { emergency: '112', crisis: [{ name: 'Livslinien', contact: '70 201 201' }], abuse: [] },
  IN: { emergency: '112', crisis: [{ name: 'Tele-MANAS', contact: '14416' }], abuse: [] },
  BR: {
    emergency: '192',
    crisis: [{ name: 'CVV', contact: '188' }],
    abuse: [{ name: 'Ligue 180', contact: '180' }],
  },
  MX: { emergency: '911', crisis: [{ name: 'Línea de la Vida', contact: '800 911 2000' }], abuse: [] },
  ZA: {
    emergency: '112 from a mobile, or 10111',
    crisis: [{ name: 'the SADAG Suicide Crisis Line', contact: '0800 567 567' }],
    abuse: [],
  },
};

/** Countries where 112 is the emergency number and we list no national line of our own. */
const EMERGENCY_112 = new Set([
  'PT',
  'GR',
  'PL',
  'CZ',
  'SK',
  'HU',
  'RO',
  'BG',
  'HR',
  'SI',
  'FI',
  'EE',
  'LV',
  'LT',
  'LU',
  'MT',
  'CY',
  'IS',
]);

/** The help lines for a country, or null when we know none for it. */
export function helpLinesFor(country: string | null): HelpLines | null {
  if (!country) return null;
  const entry = TABLE[country];
  if (entry) return { country, ...entry };
  if (EMERGENCY_112.has(country)) return { country, emergency: '112', crisis: [], abuse: [] };
  return null;
}

/** The countries with lines of their own in the table (for tests and the decision record). */
export const COUNTRIES_WITH_LINES: readonly string[] = Object.keys(TABLE);
