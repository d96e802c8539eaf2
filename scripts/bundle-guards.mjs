// Checks the build runs on what it wrote (scripts/build.mjs): each throws, naming the file and the
// place, when a bundle has lost a property the server's speed or memory depends on.
import fs from 'node:fs';
import path from 'node:path';

/**
 * esbuild's `charset: 'ascii'` escapes strings but not regular expressions: one curly quote in a
 * regex would make V8 hold the whole bundle's source at two bytes a character again.
 */
export function refuseNonAscii(file) {
  const bundle = fs.readFileSync(file);
  const wide = bundle.findIndex((byte) => byte > 0x7f);
  if (wide < 0) return;
  const around = bundle.subarray(Math.max(0, wide - 60), wide + 20).toString('utf8');
  throw new Error(`${path.basename(file)} is not ASCII: write the character as a \\u escape in "${around}"`);
}

/**
 * The painter carries its packages (vite.config.ts): one imported from node_modules would bring a
 * second React, in its development build.
 */
export function refusePackageImports(dir) {
  for (const file of fs.readdirSync(dir, { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    // The bundler writes a chunk's imports as statements at the start of a line.
    const imported = [...source.matchAll(/^import\b[^;'"]*?["']([^"'./][^"']*)["']/gm)]
      .map((match) => match[1])
      .filter((specifier) => !specifier.startsWith('node:'));
    if (imported.length > 0) throw new Error(`${file} imports ${imported.join(', ')} from node_modules`);
  }
}
