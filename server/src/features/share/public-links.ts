import { randomBytes } from 'node:crypto';
import type { Language } from '@contract/languages';
import {
  PUBLIC_LINK_MESSAGES,
  PUBLIC_TOKEN_PATTERN,
  type PublicLink,
  SHARED_READING_PATH,
  type SharedReading,
} from '@contract/share';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { readings, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { requireReading } from '../reading';

/**
 * A reading's public link (decision 0045): off until its member opens it, one unguessable token
 * (128 random bits) per reading, the same token however often or concurrently it is opened, gone
 * when she closes it (a later link is a new token: the old one never works again).
 */

const READING_NOT_FOUND = 'That reading was not found.';
/** Largest id a Postgres integer column holds: a larger one cannot exist, so it is simply not found. */
const MAX_ID = 2_147_483_647;

function ownReading(options: { userId: number; readingId: number }) {
  if (options.readingId > MAX_ID) throw notFound(READING_NOT_FOUND);
  return and(eq(readings.id, options.readingId), eq(readings.userId, options.userId));
}

const linkOf = (row: { publicToken: string | null; publicShowsName: boolean }): PublicLink | null =>
  row.publicToken === null ? null : { path: `${SHARED_READING_PATH}${row.publicToken}`, showName: row.publicShowsName };

/** The member's own reading's link, or null while it is private. Another member's id is a 404. */
export async function publicLinkOf(ctx: AppContext, options: { userId: number; readingId: number }) {
  const [row] = await ctx.db
    .select({ publicToken: readings.publicToken, publicShowsName: readings.publicShowsName })
    .from(readings)
    .where(ownReading(options));
  if (!row) throw notFound(READING_NOT_FOUND);
  return { link: linkOf(row) };
}

/**
 * Opens the link, or keeps the one open, and sets whether it names her: one statement, so fifty
 * concurrent opens agree on one token. A reading answered with care (no cup) stays private.
 */
export async function openPublicLink(
  ctx: AppContext,
  options: { userId: number; readingId: number; showName: boolean },
) {
  const token = randomBytes(16).toString('base64url');
  const [row] = await ctx.db
    .update(readings)
    .set({ publicToken: sql`coalesce(${readings.publicToken}, ${token})`, publicShowsName: options.showName })
    .where(and(ownReading(options), isNull(readings.care)))
    .returning({ publicToken: readings.publicToken, publicShowsName: readings.publicShowsName });
  if (row) return { link: linkOf(row) };
  // Not updated: not hers (a 404 like a missing one), or hers and answered with care.
  await requireReading(ctx, options);
  throw conflict(PUBLIC_LINK_MESSAGES.care);
}

/** Closes the link: the token is forgotten, so the page and its card answer 'no longer works'. */
export async function closePublicLink(ctx: AppContext, options: { userId: number; readingId: number }) {
  const [row] = await ctx.db
    .update(readings)
    .set({ publicToken: null, publicShowsName: false })
    .where(ownReading(options))
    .returning({ id: readings.id });
  if (!row) throw notFound(READING_NOT_FOUND);
  return { link: null };
}

/**
 * What a public link shows (SharedReadingSchema): never the reading's text or intention. With the
 * reading's id and the language of the member who shared it (her card's and page head's words),
 * which the link's own answer leaves out.
 */
export async function sharedReading(
  ctx: AppContext,
  token: string,
): Promise<SharedReading & { id: number; language: Language }> {
  if (!PUBLIC_TOKEN_PATTERN.test(token)) throw notFound(PUBLIC_LINK_MESSAGES.gone);
  const [row] = await ctx.db
    .select({
      id: readings.id,
      createdAt: readings.createdAt,
      symbols: readings.symbols,
      showName: readings.publicShowsName,
      firstName: users.firstName,
      language: users.language,
    })
    .from(readings)
    .innerJoin(users, eq(users.id, readings.userId))
    .where(and(eq(readings.publicToken, token), isNull(readings.care)));
  if (!row) throw notFound(PUBLIC_LINK_MESSAGES.gone);
  const firstName = row.showName ? row.firstName.trim() : '';
  return {
    id: row.id,
    language: row.language,
    firstName: firstName === '' ? null : firstName,
    date: row.createdAt.toISOString().slice(0, 10),
    symbols: row.symbols.map(({ id, name, meaning, tone, zone }) => ({ id, name, meaning, tone, zone })),
  };
}
