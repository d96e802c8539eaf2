// The server's tests, both tiers, on PostgreSQL: TEST_DATABASE_URL when set, else a local server
// that .ci/postgres.sh finds or starts (and gives a test role and database).
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const url = execFileSync(path.join(root, '.ci', 'postgres.sh'), {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
})
  .trim()
  .split('\n')
  .at(-1);
process.stdout.write(`PostgreSQL: ${url}\n`);
const run = spawnSync('npx', ['vitest', 'run', 'server', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
