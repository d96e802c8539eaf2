import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { seedPrunableSessions } from '../../../test/sessions';
import { sessions } from '../../db/schema';
import { pruneExpiredSessions } from '../../db/sessions';

describe('pruneExpiredSessions', () => {
  it('deletes sessions idle 30 days or older than 90, and keeps the rest', async () => {
    const database = await openTestDatabase();
    try {
      const now = new Date();
      await seedPrunableSessions(database.db, now);
      await pruneExpiredSessions(database.db, now);
      const left = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
      expect(left.map((row) => row.tokenHash)).toEqual(['fresh']);
    } finally {
      await database.close();
    }
  });
});
