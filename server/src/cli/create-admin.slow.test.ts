import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { insertMember } from '../db/factories';
import { users } from '../db/schema';
import { verifyPassword } from '../features/auth/passwords';

const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'telve-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[], input = '') {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/cli/create-admin.ts'), ...args], {
    cwd: root,
    input,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

describe('npm run admin:create', () => {
  it('creates an administrator with a password from stdin, then promotes an existing account', async () => {
    const created = run(['--email', 'First.Admin@telve.test', '--password-stdin'], 'a-quiet-morning-cup\n');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('first.admin@telve.test is now an administrator (account created)');

    const weak = run(['--email', 'weak@telve.test', '--password-stdin'], '123\n');
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('Password must be at least 6 characters');

    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, 'first.admin@telve.test'));
      expect(row?.role).toBe('admin');
      expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(await verifyPassword(row!.passwordHash, 'a-quiet-morning-cup')).toBe(true);
      // The real cost, in a process of the app's own (the fast tier hashes at the least).
      expect(row!.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
      await insertMember(database.db, { email: 'member@telve.test', passwordHash: 'x', firstName: 'M', lastName: 'N' });
    } finally {
      await database.close();
    }
    const promoted = run(['--email', 'member@telve.test']);
    expect(promoted.status).toBe(0);
    expect(promoted.stdout).toContain('The account already existed: anyone can register any address');
    const again = await openDatabase({ dataDir });
    try {
      const [row] = await again.db.select().from(users).where(eq(users.email, 'member@telve.test'));
      expect(row?.role).toBe('admin');
      // Promoting an account proves nothing about its address.
      expect(row?.emailVerifiedAt).toBeNull();
    } finally {
      await again.close();
    }
  }, 90_000);

  it('explains its usage without --email', () => {
    const res = run([]);
    expect(res.status).toBe(2);
    expect(res.stderr).toContain('Usage: npm run admin:create');
  });
});
