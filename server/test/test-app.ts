import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, type BuildOptions, buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import type { AppConfig } from '../src/env';
import type { OraclePace } from '../src/features/reading';
import { openTestDatabase } from './database';
import { TestClient } from './test-client';

export { TestClient, type TestResponse } from './test-client';

export interface TestApp {
  app: App;
  url: string;
  database: Database;
  dataDir: string;
  /** The clock the app reads; move it with clock.set(). */
  clock: { now: Date; set(date: Date): void; advance(ms: number): void };
  client(): TestClient;
  close(): Promise<void>;
}

/**
 * The oracle's pace in a test app: still a look and then a word at a time, but a whole answer within
 * 100 ms instead of 3.5 s, so a test that streams answers does not spend its time waiting. A test
 * of the pace itself passes ORACLE_PACE.
 */
const QUICK_ORACLE_PACE: OraclePace = { lookMs: 20, wordMs: 2, maxMs: 100 };

/** The real app over real HTTP with a database of this file's own. */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-data-'));
  const clock = {
    now: new Date(),
    set(date: Date) {
      this.now = date;
    },
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
    },
  };
  let frozen = false;
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    adminEmails: [],
    production: false,
    logLevel: 'silent',
    registrationsPerHour: 1000,
    ...overrides,
  };
  const app = await buildApp(config, {
    database,
    logger: false,
    now: () => (frozen ? clock.now : new Date()),
    oraclePace: QUICK_ORACLE_PACE,
    ...options,
  });
  const origSet = clock.set.bind(clock);
  clock.set = (date: Date) => {
    frozen = true;
    origSet(date);
  };
  clock.advance = (ms: number) => {
    if (!frozen) {
      frozen = true;
      clock.now = new Date();
    }
    clock.now = new Date(clock.now.getTime() + ms);
  };
  // The lookup's own, kept from the start: a test may stand another in to hold the app's answers.
  const { caughtUp } = app.ctx.lookupMember;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    url,
    database,
    dataDir,
    clock,
    client: () => new TestClient(url, caughtUp),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
