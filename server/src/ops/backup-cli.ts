import { EnvError, loadConfig } from '../env';
import { BackupError, backup, restore } from './backup';

// npm run backup -- <file>   |   npm run restore -- <file> [--replace]   (ops/backup.ts)
const [command, ...args] = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
const replace = args.includes('--replace');

async function main(): Promise<void> {
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new BackupError('Usage: npm run backup -- <file>   or   npm run restore -- <file> [--replace]');
  }
  const config = loadConfig();
  const postgres = Boolean(config.databaseUrl);
  if (command === 'backup') {
    const manifest = await backup({ dataDir: config.dataDir, file, postgres });
    const what =
      manifest.database === 'embedded' ? 'the embedded database and' : 'not the database (PostgreSQL: use pg_dump),';
    console.info(`Backed up ${what} ${manifest.files} files of ${config.dataDir} to ${file}.`);
    return;
  }
  const { manifest, movedAside } = await restore({ dataDir: config.dataDir, file, postgres, replace });
  if (movedAside) console.info(`What was in ${config.dataDir} is now in ${movedAside}.`);
  const what = manifest.database === 'embedded' ? 'the embedded database and' : '';
  console.info(
    `Restored ${what} ${manifest.files} files from ${file} (made ${manifest.createdAt}) into ${config.dataDir}.`,
  );
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    if (error instanceof BackupError || error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
