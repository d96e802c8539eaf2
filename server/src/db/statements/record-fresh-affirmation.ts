import type { Database } from '../client';
import { defineStatement, inOnePostgresTransaction } from '../prepared-statement';
import { rowDecoder, text } from './decode-row';

/**
 * Records a premium member's fresh line and answers it: the first of the shuffled candidates that
 * is not among the member's latest few for the mood, or the first candidate if all are. $1 the
 * member, $2 the mood, $3 the candidates (a JSON list of text, in the order drawn), $4 how many of
 * the latest lines may not come back, $5 now.
 */
export const RECORD_FRESH_AFFIRMATION_SQL = `
insert into affirmation_history (user_id, mood, text, created_at)
select $1, $2, coalesce(
  (select candidate.text
    from jsonb_array_elements_text($3::jsonb) with ordinality as candidate(text, position)
    where candidate.text not in (
      select recent.text from affirmation_history recent
      where recent.user_id = $1 and recent.mood = $2
      order by recent.created_at desc, recent.id desc
      limit $4)
    order by candidate.position
    limit 1),
  $3::jsonb ->> 0), $5
returning text`;

/** Holds the member's row until the transaction ends: a double tap's calls take turns. $1 the member. */
export const LOCK_MEMBER_SQL = 'select id from users where id = $1 for no key update';

const recordFresh = defineStatement('telve_record_fresh_affirmation', RECORD_FRESH_AFFIRMATION_SQL);
const lockMember = defineStatement('telve_lock_member', LOCK_MEMBER_SQL);

const decode = rowDecoder('record fresh affirmation', { text });

/**
 * Records and answers the member's fresh line. On PGlite the statement is the whole of it: the
 * engine runs one statement at a time, so two calls cannot both read the same latest lines. On
 * PostgreSQL two connections can, so a short transaction first holds the member's row and only then
 * runs the statement, which, started after the lock was granted, sees the line the previous holder
 * recorded (a lock taken inside the same statement would leave it reading from before the wait).
 */
export async function recordFreshAffirmation(
  database: Database,
  options: { userId: number; mood: string; candidates: readonly string[]; recentToAvoid: number; now: Date },
): Promise<string> {
  const { userId, mood, candidates, recentToAvoid, now } = options;
  if (candidates.length === 0) throw new Error('A fresh affirmation needs candidates');
  const values = [userId, mood, JSON.stringify(candidates), recentToAvoid, now.toISOString()];
  const rows = database.pool
    ? (
        await inOnePostgresTransaction(database.pool, [
          [lockMember, [userId]],
          [recordFresh, values],
        ])
      )[1]
    : await recordFresh.run(database, values);
  const [row] = rows ?? [];
  if (!row) throw new Error('affirmation insert returned nothing');
  return decode(row).text;
}
