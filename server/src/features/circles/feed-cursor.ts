import { decodeCursor, encodeCursor } from '../../lib/keyset';

export { positionAt as cursorTimestamp } from '../../lib/keyset';

/** Where the next feed page starts: the last post shown, by (createdAt, id). */
interface FeedCursor {
  /** The post's created_at as PostgreSQL printed it, to the microsecond, in UTC. */
  createdAt: string;
  id: number;
}

export const BAD_CURSOR_MESSAGE = 'This page link is not valid. Please reload the feed.';

/** Opaque to the client (lib/keyset.ts's cursor). */
export const encodeFeedCursor = (cursor: FeedCursor): string => encodeCursor({ at: cursor.createdAt, id: cursor.id });

/** The cursor the client sent back, or a 400 for anything this server did not make. */
export function decodeFeedCursor(value: string): FeedCursor {
  const { at, id } = decodeCursor(value, BAD_CURSOR_MESSAGE);
  return { createdAt: at, id };
}
