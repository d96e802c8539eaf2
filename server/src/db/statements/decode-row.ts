/**
 * The small decoders that turn a statement's positional row into named, typed fields. A row
 * decoder lists its fields in the statement's column order; a value of the wrong type is an error
 * naming the statement and the field (never the value: rows hold members' words).
 */

/** Reads one value: answers it typed, or throws a FieldError saying what it should have been. */
export type Field<T> = (value: unknown) => T;

export type Decoded<Shape> = { [K in keyof Shape]: Shape[K] extends Field<infer T> ? T : never };

class FieldError extends Error {}

const wrong = (expected: string, value: unknown) =>
  new FieldError(`is not ${expected} (${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value})`);

export const int: Field<number> = (value) => {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  throw wrong('an integer', value);
};

export const text: Field<string> = (value) => {
  if (typeof value === 'string') return value;
  throw wrong('text', value);
};

export const bool: Field<boolean> = (value) => {
  if (typeof value === 'boolean') return value;
  throw wrong('a boolean', value);
};

/** A timestamptz column as PostgreSQL writes it ('2026-11-23 09:00:00.5+00'), as a Date. */
export const time: Field<Date> = (value) => {
  const date = typeof value === 'string' ? new Date(value) : undefined;
  if (date && !Number.isNaN(date.getTime())) return date;
  throw wrong('a time', value);
};

const UTC_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * A time in UTC to the microsecond, as a cursor keeps it (lib/keyset.ts), kept as text: written
 * `to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`, '2026-11-24T09:00:00.123456Z'.
 */
export const utcMicros: Field<string> = (value) => {
  if (typeof value === 'string' && UTC_MICROS.test(value)) return value;
  throw wrong('a UTC time to the microsecond', value);
};

/** One of the given words. */
export const oneOf =
  <const T extends string>(words: readonly T[]): Field<T> =>
  (value) => {
    if (words.includes(value as T)) return value as T;
    throw wrong(`one of ${words.join(', ')}`, value);
  };

export const nullable =
  <T>(field: Field<T>): Field<T | null> =>
  (value) =>
    value === null ? null : field(value);

export const listOf =
  <T>(field: Field<T>): Field<T[]> =>
  (value) => {
    if (!Array.isArray(value)) throw wrong('a list', value);
    return value.map(field);
  };

/**
 * A jsonb column's list, of the type its drizzle column declares: only its being a list is checked,
 * as drizzle checks nothing of it either (the server alone writes it).
 */
export const storedList =
  <T>(): Field<T[]> =>
  (value) => {
    if (!Array.isArray(value)) throw wrong('a list', value);
    return value as T[];
  };

/**
 * A decoder for one statement's rows: `shape` names each column, in the statement's order. The
 * row is the statement's row itself, or the one JSON array a row some statements answer instead.
 */
export function rowDecoder<Shape extends Record<string, Field<unknown>>>(
  statement: string,
  shape: Shape,
): (row: unknown) => Decoded<Shape> {
  const fields = Object.entries(shape);
  return (row) => {
    if (!Array.isArray(row) || row.length !== fields.length) {
      throw new Error(`${statement}: a row of ${fields.length} columns expected`);
    }
    const decoded: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) {
      const [key, field] = fields[i] as [string, Field<unknown>];
      try {
        decoded[key] = field(row[i]);
      } catch (error) {
        if (error instanceof FieldError) throw new Error(`${statement}: ${key} ${error.message}`);
        throw error;
      }
    }
    return decoded as Decoded<Shape>;
  };
}
