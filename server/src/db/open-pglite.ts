import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

/**
 * An empty cluster the build makes beside the server bundle (dist/server/pglite-template, by
 * `init-template.ts`); absent when running from source, where each new directory runs initdb.
 */
export const TEMPLATE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-template');

/**
 * PGlite's own start parameters (as of 0.5), then Telve's: 32 MB of shared buffers instead of 128 MB.
 * The buffers live in the WebAssembly memory, which never shrinks, so the default cost ~120 MB of
 * resident memory for pages the operating system's cache keeps anyway; the hot rows (sessions,
 * members, subscriptions) fit many times over.
 */
const START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'shared_buffers=32MB',
];

/** Background threads that compile WebAssembly (V8's default: one per worker thread). */
const WASM_COMPILATION_TASKS = 1;

/** Whether `dir` holds a database cluster already (initdb writes PG_VERSION). */
const isInitialised = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Creates the cluster in a child process that then ends. initdb grows PGlite's WebAssembly memory
 * to ~800 MB, and that memory is not given back while the process that grew it lives (a worker
 * thread still left ~110 MB behind): made elsewhere, the server opens the finished cluster at its
 * everyday size.
 */
export async function initialiseInChildProcess(dir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { PGlite } = await import(process.argv[1]);
       const db = await PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) });
       await db.close();`,
      import.meta.resolve('@electric-sql/pglite'),
      dir,
      JSON.stringify(START_PARAMS),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = await once(child, 'exit');
  if (code !== 0 || !isInitialised(dir)) {
    throw new Error(`The embedded database could not be created in ${dir}: ${stderr.trim() || `exit code ${code}`}`);
  }
}

/** Whether `dir` is missing or empty: a place a new cluster may be put whole. */
function isVacant(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/**
 * Puts a copy of the template cluster at `dir`: copied beside it, then renamed into place, so an
 * interrupted copy never leaves a half cluster that looks whole. A copy takes a fraction of a
 * second where initdb takes several.
 */
function copyTemplate(template: string, dir: string): void {
  const staging = `${dir}.new-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(template, staging, { recursive: true });
  if (fs.existsSync(dir)) fs.rmdirSync(dir);
  fs.renameSync(staging, dir);
}

/**
 * Opens (creating it first, if new) the embedded database kept in `dir`: a new one is a copy of
 * the build's template cluster when there is one, else made by initdb.
 */
export async function openPgliteDir(dir: string, template = TEMPLATE_DIR): Promise<PGlite> {
  if (!isInitialised(dir)) {
    if (isInitialised(template) && isVacant(dir)) copyTemplate(template, dir);
    else await initialiseInChildProcess(dir);
  }
  return PGlite.create(dir, { startParams: START_PARAMS, pgliteWasmModule: compileEngine() });
}

/**
 * PGlite's engine (a 9 MB WebAssembly module), compiled synchronously before it starts. Left to
 * PGlite, it is compiled asynchronously, and although the database is open once that promise
 * resolves, the event loop's next turn then waited ~150 ms on this machine for the compilation's
 * background work: every start's first statement waited with it. Compiled here, it takes ~60 ms
 * and nothing waits afterwards.
 *
 * One background compilation task instead of one per worker thread: each thread that compiles
 * leaves its own malloc arena behind, 16-30 MB of freed but resident memory apiece, and the
 * compilation is no slower for it (decision 0027).
 *
 * Compiled once per process and kept: a process that opens several databases (each test file of
 * the fast tier opens its own) instantiates the same module instead of compiling 9 MB again and
 * tiering its hot functions up again in the background (~140 ms of CPU an open, measured).
 */
let engine: WebAssembly.Module | undefined;
export function compileEngine(): WebAssembly.Module {
  if (engine) return engine;
  v8.setFlagsFromString(`--wasm-num-compilation-tasks=${WASM_COMPILATION_TASKS}`);
  const file = fileURLToPath(new URL('./pglite.wasm', import.meta.resolve('@electric-sql/pglite')));
  engine = new WebAssembly.Module(fs.readFileSync(file));
  return engine;
}
