import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('focus rings', () => {
  it('are drawn on :focus-visible only, never on a focus a tap gives (no `focus:` utility, no `:focus` rule)', () => {
    const found = sources(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${path.relative(SRC, file)}:${index + 1}` }))
        .filter(({ line }) => /(^|[\s"'`])focus:|:focus(?![-\w])/.test(line))
        .map(({ at }) => at),
    );
    expect(found).toEqual([]);
  });
});
