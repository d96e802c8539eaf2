import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { messageCatalogs } from './scripts/message-catalogs.mjs';

/** The face every heading uses; the one worth fetching before the CSS asks for it. */
const HEADING_FONT = /cormorant-garamond-latin-600-normal-[\w-]+\.woff2$/;

/**
 * Adds `<link rel="preload" as="font">` for the built heading font to index.html, so it is
 * fetched alongside the stylesheet rather than after it, and headings swap before first paint on
 * most connections. Build only: the file name carries the content hash.
 */
function preloadHeadingFont(): Plugin {
  return {
    name: 'telve:preload-heading-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => HEADING_FONT.test(name));
        if (!file) throw new Error('The heading font (Cormorant Garamond 600, latin) is missing from the build');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * A feature's public entry, `client/src/features/<name>/index.ts`, which only re-exports (the layer
 * test holds it to that). Declared free of side effects, it is a signpost the bundler reads through:
 * each importer is linked to the modules it takes, so a page's chunk holds what it did when it
 * imported the files themselves, and two pages taking different pieces of one feature do not
 * share a chunk of all of them (docs/decisions/0030-client-layers.md).
 */
const FEATURE_ENTRY = /\/client\/src\/features\/[^/]+\/index\.ts$/;
const treeshake = { moduleSideEffects: [{ test: FEATURE_ENTRY, sideEffects: false }] };

/** The browser's build. */
const clientBuild = {
  outDir: path.resolve(import.meta.dirname, 'dist/client'),
  emptyOutDir: true,
  target: 'es2022',
  sourcemap: false,
  // Read by the server to name a daily page's code in its shell (server/src/plugins/page-preloads.ts).
  manifest: true,
  // Fonts stay files, however small: inlined, the Turkish letters' faces would be in the stylesheet
  // every page waits for, English ones too, instead of fetched by the pages that show them.
  assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
  rolldownOptions: {
    treeshake,
    output: {
      // Small shared chunks (an icon, a card, a hook) are copied into the chunks that use them:
      // a page then comes in a few requests, not twenty one-kilobyte ones queued on a slow line.
      codeSplitting: { experimentalInlineCommonChunks: { maxSize: 6000 } },
    },
  },
} satisfies UserConfig['build'];

/**
 * The server's painter (client/src/prepaint/render.tsx, built with `vite build --ssr`): one module
 * for Node with its packages inside, React's production build among them. Left to node_modules,
 * React picks its build from NODE_ENV when first loaded, and `npm start` does not set it (it also
 * chooses the session cookie's name): the development build took twice as long to load and to
 * paint, and wrote component stacks into a page whose painting failed.
 */
const prepaintBuild = {
  outDir: path.resolve(import.meta.dirname, 'dist/prepaint'),
  emptyOutDir: true,
  target: 'node20',
  sourcemap: false,
  copyPublicDir: false,
  rolldownOptions: { input: path.resolve(import.meta.dirname, 'client/src/prepaint/render.tsx'), treeshake },
} satisfies UserConfig['build'];

export default defineConfig(({ isSsrBuild }) => ({
  root: path.resolve(import.meta.dirname, 'client'),
  plugins: [react(), messageCatalogs(), tailwindcss(), ...(isSsrBuild ? [] : [preloadHeadingFont()])],
  resolve: {
    alias: [
      { find: '@contract', replacement: path.resolve(import.meta.dirname, 'contract') },
      { find: '@', replacement: path.resolve(import.meta.dirname, 'client/src') },
      // zod without generated code in the browser (the page's CSP forbids eval): see the module.
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'client/src/lib/zod-jitless.ts') },
    ],
  },
  build: isSsrBuild ? prepaintBuild : clientBuild,
  ...(isSsrBuild && { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/uploads': 'http://localhost:5000' },
  },
}));
