import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnServer } from '../../server/test/spawn-server';

/** An account without a date of birth (an administrator, made by npm run admin:create). */
export const NO_BIRTHDAY_EMAIL = 'e2e-no-birthday@telve.test';
export const NO_BIRTHDAY_PASSWORD = 'no-birthday-cup';
/** The administrator an operator made with npm run admin:create (listed in ADMIN_EMAILS as well). */
export const ADMIN_EMAIL = 'e2e-admin@telve.test';
export const ADMIN_PASSWORD = 'operator-made-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: account mail is written to its outbox/. */
    dataDir: string;
  }
}

/** Starts the production build (npm run test:e2e builds it first) on a free port and a fresh data dir. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(import.meta.dirname, '../..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-e2e-'));
  // A member without a date of birth (registration always asks for one): the admin command can
  // create such an account, so it runs before the server takes the data dir.
  const createAdmin = (email: string, password: string) => {
    const made = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'server/src/cli/create-admin.ts'), '--email', email, '--password-stdin'],
      {
        cwd: root,
        input: `${password}\n`,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    if (made.status !== 0) throw new Error(`could not create ${email}: ${made.stderr}`);
  };
  createAdmin(NO_BIRTHDAY_EMAIL, NO_BIRTHDAY_PASSWORD);
  createAdmin(ADMIN_EMAIL, ADMIN_PASSWORD);
  const server = await spawnServer(
    { DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN_EMAIL, TRUST_PROXY: '127.0.0.1' },
    { entry: 'built', echo: true },
  );
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
