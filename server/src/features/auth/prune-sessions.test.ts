import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { insertMember, insertSession } from '../../db/factories';
import { sessions } from '../../db/schema';
import { pruneExpiredSessions } from './sessions';

const DAY = 24 * 60 * 60 * 1000;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function seedSessions(db: Parameters<typeof pruneExpiredSessions>[0], now: Date) {
  const user = await insertMember(db, { email: 'prune@telve.test', passwordHash: 'x', firstName: 'P', lastName: 'R' });
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  await insertSession(db, { tokenHash: 'fresh', userId: user.id, createdAt: at(10), lastUsedAt: at(1) });
  await insertSession(db, { tokenHash: 'idle', userId: user.id, createdAt: at(40), lastUsedAt: at(31) });
  await insertSession(db, { tokenHash: 'old', userId: user.id, createdAt: at(91), lastUsedAt: at(1) });
}

describe('pruneExpiredSessions', () => {
  it('deletes sessions idle 30 days or older than 90, and keeps the rest', async () => {
    const database = await openTestDatabase();
    try {
      const now = new Date();
      await seedSessions(database.db, now);
      await pruneExpiredSessions(database.db, now);
      const left = await database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
      expect(left.map((row) => row.tokenHash)).toEqual(['fresh']);
    } finally {
      await database.close();
    }
  });

  it('runs when the server starts on its own database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-prune-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    await seedSessions(first.db, new Date());
    await first.close();

    const app = await buildApp(
      {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        adminEmails: [],
        production: false,
        logLevel: 'silent',
        registrationsPerHour: 100,
      },
      { logger: false },
    );
    try {
      const left = await app.ctx.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
      expect(left.map((row) => row.tokenHash)).toEqual(['fresh']);
    } finally {
      await app.close();
    }
  }, 60_000);
});
