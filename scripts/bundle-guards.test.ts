import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refuseNonAscii, refusePackageImports } from './bundle-guards.mjs';

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-guards-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

function write(relative: string, text: string): string {
  const file = path.join(base, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

describe('refuseNonAscii', () => {
  it('passes a bundle in ASCII, escapes included', () => {
    expect(() => refuseNonAscii(write('ascii/main.js', 'const dots=/[.!?\\u2026]+/g;'))).not.toThrow();
  });

  it('refuses a regular expression with a curly quote, and shows where it is', () => {
    const file = write('wide/main.js', 'const quotes=/^["\u201C]+/;');
    expect(() => refuseNonAscii(file)).toThrow(
      'main.js is not ASCII: write the character as a \\u escape in "const quotes=/^["\u201C]+/;"',
    );
  });
});

describe('refusePackageImports', () => {
  it('passes chunks that import only each other and Node', () => {
    const dir = path.join(base, 'painter-ok');
    write(
      'painter-ok/render.js',
      'import { t as a } from "./assets/a-1.js";\nimport { createRequire } from "node:module";\n',
    );
    // Text in a component that reads like an import is not one.
    write(
      'painter-ok/assets/a-1.js',
      'const t = (plan) => h("p", null, "Prices from ", plan, " a month");\nexport { t };\n',
    );
    expect(() => refusePackageImports(dir)).not.toThrow();
  });

  it('names the packages a chunk takes from node_modules', () => {
    const dir = path.join(base, 'painter-external');
    write('painter-external/render.js', 'import { renderToString } from "react-dom/server";\nimport "wouter";\n');
    expect(() => refusePackageImports(dir)).toThrow('render.js imports react-dom/server, wouter from node_modules');
  });
});
