import { BAD_CURSOR_MESSAGE, type HistoryReading, type JournalReading } from '@contract/journal';
import { READING_EXCERPT_MAX } from '@contract/reading';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { preparedStatement } from '../../db/prepared-statement';
import { readingQuestions, savedReadings } from '../../db/schema';
import { decodeCursor, utcMicrosText } from '../../lib/keyset';
import { presentReading } from '../reading/present-reading';
import { presentSummary, requireReading } from '../reading/reading-history';
import { PAGE_PROBE, toPage } from './cursor';
import type { Page } from './list-entries';

/** Questions kept per reading are bounded by the daily fair use; the journal shows this many. */
const QUESTIONS_SHOWN = 200;

/**
 * The history's page, newest first, each reading with the member's saved entry (if any): what the
 * list shows and no more (an excerpt's worth of the text). $1 the member; the next page also $2
 * and $3, the last reading's time and id. Prepared once per engine session, as the journal's
 * hottest read: planning this join cost more than running it. Each reading comes back as one JSON
 * array (the embedded engine's reader copies every field it decodes into a buffer of its own).
 */
const historyText = (after: boolean) => `
select json_build_array(r.id, ${utcMicrosText('r.created_at')},
  r.intention, r.category, left(r.text, ${READING_EXCERPT_MAX + 1}), s.id)
from readings r
left join saved_readings s on s.reading_id = r.id and s.user_id = $1
where r.user_id = $1 ${after ? 'and (r.created_at, r.id) < ($2, $3)' : ''}
order by r.created_at desc, r.id desc
limit ${PAGE_PROBE}`;

const HISTORY_FIRST = { name: 'telve_history_first', types: ['int'], text: historyText(false) };
const HISTORY_AFTER = { name: 'telve_history_after', types: ['int', 'timestamptz', 'int'], text: historyText(true) };

/** A page of every reading the member had, saved or not, newest first, each with its saved entry's id: summaries, as the list shows them. */
export async function listReadingHistory(
  ctx: AppContext,
  options: { userId: number; cursor?: string },
): Promise<Page<HistoryReading>> {
  const { userId, cursor } = options;
  const position = cursor === undefined ? undefined : decodeCursor(cursor, BAD_CURSOR_MESSAGE);
  const values = position
    ? await preparedStatement(ctx.database, HISTORY_AFTER)([userId, position.at, position.id])
    : await preparedStatement(ctx.database, HISTORY_FIRST)([userId]);
  const rows = values.map(([row]) => {
    const [id, at, intention, category, opening, savedId] = row as [
      number,
      string,
      string,
      string | null,
      string,
      number | null,
    ];
    return { id, position: at, createdAt: new Date(`${at.slice(0, 23)}Z`), intention, category, opening, savedId };
  });
  return toPage(rows, (row) => ({ ...presentSummary(row), savedId: row.savedId }));
}

/** One of the member's readings, whole: its text, symbols and the questions asked about it (404 otherwise). */
export async function openJournalReading(
  ctx: AppContext,
  options: { userId: number; readingId: number },
): Promise<JournalReading> {
  const { userId, readingId } = options;
  const reading = await requireReading(ctx, { userId, readingId });
  const [questions, saved] = await Promise.all([
    ctx.db
      .select()
      .from(readingQuestions)
      .where(and(eq(readingQuestions.readingId, reading.id), eq(readingQuestions.userId, userId)))
      .orderBy(asc(readingQuestions.createdAt), asc(readingQuestions.id))
      .limit(QUESTIONS_SHOWN),
    ctx.db
      .select({ id: savedReadings.id })
      .from(savedReadings)
      .where(and(eq(savedReadings.readingId, reading.id), eq(savedReadings.userId, userId))),
  ]);
  return {
    ...presentReading(reading),
    savedId: saved[0]?.id ?? null,
    questions: questions.map((q) => ({ question: q.question, answer: q.answer, askedAt: q.createdAt.toISOString() })),
  };
}
