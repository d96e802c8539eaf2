// `npm run admin:create -- --email E [--password-stdin]`: makes E an administrator, creating the
// account when missing (password from standard input, or asked for on the terminal).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { openDatabase } from '../db/client';
import { EnvError, loadConfig } from '../env';
import { makeAdmin } from '../features/auth';

async function readStdin(): Promise<string> {
  let data = '';
  for await (const chunk of process.stdin) data += chunk;
  return data.replace(/\r?\n$/, '');
}

async function prompt(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  try {
    return await rl.question('Password for the new administrator: ');
  } finally {
    rl.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, 'password-stdin': { type: 'boolean' } } });
  if (!values.email) {
    console.error('Usage: npm run admin:create -- --email you@example.com [--password-stdin]');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    const result = await makeAdmin(database.db, {
      email: values.email,
      password: values['password-stdin'] ? readStdin : prompt,
    });
    console.info(
      result.created
        ? `${result.email} is now an administrator (account created).`
        : `${result.email} is now an administrator. The account already existed: anyone can register any address, so make sure it is the person you mean.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error instanceof ZodError
        ? (error.issues[0]?.message ?? 'Invalid input')
        : error instanceof EnvError || error instanceof Error
          ? error.message
          : String(error);
    console.error(message);
    process.exit(1);
  },
);
