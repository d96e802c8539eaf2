import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../test/spawn-server';

/**
 * Packages that only some configurations use: Stripe keys, an AI provider, SMTP, DATABASE_URL, and
 * images (an upload, or the sample photos a first start from source draws; the build draws them for
 * `npm start`), and the common-password list (the
 * first password chosen).
 */
const CONFIG_ONLY = [
  'stripe',
  'ai',
  '@ai-sdk/openai-compatible',
  'nodemailer',
  'pg',
  'drizzle-orm/node-postgres',
  'drizzle-orm/node-postgres/migrator',
  'sharp',
  'file-type',
  '@zxcvbn-ts/language-common',
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-imports-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the server with nothing configured', () => {
  it('starts without loading the packages that only other configurations use', async () => {
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
    expect(await server.stop()).toBe(0);
    const imported = new Set(fs.readFileSync(log, 'utf8').split('\n'));
    expect(imported).toContain('fastify');
    expect(CONFIG_ONLY.filter((name) => imported.has(name))).toEqual([]);
  }, 60_000);
});
