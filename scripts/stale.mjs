import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = [
  'client',
  'server/src',
  'contract',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build.mjs',
  'scripts/bundle-guards.mjs',
];

function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

/** Whether dist/ is missing or older than any source it is built from. */
export function buildIsStale() {
  const stamp = path.join(root, 'dist/.build-stamp');
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(root, 'dist/server/main.js'))) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newest(path.join(root, source)) > built);
}
