/** The embedded cup-photo reader (issue 31). */
import { loadSharp } from '../../../media/load-sharp';
import { silhouetteLibrary } from './match-silhouette';

export { readCupPhoto } from './read-cup-photo';
export type { CupReaderResult, CupRefusal, CupSight, ReadCupOptions } from './types';
export { CUP_REFUSALS } from './types';

/**
 * Loads sharp and turns the silhouette templates (100-400 ms of CPU once), so the first upload does
 * not wait for them. For the server's warm-up a moment after it listens, as loadImageLibraries (0025).
 */
export async function warmCupReader(): Promise<void> {
  await loadSharp();
  silhouetteLibrary();
}
