import { JOURNAL_PAGE_SIZE } from '@contract/journal';
import { READING_EXCERPT_MAX } from '@contract/reading';
import type { Database } from '../client';
import { defineStatement } from '../prepared-statement';
import { int, nullable, rowDecoder, text, utcMicros } from './decode-row';
import { firstPageOf } from './first-page';

/** A page of the journal's history and one more, to know whether another page follows. */
export const HISTORY_PAGE_PROBE = JOURNAL_PAGE_SIZE + 1;
/** One character more of a reading's text than an excerpt shows, to know whether it was cut. */
const OPENING_LENGTH = READING_EXCERPT_MAX + 1;

/**
 * The journal history's page, newest first: each of the member's readings as the list shows it (no
 * more of the text than an excerpt needs) with the member's saved entry, if any, as one JSON array.
 * $1 the member, $2 and $3 the last reading shown, its time and id (the first page is this
 * statement without that line).
 */
export const READING_HISTORY_PAGE_SQL = `
select json_build_array(r.id, to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
  r.intention, r.category, left(r.text, ${OPENING_LENGTH}), s.id)
from readings r
left join saved_readings s on s.reading_id = r.id and s.user_id = $1
where r.user_id = $1
  and (r.created_at, r.id) < ($2, $3)
order by r.created_at desc, r.id desc
limit ${HISTORY_PAGE_PROBE}`;

const firstPage = defineStatement(
  'telve_reading_history_first_page',
  firstPageOf(READING_HISTORY_PAGE_SQL, 'and (r.created_at, r.id) < ($2, $3)'),
);
const nextPage = defineStatement('telve_reading_history_next_page', READING_HISTORY_PAGE_SQL);

const decode = rowDecoder('reading history page', {
  id: int,
  /** To the microsecond, in UTC: the next page's cursor. */
  at: utcMicros,
  intention: text,
  category: nullable(text),
  opening: text,
  savedId: nullable(int),
});

export type HistoryRow = ReturnType<typeof decode>;

/** Where a page starts: after the last reading shown (its time as utcMicros and id). */
export interface HistoryPosition {
  at: string;
  id: number;
}

/** Up to HISTORY_PAGE_PROBE of the member's readings, newest first, after `after`. */
export async function readReadingHistoryPage(
  database: Database,
  options: { userId: number; after?: HistoryPosition | null },
): Promise<HistoryRow[]> {
  const { userId, after } = options;
  const rows = after
    ? await nextPage.run(database, [userId, after.at, after.id])
    : await firstPage.run(database, [userId]);
  return rows.map(([reading]) => decode(reading));
}
