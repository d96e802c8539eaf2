/** Fields of a database error that name what failed, never the values involved. */
const SAFE_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'statusCode'] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;

interface RedactedError {
  type: string;
  message: string;
  stack: string;
  cause?: RedactedError;
  [field: string]: unknown;
}

function messageOf(error: Error & Record<string, unknown>): string {
  // PostgreSQL quotes the offending input at the end of some messages ('invalid input syntax ...: "x"').
  if (typeof error.code === 'string' && SQLSTATE.test(error.code)) {
    return error.message.replace(/:\s*".*"$/s, ': "[redacted]"');
  }
  // drizzle's DrizzleQueryError appends the query's parameters (emails, password hashes, member text).
  if (typeof error.query === 'string' && 'params' in error) return `Failed query: ${error.query}`;
  return error.message;
}

/**
 * An error as the log may keep it: type, message and call stack, what failed (SQLSTATE, table,
 * constraint), and its cause likewise, but never a query's parameters or PostgreSQL's `detail`
 * (which repeats the failing row), so no password hash, token, email or member text is logged.
 */
export function redactError(error: unknown, depth = 0): RedactedError {
  if (!(error instanceof Error)) {
    // A description already made for the log (a string), or something unknown, which is not copied.
    const message = typeof error === 'string' ? error : `[${typeof error}]`;
    return { type: typeof error, message, stack: message };
  }
  const fields = error as Error & Record<string, unknown>;
  const message = messageOf(fields);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const redacted: RedactedError = {
    type: error.name === 'Error' ? (error.constructor?.name ?? error.name) : error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') redacted[field] = value;
  }
  if (error.cause !== undefined && depth < 3) redacted.cause = redactError(error.cause, depth + 1);
  return redacted;
}
