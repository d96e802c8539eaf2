// The Node flags `npm start` passes (package.json's `start` script, the one place they are
// written), for the tests and the bench that start the server as a process the same way.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The `--` options between `node` and the script in package.json's `start`. */
export function startNodeFlags() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const words = String(scripts.start).trim().split(/\s+/);
  if (words[0] !== 'node') throw new Error(`package.json's start script does not run node: ${scripts.start}`);
  return words.slice(1).filter((word) => word.startsWith('--'));
}
