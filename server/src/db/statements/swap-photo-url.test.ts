import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { asTextColumnReads, HOSTILE_STRINGS } from '../../../test/hostile-strings';
import type { Database } from '../client';
import { insertMember } from '../factories';
import { users } from '../schema';
import { swapPhotoUrl } from './swap-photo-url';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('swapPhotoUrl', () => {
  it('sets the photo and the time of the change, and answers the photo it replaced', async () => {
    const member = await insertMember(database.db, { profilePhotoUrl: '/uploads/old.webp' });
    const other = await insertMember(database.db, { profilePhotoUrl: '/uploads/theirs.webp' });
    const now = new Date('2026-09-10T11:12:13.456Z');
    expect(await swapPhotoUrl(database, { userId: member.id, url: '/uploads/new.webp', now })).toEqual({
      previous: '/uploads/old.webp',
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ profilePhotoUrl: '/uploads/new.webp', updatedAt: now });
    const [theirs] = await database.db.select().from(users).where(eq(users.id, other.id));
    expect(theirs?.profilePhotoUrl).toBe('/uploads/theirs.webp');
  });

  it('answers a null previous photo for a member without one, and null for a member who is gone', async () => {
    const member = await insertMember(database.db);
    const now = new Date();
    expect(await swapPhotoUrl(database, { userId: member.id, url: '/uploads/a.webp', now })).toEqual({
      previous: null,
    });
    await database.db.delete(users).where(eq(users.id, member.id));
    expect(await swapPhotoUrl(database, { userId: member.id, url: '/uploads/b.webp', now })).toBeNull();
  });

  it('stores the URL exactly as given, whatever its characters, and answers it back on the next swap', async () => {
    const member = await insertMember(database.db);
    const now = new Date();
    for (const url of HOSTILE_STRINGS) {
      await swapPhotoUrl(database, { userId: member.id, url, now });
      const [held] = await database.db.select({ id: users.id }).from(users).where(eq(users.profilePhotoUrl, url));
      expect(held?.id).toBe(member.id);
      expect(await swapPhotoUrl(database, { userId: member.id, url: '/uploads/plain.webp', now })).toEqual({
        previous: asTextColumnReads(database, url),
      });
    }
  });
});
