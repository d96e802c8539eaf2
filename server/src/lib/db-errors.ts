import type { AppError } from './app-error';

/** PostgreSQL's SQLSTATE for a unique index refusing a duplicate. */
const UNIQUE_VIOLATION = '23505';
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

/** Whether a failed query hit a unique index. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === UNIQUE_VIOLATION;

/** Whether a failed query named a row that does not exist (or no longer does) through a foreign key. */
export const isForeignKeyViolation = (error: unknown): boolean => sqlState(error) === FOREIGN_KEY_VIOLATION;

/**
 * Awaits a write under a parent row (a post, a circle, an account) that was found a moment before
 * and may have been deleted since: the foreign key then refuses the write. That is the parent
 * missing, so the caller's `missing` refusal (a 404 with its message) is thrown, not a 500.
 */
export async function whileParentExists<T>(write: PromiseLike<T>, missing: AppError): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw missing;
    throw error;
  }
}
