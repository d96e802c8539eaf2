import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_ENV, startNodeFlags } from './start-flags.mjs';

describe('the Node flags npm start passes', () => {
  it('are read from package.json: a young generation of 8 MB a semi-space (0032), an old one that grows by 30% (0050)', () => {
    expect(startNodeFlags()).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=20']);
  });
});

describe('the environment npm start gives the server', () => {
  it('holds glibc to one malloc arena and maps every buffer of 72 KB or more (docs/decisions/0040, 0050, 0053)', () => {
    expect(START_ENV).toEqual({ MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '73728' });
  });

  it('is what the start script sets in the shell npm runs it in, a value already set winning', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8'));
    // The script's words before `node`, run by sh as npm runs them, then the environment printed.
    const assignments = String(scripts.start).split(' node ')[0];
    const run = (env: Record<string, string>) =>
      execFileSync('sh', ['-c', `${assignments} sh -c 'echo $MALLOC_ARENA_MAX $MALLOC_MMAP_THRESHOLD_'`], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', ...env },
      }).trim();
    expect(run({})).toBe('1 73728');
    expect(run({ MALLOC_ARENA_MAX: '4' })).toBe('4 73728');
  });
});
