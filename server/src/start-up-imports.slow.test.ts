import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../test/spawn-server';

/**
 * Packages that only some configurations use: Stripe keys, an AI provider, SMTP, DATABASE_URL, an
 * S3 bucket, and the common-password list (the first password chosen).
 */
const CONFIG_ONLY = [
  'stripe',
  'ai',
  '@ai-sdk/openai-compatible',
  'nodemailer',
  'pg',
  'drizzle-orm/node-postgres',
  'drizzle-orm/node-postgres/migrator',
  '@zxcvbn-ts/language-common',
  // S3_BUCKET: media in an object store.
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
];

/** The language detector's trigram tables: loaded by the care warm-up or the first member's text. */
const WITH_CARE = ['franc'];

/** The image libraries: not before the first answer, but loaded by the warm-up a second later. */
const AFTER_START = ['sharp', 'file-type'];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-imports-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the server with nothing configured', () => {
  it('starts without the packages only other configurations use, and loads the image libraries after', async () => {
    const log = path.join(dir, 'imports.txt');
    const logImports = pathToFileURL(path.join(import.meta.dirname, '../test/log-imports.mjs')).href;
    const server = await spawnServer({
      DATA_DIR: path.join(dir, 'data'),
      // The sample photos are the one image a default start draws, and only on a new data dir.
      SEED_SAMPLE_DATA: 'false',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${logImports}`,
      TELVE_IMPORT_LOG: log,
    });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const imported = () => new Set(fs.readFileSync(log, 'utf8').split('\n'));
    const atFirstAnswer = imported();
    expect(atFirstAnswer).toContain('fastify');
    expect([...CONFIG_ONLY, ...AFTER_START, ...WITH_CARE].filter((name) => atFirstAnswer.has(name))).toEqual([]);

    // The warm-up loads the image libraries soon after, so the first photo does not wait for them.
    const waitedUntil = Date.now() + 20_000;
    while (!AFTER_START.every((name) => imported().has(name)) && Date.now() < waitedUntil) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(AFTER_START.filter((name) => imported().has(name))).toEqual(['sharp', 'file-type']);
    expect(await server.stop()).toBe(0);
    expect(CONFIG_ONLY.filter((name) => imported().has(name))).toEqual([]);
  }, 60_000);
});
