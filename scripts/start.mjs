// `npm start`: builds when the sources changed since the last build, then runs the server in this
// process (package.json's start script gives it glibc's malloc settings: scripts/start-flags.mjs).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale } from './stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (buildIsStale()) {
  console.info('Building Telve (first start or sources changed)...');
  // Only the build's warnings and errors: the server prints the one line that matters.
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
await import(path.join(root, 'dist/server/main.js'));
