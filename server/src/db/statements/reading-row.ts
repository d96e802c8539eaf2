import type { ReadingSymbol } from '@contract/reading';
import type { ReadingRow } from '../schema';
import { int, nullable, oneOf, rowDecoder, storedList, text, utcMicros } from './decode-row';

const decode = rowDecoder('reading', {
  id: int,
  userId: int,
  intention: text,
  category: nullable(text),
  seed: int,
  area: text,
  settling: text,
  symbols: storedList<ReadingSymbol>(),
  text,
  care: nullable(oneOf(['crisis', 'health'])),
  createdAt: utcMicros,
});

/**
 * A whole reading as latest-reading.ts and reading-by-id.ts answer it: one JSON array of the
 * readings columns in the table's order, created_at in UTC to the microsecond.
 */
export function decodeReadingRow(row: unknown): ReadingRow {
  const reading = decode(row);
  return { ...reading, createdAt: new Date(reading.createdAt) };
}
