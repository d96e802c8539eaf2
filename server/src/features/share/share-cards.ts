import { createHash } from 'node:crypto';
import { HOROSCOPE_TODAY_ONLY_MESSAGE, isWithinADayOf } from '@contract/guidance';
import type { AffirmationCardBody, ShareCardFormat, SharedReading } from '@contract/share';
import type { ZodiacSign } from '@contract/zodiac';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { requireReading } from '../reading';
import type { CardCache } from './card-cache';
import { longDate } from './card-text';
import { drawCard } from './draw-card';

/** How much of a reading's text a card offers (its opening lines); the card cuts further to fit. */
const READING_OPENING = 600;
const SYMBOL_NAMES = 4;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A member's own reading as a card: its opening lines, its symbols' names, its date. Another
 * member's id is a 404 exactly like a missing one (requireReading), before the cache is asked.
 */
export async function readingCard(
  ctx: AppContext,
  cache: CardCache,
  options: { userId: number; readingId: number; format: ShareCardFormat },
): Promise<Buffer> {
  const reading = await requireReading(ctx, { userId: options.userId, readingId: options.readingId });
  return cache.get(`reading:${reading.id}:${options.format}`, () => {
    const names = reading.symbols.slice(0, SYMBOL_NAMES).map((symbol) => symbol.name);
    return drawCard(
      {
        kicker: 'My coffee reading',
        body: reading.text.slice(0, READING_OPENING),
        footnote: names.join(' · '),
        date: longDate(reading.createdAt.toISOString().slice(0, 10)),
      },
      options.format,
    );
  });
}

/** The day's horoscope for a sign as a card: the headline, the sign, the date (today, give or take a day). */
export async function horoscopeCard(
  ctx: AppContext,
  cache: CardCache,
  options: { sign: ZodiacSign; date: string; format: ShareCardFormat },
): Promise<Buffer> {
  const { sign, date, format } = options;
  if (!isWithinADayOf(date, ctx.now())) throw badRequest(HOROSCOPE_TODAY_ONLY_MESSAGE);
  return cache.get(`horoscope:${sign}:${date}:${format}`, () => {
    const { headline } = ctx.horoscopes.horoscopeFor(sign, date);
    return drawCard(
      { kicker: `${capitalised(sign)} · Today's horoscope`, body: headline, date: longDate(date) },
      format,
    );
  });
}

/** An affirmation as a card, from the line the member is shown (drawn, never stored). */
export function affirmationCard(ctx: AppContext, cache: CardCache, input: AffirmationCardBody): Promise<Buffer> {
  const date = input.date ?? ctx.now().toISOString().slice(0, 10);
  const digest = createHash('sha256').update(input.text).digest('base64url');
  return cache.get(`affirmation:${digest}:${date}:${input.format}`, () =>
    drawCard({ kicker: 'My affirmation', body: input.text, date: longDate(date) }, input.format),
  );
}

/**
 * A publicly shared reading as a card (its link's preview in a messenger): the symbols and what
 * they mean, the day, her first name only when she chose it; never the reading's own text.
 */
export function sharedReadingCard(
  cache: CardCache,
  options: { token: string; shared: SharedReading; format: ShareCardFormat },
): Promise<Buffer> {
  const { token, shared, format } = options;
  const key = `shared:${token}:${shared.firstName ?? ''}:${format}`;
  return cache.get(key, () => {
    const symbols = shared.symbols.slice(0, SYMBOL_NAMES);
    return drawCard(
      {
        kicker: shared.firstName ? `${shared.firstName}'s coffee reading` : 'A coffee reading',
        body: symbols
          .slice(0, 2)
          .map((symbol) => symbol.meaning)
          .join(' '),
        footnote: symbols.map((symbol) => symbol.name).join(' · '),
        date: longDate(shared.date),
      },
      format,
    );
  });
}
