import { createHash } from 'node:crypto';
import { HOROSCOPE_TODAY_ONLY_MESSAGE, isWithinADayOf } from '@contract/guidance';
import type { Language } from '@contract/languages';
import type { AffirmationCardBody, ShareCardFormat, SharedReading } from '@contract/share';
import type { ZodiacSign } from '@contract/zodiac';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { requireReading } from '../reading';
import type { CardCache } from './card-cache';
import {
  affirmationCardContent,
  horoscopeCardContent,
  readingCardContent,
  sharedReadingCardContent,
} from './card-content';
import { drawCard } from './draw-card';

/*
 * Every card is drawn in the sharing member's language (users.language), so each is cached under
 * its language too: a card drawn for an English member is never served to a Turkish one.
 */

/**
 * A member's own reading as a card. Another member's id is a 404 exactly like a missing one
 * (requireReading), before the cache is asked.
 */
export async function readingCard(
  ctx: AppContext,
  cache: CardCache,
  options: { userId: number; readingId: number; format: ShareCardFormat; language: Language },
): Promise<Buffer> {
  const { format, language } = options;
  const reading = await requireReading(ctx, { userId: options.userId, readingId: options.readingId });
  return cache.get(`reading:${reading.id}:${language}:${format}`, () =>
    drawCard(readingCardContent(reading, language), format),
  );
}

/** The day's horoscope for a sign as a card (today, give or take a day), in her language. */
export async function horoscopeCard(
  ctx: AppContext,
  cache: CardCache,
  options: { sign: ZodiacSign; date: string; format: ShareCardFormat; language: Language },
): Promise<Buffer> {
  const { sign, date, format, language } = options;
  if (!isWithinADayOf(date, ctx.now())) throw badRequest(HOROSCOPE_TODAY_ONLY_MESSAGE);
  return cache.get(`horoscope:${sign}:${date}:${language}:${format}`, () => {
    const { headline } = ctx.horoscopes.horoscopeFor(sign, date, language);
    return drawCard(horoscopeCardContent({ sign, date, headline }, language), format);
  });
}

/** An affirmation as a card, from the line the member is shown (drawn, never stored). */
export function affirmationCard(
  ctx: AppContext,
  cache: CardCache,
  input: AffirmationCardBody & { language: Language },
): Promise<Buffer> {
  const { text, format, language } = input;
  const date = input.date ?? ctx.now().toISOString().slice(0, 10);
  const digest = createHash('sha256').update(text).digest('base64url');
  return cache.get(`affirmation:${digest}:${date}:${language}:${format}`, () =>
    drawCard(affirmationCardContent({ text, date }, language), format),
  );
}

/**
 * A publicly shared reading as a card (its link's preview in a messenger), in the language of the
 * member who shared it, whoever opens it.
 */
export function sharedReadingCard(
  cache: CardCache,
  options: { token: string; shared: SharedReading; format: ShareCardFormat; language: Language },
): Promise<Buffer> {
  const { token, shared, format, language } = options;
  const key = `shared:${token}:${shared.firstName ?? ''}:${language}:${format}`;
  return cache.get(key, () => drawCard(sharedReadingCardContent(shared, language), format));
}
