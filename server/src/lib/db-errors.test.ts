import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { sessions, users } from '../db/schema';
import { notFound } from './app-error';
import { isForeignKeyViolation, isUniqueViolation, whileParentExists } from './db-errors';

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

describe('whileParentExists', () => {
  it('turns a foreign key refusal as this engine throws it into the refusal given, and lets others through', async () => {
    const orphan = database.db
      .insert(sessions)
      .values({ tokenHash: 'orphan', userId: 2_000_000_000, createdAt: new Date(), lastUsedAt: new Date() });
    const gone = notFound('Gone');
    await expect(whileParentExists(orphan, gone)).rejects.toBe(gone);

    const failure = await database.db
      .insert(users)
      .values({ email: 'x@telve.test', passwordHash: 'x', firstName: null as unknown as string, lastName: 'W' })
      .catch((error: unknown) => error);
    expect(isForeignKeyViolation(failure)).toBe(false);
    await expect(whileParentExists(Promise.reject(failure), gone)).rejects.toBe(failure);
  });
});
