// Run by the build (scripts/build.mjs) once the server is bundled: makes the cluster a new embedded
// database starts as (open-pglite.ts, TEMPLATE_DIR), with every migration applied, so a first
// start copies it rather than running initdb and the migrations itself.
import fs from 'node:fs';
import { openDatabase } from './client';
import { initialiseInChildProcess, openPgliteDir } from './open-pglite';

const dir = process.argv[2];
if (!dir) throw new Error('usage: init-template.js <directory>');
fs.rmSync(dir, { recursive: true, force: true });
await initialiseInChildProcess(dir);
const database = await openDatabase({ pglite: await openPgliteDir(dir), migrate: true });
await database.close();
