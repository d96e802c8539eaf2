import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client';
import { insertMember } from '../db/factories';
import { openPgliteDir } from '../db/open-pglite';
import { seedDatabase } from '../db/seed';
import { backup, restore } from './backup';
import { readTar } from './tar';

// npm run backup and npm run restore, run as an operator runs them: a backup restored into an
// empty data directory gives the same members, circles and files; while the server runs, both
// refuse with a message saying why. (Each command opens PGlite: about 5 s of CPU.)
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function npm(script: 'backup' | 'restore', args: string[], dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

/** What a restore must give back: the members and circles, and every file beside the database. */
async function contents(dataDir: string) {
  const database = await openDatabase({ dataDir, migrate: false });
  try {
    const members = await database.pglite?.query<{ email: string }>('select email from users order by email');
    const circles = await database.pglite?.query<{ name: string }>('select name from circles order by name');
    return {
      members: members?.rows.map((row) => row.email),
      circles: circles?.rows.map((row) => row.name),
      upload: fs.readFileSync(path.join(dataDir, 'uploads', 'a1', 'photo.webp')).toString('hex'),
    };
  } finally {
    await database.close();
  }
}

describe('npm run backup and npm run restore', () => {
  it('give back the same database and files in an empty data directory', { timeout: 600_000 }, async () => {
    const dataDir = tempDir('telve-backup-');
    const client = await openPgliteDir(path.join(dataDir, 'db'), inject('pgliteTemplate'));
    const database = await openDatabase({ pglite: client, migrate: false });
    await seedDatabase(database.db);
    await insertMember(database.db, { email: 'kept@telve.test' });
    await database.close();
    fs.mkdirSync(path.join(dataDir, 'uploads', 'a1'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'a1', 'photo.webp'), Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2]));
    // An upload a stopped server left waiting for its turn: an original with its EXIF, never backed up.
    fs.mkdirSync(path.join(dataDir, 'incoming'));
    fs.writeFileSync(path.join(dataDir, 'incoming', 'left-over'), 'original photo');
    const before = await contents(dataDir);
    expect(before.members).toEqual(['kept@telve.test']);

    const file = path.join(tempDir('telve-backup-file-'), 'telve.tar.gz');
    const made = await npm('backup', [file], dataDir);
    expect(made).toEqual({ code: 0, out: expect.stringContaining(`Backed up the embedded database and 1 files`) });
    // Any tar tool can read it: a manifest, the database, the files.
    const names = readTar(gunzipSync(fs.readFileSync(file))).map((entry) => entry.path);
    expect(names).toEqual(['telve-backup.json', 'database.tar', 'files/uploads/a1/photo.webp']);

    const restoredDir = tempDir('telve-restored-');
    const restored = await npm('restore', [file], restoredDir);
    expect(restored.code).toBe(0);
    expect(await contents(restoredDir)).toEqual(before);

    // A data directory that holds data is not overwritten unless asked, and then kept aside.
    await expect(restore({ dataDir, file, postgres: false })).rejects.toThrow(
      `${dataDir} (DATA_DIR) already holds data. Run npm run restore -- ${file} --replace to move it aside first`,
    );
    const { movedAside } = await restore({ dataDir, file, postgres: false, replace: true });
    dirs.push(movedAside ?? '');
    expect(fs.existsSync(path.join(movedAside ?? '', 'db', 'PG_VERSION'))).toBe(true);
    expect(await contents(dataDir)).toEqual(before);

    // While a server (here a live process holding the lock) runs on the data directory, both refuse and say why.
    const holder = spawn('sleep', ['60']);
    try {
      fs.writeFileSync(path.join(dataDir, 'telve.lock'), String(holder.pid));
      const second = path.join(path.dirname(file), 'second.tar.gz');
      await expect(backup({ dataDir, file: second, postgres: false })).rejects.toThrow(
        `is in use by another Telve server (pid ${holder.pid}). Stop it or set DATA_DIR.\nThe embedded database is opened by one process at a time, so npm run backup needs the server stopped`,
      );
      await expect(restore({ dataDir, file, postgres: false, replace: true })).rejects.toThrow(
        'npm run restore needs the server stopped',
      );
      expect(fs.existsSync(second)).toBe(false);
    } finally {
      holder.kill();
      fs.rmSync(path.join(dataDir, 'telve.lock'), { force: true });
    }
    // Not a backup, or an embedded backup for a PostgreSQL deployment: said so.
    const notBackup = path.join(path.dirname(file), 'not.tar.gz');
    fs.writeFileSync(notBackup, 'hello');
    await expect(restore({ dataDir: tempDir('telve-empty-'), file: notBackup, postgres: false })).rejects.toThrow(
      'is not a Telve backup (not a gzipped tar).',
    );
    await expect(restore({ dataDir: tempDir('telve-empty-'), file, postgres: true })).rejects.toThrow(
      'This backup holds an embedded database, but DATABASE_URL names PostgreSQL',
    );
  });
});
