// The Node flags `npm start` passes (package.json's `start` script, the one place they are
// written), for the tests and the bench that start the server as a process the same way.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** package.json's `start` script, as words. */
function startWords() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const words = String(scripts.start).trim().split(/\s+/);
  if (!words.includes('node')) throw new Error(`package.json's start script does not run node: ${scripts.start}`);
  return words;
}

/** The `--` options between `node` and the script in package.json's `start`. */
export function startNodeFlags() {
  const words = startWords();
  return words.slice(words.indexOf('node') + 1).filter((word) => word.startsWith('--'));
}

/**
 * The environment `npm start` gives the server (the `NAME=${NAME:-value}` words before `node`: a
 * value already set wins), for what glibc reads only when a process starts: its malloc keeps up to
 * eight arenas a core, one per thread that allocates (libuv's pool, libvips' workers, the cup
 * reader's thread), each holding on to what it freed, and it raises its mmap threshold after
 * freeing a large buffer, so later decode buffers come from (and stay in) those arenas. One arena,
 * and every buffer of 72 KB or more mapped and unmapped (libvips' rows of a photo, 77-192 KB, which
 * split the heap when they came from it; Node's 64 KB socket reads stay below), kept a burst of 12
 * MP cup photos about 170 MB lower (docs/decisions/0040-cup-photo-memory.md, 0050, 0053).
 */
export function startEnv() {
  const words = startWords();
  return Object.fromEntries(
    words
      .slice(0, words.indexOf('node'))
      .map((word) => /^([A-Z_]+)=(?:\$\{\1:-(.*)\}|(.*))$/.exec(word))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2] ?? match[3]]),
  );
}

export const START_ENV = Object.freeze(startEnv());
