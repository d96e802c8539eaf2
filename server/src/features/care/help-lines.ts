/**
 * Help lines by country (ISO 3166 alpha-2), from content/help-lines.json: only well-known national
 * lines, each with the page that publishes it and the day it was checked. A country that is not
 * there, or a member whose country we cannot tell, gets the international message (112 / 911, 988,
 * Samaritans and findahelpline.com). Check a line against its service's own site before adding or
 * changing it.
 */

import type { HelpLine, HelpLines } from '@contract/care';
import { z } from 'zod';
import { parseContent } from '../../lib/content';
import { type CareLanguage, careAnswerWords } from './care-answer-words';
import helpLinesFile from './content/help-lines.json' with { type: 'json' };

const Country = z.string().regex(/^[A-Z]{2}$/);
const PhoneNumber = z.string().regex(/^[0-9][0-9 -]*[0-9]$|^[0-9]$/, { message: 'digits, spaces and dashes only' });

const LineSchema = z.strictObject({
  for: z.enum(['crisis', 'abuse']),
  /** The service's name as it names itself. */
  name: z.string().min(1),
  /** How an English message names it, when not by its own name ('the national suicide prevention line'). */
  en: z.string().min(1).optional(),
  numbers: z.array(PhoneNumber).min(1),
  /** Also answers text messages on the same number. */
  text: z.boolean().optional(),
  /** The page that publishes the number. */
  source: z.url(),
  /** The day the number was last checked against its source. */
  checked: z.iso.date(),
});

export const HelpLinesFileSchema = z.strictObject({
  about: z.string().min(1),
  directory: z.string().min(1),
  countries: z.record(Country, z.strictObject({ emergency: z.array(PhoneNumber).min(1), lines: z.array(LineSchema) })),
  /** Countries where 112 is the emergency number and no national line of their own is listed. */
  emergency112: z.array(Country),
});
type HelpLinesFile = z.infer<typeof HelpLinesFileSchema>;
type Line = z.infer<typeof LineSchema>;

let loaded: HelpLinesFile | undefined;
function file(): HelpLinesFile {
  loaded ??= parseContent('care/content/help-lines.json', HelpLinesFileSchema, helpLinesFile);
  return loaded;
}

/** One line as a message in `language` names it: its own name, or its English description in English. */
function describe(line: Line, language: CareLanguage): HelpLine {
  const words = careAnswerWords(language);
  const numbers = line.numbers.join(words.or);
  return {
    name: language === 'en' ? (line.en ?? line.name) : line.name,
    contact: line.text ? words.callOrText.replace('{numbers}', numbers) : numbers,
  };
}

/** The help lines for a country, named for a message in `language`, or null when we know none for it. */
export function helpLinesFor(country: string | null, language: CareLanguage = 'en'): HelpLines | null {
  if (!country) return null;
  const entry = file().countries[country];
  if (entry) {
    const of = (kind: Line['for']) =>
      entry.lines.filter((line) => line.for === kind).map((line) => describe(line, language));
    return {
      country,
      emergency: entry.emergency.join(careAnswerWords(language).or),
      crisis: of('crisis'),
      abuse: of('abuse'),
    };
  }
  if (file().emergency112.includes(country)) return { country, emergency: '112', crisis: [], abuse: [] };
  return null;
}
