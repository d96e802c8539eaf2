import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedPrunableSessions } from '../../../test/sessions';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { sessions } from '../../db/schema';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('pruneExpiredSessions at start-up', () => {
  it('runs when the server starts on its own database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-prune-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    await seedPrunableSessions(first.db, new Date());
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
