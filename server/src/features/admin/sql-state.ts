/** PostgreSQL's SQLSTATE for a foreign key refusing a row that names a missing one. */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The SQLSTATE of a failed query. Drizzle wraps the driver's error (node-postgres' or PGlite's) in
 * a DrizzleQueryError whose `cause` carries it, so the chain is read a few levels down.
 */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isForeignKeyViolation = (error: unknown) => sqlState(error) === FOREIGN_KEY_VIOLATION;
