import { READY_MESSAGES } from '@contract/health';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { resolvesWithin } from '../../lib/resolves-within';

/** How long each dependency has to answer before the process is reported not ready. */
export const READY_TIMEOUT_MS = 2000;

/** Throws a 503 naming the first dependency that did not answer in time. */
export async function checkReady(ctx: AppContext): Promise<void> {
  const database = resolvesWithin(
    Promise.resolve().then(() => ctx.database.ping()),
    READY_TIMEOUT_MS,
  );
  // The local directory's check is a stat; the S3 bucket's a HEAD request.
  const store = resolvesWithin(
    Promise.resolve().then(() => ctx.blobs.check()),
    READY_TIMEOUT_MS,
  );
  const [databaseUp, storeUp] = await Promise.all([database, store]);
  if (!databaseUp) throw new AppError('UNAVAILABLE', READY_MESSAGES.database, { 'retry-after': '5' });
  if (!storeUp) throw new AppError('UNAVAILABLE', READY_MESSAGES.store, { 'retry-after': '5' });
}
