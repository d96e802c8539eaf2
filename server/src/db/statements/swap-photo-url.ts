import type { Database } from '../client';
import { defineStatement } from '../prepared-statement';
import { nullable, rowDecoder, text } from './decode-row';

/**
 * Sets the member's photo URL and answers the one it replaced, in one statement: the row is locked
 * while the old value is read, so of two uploads at once each learns exactly the photo the other
 * replaced. $1 the member, $2 the new URL, $3 the time of the change.
 */
export const SWAP_PHOTO_URL_SQL = `
update users u set profile_photo_url = $2, updated_at = $3
from (select id, profile_photo_url from users where id = $1 for update) as before_swap
where u.id = before_swap.id
returning before_swap.profile_photo_url`;

const statement = defineStatement('telve_swap_photo_url', SWAP_PHOTO_URL_SQL);

const decode = rowDecoder('swap photo url', { previous: nullable(text) });

/** The photo URL the new one replaced (null if none), or null when the member's row is gone. */
export async function swapPhotoUrl(
  database: Database,
  options: { userId: number; url: string; now: Date },
): Promise<{ previous: string | null } | null> {
  const [row] = await statement.run(database, [options.userId, options.url, options.now.toISOString()]);
  return row ? decode(row) : null;
}
