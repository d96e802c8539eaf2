import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite cluster on disk; each test file opens a copy of its own, as a new server would. */
    pgliteTemplate: string;
    /** Set when TEST_DATABASE_URL is: the migrated template database each test file copies. */
    postgresTemplate: string;
  }
}

const runId = `${process.pid}_${Date.now().toString(36)}`;

/** Migrates once per run, so each test file starts from a copy instead of a fresh initdb. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // In memory where the machine has a tmpfs: the copies are written and read far more than kept.
  const dir = fs.mkdtempSync(path.join(fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'telve-test-'));
  const template = path.join(dir, 'template');
  // initdb here, in this process (a server runs it in a child process: open-pglite.ts).
  const database = await openDatabase({ pglite: await PGlite.create(template) });
  await database.close();
  project.provide('pgliteTemplate', template);

  const url = process.env.TEST_DATABASE_URL;
  let templateDb = '';
  if (url) {
    templateDb = `telve_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateDb}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${templateDb}`;
    const migrated = await openDatabase({ url: target.toString() });
    await migrated.close();
  }
  project.provide('postgresTemplate', templateDb);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url && templateDb) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
        `telve_%${runId}%`,
      ]);
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    }
  };
}
