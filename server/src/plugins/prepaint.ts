import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Clock, clockFor, type Painter } from '@contract/shell';

/**
 * The painter built beside the client (dist/prepaint/render.js), or undefined when there is none
 * (a build without it, the tests' stand-in clients): pages are then painted by the browser alone.
 */
export async function loadPainter(clientDir: string): Promise<Painter | undefined> {
  const file = path.join(clientDir, '..', 'prepaint', 'render.js');
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as Painter;
}

/** The time zone when it is one this runtime knows, else undefined. */
function knownTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

/** The first language of an Accept-Language header when this runtime can format dates in it. */
export function preferredLocale(acceptLanguage: string | undefined): string | undefined {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*' || first.length > 35) return undefined;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([first])[0];
  } catch {
    return undefined;
  }
}

/**
 * The member's clock as their browser would read it: the day and hour in their time zone (the
 * server's own when unknown) and the day's name in their language.
 */
export function memberClock(now: Date, timeZone?: string, locale?: string): Clock {
  return clockFor(now, knownTimeZone(timeZone), locale);
}
