/**
 * The server bundle must be ASCII (bundle-guards.mjs), and esbuild escapes strings but not regular
 * expression literals: a letter such as 'ё' or 'ş' in one fails `npm run build`, which the unit
 * tests would not otherwise notice. This compiles every server and contract source file as the
 * build does and names any line still outside ASCII, so `npm test` catches it first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

/** What a file still holds outside ASCII once compiled as the build does (`charset: 'ascii'`, no comments). */
function nonAsciiAfterBuild(file: string, text: string): string[] {
  const { code } = transformSync(text, { loader: 'ts', charset: 'ascii', minifyWhitespace: true, sourcefile: file });
  const found: string[] = [];
  for (let i = 0; i < code.length; i++) {
    if (code.charCodeAt(i) > 0x7f)
      found.push(`${path.relative(ROOT, file)}: ${code.slice(Math.max(0, i - 30), i + 10)}`);
  }
  return found;
}

describe('regular expression literals in the server', () => {
  it('names a literal with a letter outside ASCII, and passes one written with escapes', () => {
    expect(nonAsciiAfterBuild(path.join(ROOT, 'a.ts'), "export const a = /ё/g;\nexport const b = 'ё';")).toEqual([
      'a.ts: export const a=/ё/g;export',
    ]);
    expect(nonAsciiAfterBuild(path.join(ROOT, 'b.ts'), "export const a = /\\u0451/g;\nexport const b = 'ё';")).toEqual(
      [],
    );
  });

  it('are all ASCII, so the server bundle builds', () => {
    const files = [...sourceFiles(path.join(ROOT, 'server', 'src')), ...sourceFiles(path.join(ROOT, 'contract'))];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => nonAsciiAfterBuild(file, fs.readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
