import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../test/spawn-server';
import { openDatabase } from './client';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-vacuum-server-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('a server on the embedded database', () => {
  it('vacuums, a few seconds after start, a table the last run left unvacuumed', async () => {
    // A table of 5,000 rows counted by ANALYZE but never vacuumed, as a bulk write then a restart leave it.
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`create table filler (id int primary key, note text)`);
    await database.db.execute(sql`insert into filler select g, 'x' from generate_series(1, 5000) g`);
    await database.db.execute(sql`analyze filler`);
    await database.close();

    const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED_SAMPLE_DATA: 'false' });
    try {
      // One log line a pass, naming what it did (the slow tier's timeout bounds the wait).
      const output = await server.waitForOutput(
        /"table":"public\.filler","upkeep":"vacuum".*"vacuumed the embedded database"/,
      );
      expect(output).toMatch(/"done":\[\{"table":"public\.filler","upkeep":"vacuum","ms":\d+\}\]/);
    } finally {
      await server.stop();
    }
  });
});
