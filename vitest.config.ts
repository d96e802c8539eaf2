import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { messageCatalogs } from './scripts/message-catalogs.mjs';
import { EnvironmentSequencer } from './server/test/environment-sequencer';

/**
 * Two tiers (README.md, "Tests"). `unit` is `npm test`: unit and API tests, every file in one of
 * two workers that keep their loaded modules between files (no isolation), so the app's ~500
 * modules load twice a run instead of once a file; each worker also keeps its PGlite engines
 * between files, emptied (server/test/database.ts). `slow` is `npm run test:slow`: files named
 * `*.slow.test.ts`, which start processes, run initdb, time answers or measure the care sets, each
 * isolated. `npm run test:all` runs both, on PostgreSQL too, and the browser journeys.
 */
const SLOW = '**/*.slow.test.ts';

export default defineConfig({
  // The message catalogs, compiled as the build compiles them (client/src/lib/i18n.ts).
  plugins: [messageCatalogs()],
  resolve: {
    alias: {
      '@contract': path.resolve(import.meta.dirname, 'contract'),
      '@': path.resolve(import.meta.dirname, 'client/src'),
    },
  },
  test: {
    globalSetup: ['server/test/global-setup.ts'],
    // The node files, then the jsdom ones, so a worker is not replaced at each change of environment.
    sequence: { sequencer: EnvironmentSequencer },
    // Two cores: PGlite and argon2 are CPU-bound, so more workers only thrash.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'client/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: [SLOW, '**/node_modules/**'],
          isolate: false,
          // Hashes at argon2id's least cost (server/test/quick-hashes.ts); the slow tier's are real.
          setupFiles: ['server/test/fail-on-console-error.ts', 'server/test/quick-hashes.ts'],
        },
      },
      {
        extends: true,
        // A slow test reads thousands of texts or waits on processes: on a busy machine it may take minutes.
        test: {
          name: 'slow',
          include: [`server/${SLOW}`, `scripts/${SLOW}`],
          setupFiles: ['server/test/fail-on-console-error.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
