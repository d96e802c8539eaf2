import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileEngine, initialiseInChildProcess, openPgliteDir } from './open-pglite';

// Watched from the start: the engine is compiled by the first open, in beforeAll.
const setFlags = vi.spyOn(v8, 'setFlagsFromString');
const base = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-template-'));
const template = path.join(base, 'template');

beforeAll(async () => {
  await initialiseInChildProcess(template);
  // Something only this template holds, to tell a copy of it from a cluster made by initdb.
  const db = await openPgliteDir(template);
  await db.exec("create table template_mark (note text); insert into template_mark values ('from the template')");
  await db.close();
}, 60_000);
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

describe.runIf(!process.env.TEST_DATABASE_URL)('a new embedded database', () => {
  it('starts as a copy of the template cluster, which stays as it was', async () => {
    const before = fs.readdirSync(template).sort();
    const dir = path.join(base, 'data', 'db');
    fs.mkdirSync(dir, { recursive: true });
    const db = await openPgliteDir(dir, template);
    try {
      const result = await db.query<{ note: string }>('select note from template_mark');
      expect(result.rows).toEqual([{ note: 'from the template' }]);
      await db.exec("insert into template_mark values ('only in the copy')");
    } finally {
      await db.close();
    }
    // Copied beside the target and renamed into place: no staging directory is left.
    expect(fs.readdirSync(path.join(base, 'data'))).toEqual(['db']);
    const reopened = await openPgliteDir(template);
    try {
      expect((await reopened.query('select note from template_mark')).rows).toEqual([{ note: 'from the template' }]);
    } finally {
      await reopened.close();
    }
    expect(fs.readdirSync(template).sort()).toEqual(before);
  });

  it('runs initdb where there is no template', async () => {
    const dir = path.join(base, 'plain', 'db');
    fs.mkdirSync(path.dirname(dir));
    const db = await openPgliteDir(dir, path.join(base, 'no-such-template'));
    try {
      await expect(db.query('select note from template_mark')).rejects.toThrow(/template_mark/);
      expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('compiles the engine once, with one background task, so no more malloc arenas than that stay behind', async () => {
    const db = await openPgliteDir(template);
    try {
      expect(setFlags).toHaveBeenCalledWith('--wasm-num-compilation-tasks=1');
      // Every open since the first has reused the module the first compiled.
      expect(setFlags).toHaveBeenCalledTimes(1);
      expect(compileEngine()).toBe(compileEngine());
    } finally {
      setFlags.mockRestore();
      await db.close();
    }
  });
});
