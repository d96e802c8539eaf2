import type { ReadingSymbol } from '@contract/reading';
import type { Database } from '../client';
import { defineStatement } from '../prepared-statement';
import { int, rowDecoder } from './decode-row';

/**
 * A new reading, answering its id. $1 the member, $2 the intention, $3 the category (or null),
 * $4 the cup's seed, $5 its area, $6 how it settled, $7 its symbols (a JSON list), $8 the text,
 * $9 'crisis' or 'health' when she was answered with care (else null), $10 when.
 */
export const INSERT_READING_SQL = `
insert into readings (user_id, intention, category, seed, area, settling, symbols, text, care, created_at)
values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10)
returning id`;

const statement = defineStatement('telve_insert_reading', INSERT_READING_SQL);

const decode = rowDecoder('inserted reading', { id: int });

export interface NewReading {
  userId: number;
  intention: string;
  category: string | null;
  seed: number;
  area: string;
  settling: string;
  symbols: readonly ReadingSymbol[];
  text: string;
  care: 'crisis' | 'health' | null;
  createdAt: Date;
}

/** Stores a reading (the hottest write: one planned statement, not a query built per request) and answers its id. */
export async function insertReadingRow(database: Database, reading: NewReading): Promise<number> {
  const [row] = await statement.run(database, [
    reading.userId,
    reading.intention,
    reading.category,
    reading.seed,
    reading.area,
    reading.settling,
    JSON.stringify(reading.symbols),
    reading.text,
    reading.care,
    reading.createdAt.toISOString(),
  ]);
  if (!row) throw new Error('reading insert returned nothing');
  return decode(row).id;
}
