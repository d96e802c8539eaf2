import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { redactError } from './redact-error';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('redactError', () => {
  it('drops the parameters, and the input PostgreSQL quotes back, from a failed query', async () => {
    const error = await database.db
      .execute(sql`select ${'secret-member-text'}::integer`)
      .catch((caught: unknown) => caught);
    const redacted = redactError(error);
    const text = JSON.stringify(redacted);
    expect(text).not.toContain('secret-member-text');
    expect(redacted.message).toBe('Failed query: select $1::integer');
    expect(redacted.cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "[redacted]"',
    });
    expect(redacted.stack).toMatch(/^Error: Failed query: select \$1::integer\n\s+at /);
  });

  it('keeps an ordinary error whole, and describes a non-error without copying it', () => {
    const error = new Error('reading insert returned nothing', { cause: new TypeError('boom') });
    expect(redactError(error)).toMatchObject({
      type: 'Error',
      message: 'reading insert returned nothing',
      cause: { type: 'TypeError', message: 'boom' },
    });
    expect(redactError('AI_APICallError: timeout').message).toBe('AI_APICallError: timeout');
    expect(redactError({ password: 'x' })).toEqual({ type: 'object', message: '[object]', stack: '[object]' });
  });
});
