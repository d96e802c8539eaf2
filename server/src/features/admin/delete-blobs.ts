import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';

/**
 * Removes the files of deleted post media. Called after the deleting transaction commits, so a
 * rolled-back delete never loses a file; a file that cannot be removed is left behind rather than
 * failing a change that is already made.
 */
export async function deleteBlobs(ctx: AppContext, keys: string[]): Promise<void> {
  const root = path.resolve(ctx.config.dataDir, 'uploads');
  await Promise.all(
    keys.map(async (key) => {
      const file = path.resolve(root, key);
      // A key is a name inside the uploads folder; anything else is not ours to remove.
      if (!file.startsWith(root + path.sep)) return;
      await fs.rm(file, { force: true }).catch(() => undefined);
    }),
  );
}
