/** PostgreSQL's SQLSTATE for a unique index refusing a duplicate. */
const UNIQUE_VIOLATION = '23505';

/**
 * Whether a failed query hit a unique index. Drizzle wraps the driver's error (node-postgres' or
 * PGlite's) in a DrizzleQueryError whose `cause` carries the SQLSTATE, so both levels are read.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
