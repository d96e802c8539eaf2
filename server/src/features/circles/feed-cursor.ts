import { badRequest } from '../../lib/app-error';

/** Where the next feed page starts: the last post shown, by (createdAt, id). */
export interface FeedCursor {
  /** The post's created_at as PostgreSQL printed it, to the microsecond, in UTC. */
  createdAt: string;
  id: number;
}

export const BAD_CURSOR_MESSAGE = 'This page link is not valid. Please reload the feed.';

// What feedCursorTimestamp() selects: microseconds keep two posts of the same millisecond apart.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to the client: base64url of `${createdAt}|${id}`. */
export function encodeFeedCursor(cursor: FeedCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

/** The cursor the client sent back, or a 400 for anything this server did not make. */
export function decodeFeedCursor(value: string): FeedCursor {
  const [createdAt = '', id = '', ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const number = Number(id);
  const valid =
    rest.length === 0 &&
    TIMESTAMP.test(createdAt) &&
    !Number.isNaN(Date.parse(createdAt)) &&
    /^\d{1,10}$/.test(id) &&
    number > 0 &&
    number <= 2_147_483_647;
  if (!valid) throw badRequest(BAD_CURSOR_MESSAGE);
  return { createdAt, id: number };
}
