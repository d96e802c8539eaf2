import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { openPgliteDir } from '../src/db/open-pglite';

let counter = 0;

/**
 * A database of this test file's own: a copy of the migrated PGlite template cluster, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database created from the migrated template database.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `${template.replace('telve_tpl_', 'telve_t_')}_${process.pid}_${counter++}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString(), migrate: false });
    return { ...database, url: target.toString() };
  }
  // The way a new server opens its database: a copy of a template cluster, on disk.
  const dir = fs.mkdtempSync(path.join(path.dirname(inject('pgliteTemplate')), 'db-'));
  const client = await openPgliteDir(path.join(dir, 'db'), inject('pgliteTemplate'));
  const database = await openDatabase({ pglite: client, migrate: false });
  return {
    ...database,
    close: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
