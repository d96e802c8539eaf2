/**
 * Moments when no request is arriving, for work that can wait a little but not for ever (the
 * warm-up after start). A browser's page load is a burst of requests a few ms apart (the page, then
 * its stylesheet, fonts and code): a step of warm-up run inside it holds each of them up by the
 * step's length, and a page whose font arrives after its first paint shifts when the font swaps in.
 */
export interface QuietMoments {
  /** Notes a request's arrival (pass it to the HTTP server's 'request' event). */
  seen(): void;
  /**
   * Resolves once no request has arrived for `quietMs`, or after the longest wait whatever the
   * traffic (a server that is never quiet still warms up). The longest wait starts at `maxWaitMs`
   * and doubles each time it ran out, up to `longestWaitMs`: under unbroken load the work is
   * spread out, so a load's requests meet a step now and then rather than every `maxWaitMs`. A
   * quiet moment found sets it back to `maxWaitMs`.
   */
  next(): Promise<void>;
}

export function quietMoments(options: { quietMs: number; maxWaitMs: number; longestWaitMs?: number }): QuietMoments {
  let lastSeen = Number.NEGATIVE_INFINITY;
  let wait = options.maxWaitMs;
  const longest = Math.max(options.longestWaitMs ?? options.maxWaitMs, options.maxWaitMs);
  return {
    seen: () => {
      lastSeen = performance.now();
    },
    next: () =>
      new Promise<void>((resolve) => {
        const giveUpAt = performance.now() + wait;
        const check = () => {
          const now = performance.now();
          const quietFor = now - lastSeen;
          if (quietFor >= options.quietMs) {
            wait = options.maxWaitMs;
            return resolve();
          }
          if (now >= giveUpAt) {
            wait = Math.min(wait * 2, longest);
            return resolve();
          }
          setTimeout(check, Math.min(options.quietMs - quietFor, giveUpAt - now)).unref();
        };
        check();
      }),
  };
}
