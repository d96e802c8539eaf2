import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { users } from '../db/schema';
import { isUniqueViolation } from './db-errors';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('isUniqueViolation', () => {
  it('recognises a duplicate key as the ORM really throws it on this engine, and nothing else', async () => {
    const row = { email: 'twice@telve.test', passwordHash: 'x', firstName: 'T', lastName: 'W' };
    await database.db.insert(users).values(row);
    const duplicate = await database.db
      .insert(users)
      .values(row)
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(Error);
    expect((duplicate as { code?: string }).code).toBeUndefined();
    expect(isUniqueViolation(duplicate)).toBe(true);

    const notNull = await database.db
      .insert(users)
      .values({ ...row, email: 'other@telve.test', firstName: null as unknown as string })
      .catch((error: unknown) => error);
    expect(notNull).toBeInstanceOf(Error);
    expect(isUniqueViolation(notNull)).toBe(false);
  });
});
