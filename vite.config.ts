import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: path.resolve(import.meta.dirname, 'client'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@contract', replacement: path.resolve(import.meta.dirname, 'contract') },
      { find: '@', replacement: path.resolve(import.meta.dirname, 'client/src') },
      // zod without generated code in the browser (the page's CSP forbids eval): see the module.
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'client/src/lib/zod-jitless.ts') },
    ],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Read by the server to name a daily page's code in its shell (server/src/plugins/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Small shared chunks (an icon, a card, a hook) are copied into the chunks that use them:
        // a page then comes in a few requests, not twenty one-kilobyte ones queued on a slow line.
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 6000 } },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000', '/uploads': 'http://localhost:5000' },
  },
});
