import type { Intention } from '@contract/intentions';
import type { CoffeeReading } from '@contract/reading';
import type { ReadingRow } from '../../db/schema';

/** A stored reading in the contract's shape: what creating a reading answers, and what opening one does. */
export function presentReading(row: ReadingRow): CoffeeReading {
  return {
    id: row.id,
    reading: row.text,
    symbols: row.symbols,
    createdAt: row.createdAt.toISOString(),
    intention: row.intention,
    category: (row.category as Intention | null) ?? null,
  };
}
