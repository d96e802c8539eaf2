import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock';
import { readTar, type TarEntry, writeTar } from './tar';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the embedded database and the files
 * of DATA_DIR (uploads, cup photos, the mail outbox) in one gzipped tar. PGlite is opened by one
 * process at a time (data-dir-lock.ts), so both need the server stopped; holding the data
 * directory's lock meanwhile, they also keep a server from starting half-way. On PostgreSQL
 * (DATABASE_URL) the database is left to pg_dump and only the files are kept (README, "Backups").
 */

const MANIFEST = 'telve-backup.json';
const DATABASE_ENTRY = 'database.tar';
const FILES = 'files/';

export interface BackupManifest {
  format: 'telve-backup';
  version: 1;
  createdAt: string;
  /** 'embedded': database.tar holds PGlite's data directory; 'none': the database was PostgreSQL. */
  database: 'embedded' | 'none';
  files: number;
}

/** A refusal the command prints as it is, exiting 1. */
export class BackupError extends Error {}

/** In DATA_DIR but not backed up as files: the database (dumped whole) and what is about it. */
const isDatabasePath = (relative: string) =>
  relative === 'telve.lock' || relative === 'db' || relative.startsWith('db/') || /^db\.(new|restoring)/.test(relative);

/** Uploads that were waiting for their turn (media/upload-spool.ts): originals with their EXIF, never kept. */
const isSpoolPath = (relative: string) => relative === 'incoming' || relative.startsWith('incoming/');

function filesUnder(root: string, dir = root): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full).split(path.sep).join('/');
    if (isDatabasePath(relative) || isSpoolPath(relative)) return [];
    if (entry.isDirectory()) return filesUnder(root, full);
    return entry.isFile() ? [relative] : [];
  });
}

function serverRunning(error: DataDirInUseError, command: 'backup' | 'restore'): BackupError {
  return new BackupError(
    `${error.message}\nThe embedded database is opened by one process at a time, so npm run ${command} needs the server stopped: stop it, run npm run ${command} again, then start it.`,
  );
}

function lock(dataDir: string, command: 'backup' | 'restore'): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw serverRunning(error, command);
    throw error;
  }
}

/** Writes the backup of `dataDir` to `file` (through a temporary file beside it); answers its manifest. */
export async function backup(options: { dataDir: string; file: string; postgres: boolean }): Promise<BackupManifest> {
  const { dataDir, file, postgres } = options;
  const hasDatabase = fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'));
  if (!postgres && !hasDatabase) throw new BackupError(`There is no Telve database in ${dataDir} (DATA_DIR).`);
  const entries: TarEntry[] = [];
  if (postgres) {
    const unlock = lock(dataDir, 'backup');
    try {
      for (const relative of filesUnder(dataDir)) entries.push(fileEntry(dataDir, relative));
    } finally {
      unlock();
    }
  } else {
    let database: Awaited<ReturnType<typeof openDatabase>>;
    try {
      // Takes the data directory's lock, as a server does: refused while the server runs.
      database = await openDatabase({ dataDir, migrate: false });
    } catch (error) {
      if (error instanceof DataDirInUseError) throw serverRunning(error, 'backup');
      throw error;
    }
    try {
      const dump = await (database.pglite as PGlite).dumpDataDir('none');
      entries.push({ path: DATABASE_ENTRY, bytes: Buffer.from(await dump.arrayBuffer()) });
      // Read under the same lock, so the files match the database.
      for (const relative of filesUnder(dataDir)) entries.push(fileEntry(dataDir, relative));
    } finally {
      await database.close();
    }
  }
  const manifest: BackupManifest = {
    format: 'telve-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: postgres ? 'none' : 'embedded',
    files: entries.filter((entry) => entry.path.startsWith(FILES)).length,
  };
  const archive = gzipSync(
    writeTar([{ path: MANIFEST, bytes: Buffer.from(JSON.stringify(manifest, null, 2)) }, ...entries]),
  );
  const partial = `${file}.partial-${process.pid}`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(partial, archive);
  fs.renameSync(partial, file);
  return manifest;
}

function fileEntry(dataDir: string, relative: string): TarEntry {
  return { path: `${FILES}${relative}`, bytes: fs.readFileSync(path.join(dataDir, relative)) };
}

function readBackup(file: string): { manifest: BackupManifest; entries: TarEntry[] } {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  let entries: TarEntry[];
  try {
    entries = readTar(gunzipSync(fs.readFileSync(file)));
  } catch {
    throw new BackupError(`${file} is not a Telve backup (not a gzipped tar).`);
  }
  const first = entries.find((entry) => entry.path === MANIFEST);
  const manifest = first ? (JSON.parse(first.bytes.toString('utf8')) as BackupManifest) : undefined;
  if (manifest?.format !== 'telve-backup' || manifest.version !== 1) {
    throw new BackupError(`${file} is not a Telve backup (no ${MANIFEST} of version 1).`);
  }
  return { manifest, entries };
}

/**
 * Restores `file` into `dataDir`. A data directory already holding data is refused unless
 * `replace`, which moves what is there aside (to `<DATA_DIR>.before-restore-<time>`) first.
 */
export async function restore(options: {
  dataDir: string;
  file: string;
  postgres: boolean;
  replace?: boolean;
}): Promise<{ manifest: BackupManifest; movedAside?: string }> {
  const { dataDir, file } = options;
  const { manifest, entries } = readBackup(file);
  if (manifest.database === 'embedded' && options.postgres) {
    throw new BackupError(
      'This backup holds an embedded database, but DATABASE_URL names PostgreSQL: unset DATABASE_URL to restore it.',
    );
  }
  const unlock = lock(dataDir, 'restore');
  try {
    const present = fs.readdirSync(dataDir).filter((name) => name !== 'telve.lock');
    let movedAside: string | undefined;
    if (present.length > 0) {
      if (!options.replace) {
        throw new BackupError(
          `${dataDir} (DATA_DIR) already holds data. Run npm run restore -- ${file} --replace to move it aside first, or choose an empty DATA_DIR.`,
        );
      }
      movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.mkdirSync(movedAside);
      for (const name of present) fs.renameSync(path.join(dataDir, name), path.join(movedAside, name));
    }
    const database = entries.find((entry) => entry.path === DATABASE_ENTRY);
    if (manifest.database === 'embedded') {
      if (!database) throw new BackupError(`${file} names an embedded database but holds none.`);
      await loadDatabase(dataDir, database.bytes);
    }
    const root = path.resolve(dataDir);
    for (const entry of entries) {
      if (!entry.path.startsWith(FILES)) continue;
      const target = path.resolve(root, entry.path.slice(FILES.length));
      if (!target.startsWith(`${root}${path.sep}`) || isDatabasePath(path.relative(root, target))) {
        throw new BackupError(`${file} holds a file outside the data directory: ${entry.path}`);
      }
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, entry.bytes);
    }
    return { manifest, movedAside };
  } finally {
    unlock();
  }
}

/** Unpacks PGlite's dump into DATA_DIR/db: beside it first, renamed into place once it opened and closed. */
async function loadDatabase(dataDir: string, dump: Buffer): Promise<void> {
  const staging = path.join(dataDir, 'db.restoring');
  fs.rmSync(staging, { recursive: true, force: true });
  const client = await PGlite.create(staging, { loadDataDir: new Blob([new Uint8Array(dump)]) });
  await client.query('select 1');
  await client.close();
  fs.renameSync(staging, path.join(dataDir, 'db'));
}
