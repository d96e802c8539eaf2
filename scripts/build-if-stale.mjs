import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale } from './stale.mjs';

if (buildIsStale()) {
  execFileSync(process.execPath, [path.join(import.meta.dirname, 'build.mjs')], { stdio: 'inherit' });
}
