/**
 * One load shared by every caller: the first call starts it and later calls get the same promise,
 * until it fails. A failure is given to the callers waiting on it and not kept, so the next call
 * starts the load again (a file that could not be read once is read again, not refused for ever).
 */
export function sharedUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let shared: Promise<T> | null = null;
  return () => {
    if (!shared) {
      const started = load();
      shared = started;
      started.catch(() => {
        if (shared === started) shared = null;
      });
    }
    return shared;
  };
}
