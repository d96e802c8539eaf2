import v8 from 'node:v8';
import vm from 'node:vm';

/** A quiet spell this long after a busy one is the moment to collect. */
const QUIET_MS = 500;
/** "Busy": at least this many requests since the last collection. */
const BUSY_REQUESTS = 2000;

interface IdleCollection {
  /** Counts one request (pass it to the HTTP server's 'request' event). */
  seen(): void;
  stop(): void;
}

/**
 * After a busy spell, once no request has come for half a second, runs `collect` (one full garbage
 * collection).
 * Under load V8 grows its heap (the young generation to its largest, the old one to twice what
 * survives) and keeps that size until a later collection needs it, which on a server that has
 * gone quiet is never: after 60 s of mixed load about 40 MB of the resident memory was heap
 * already free. One collection when the requests stop gives it back (a ~40 ms pause nobody waits
 * on); a server that stays busy is never paused by it, and an idle one collects once.
 */
export function collectWhenIdle(collect: () => void): IdleCollection {
  let requests = 0;
  let atLastCheck = 0;
  let atLastCollection = 0;
  const timer = setInterval(() => {
    const quiet = requests === atLastCheck;
    atLastCheck = requests;
    if (!quiet || requests - atLastCollection < BUSY_REQUESTS) return;
    atLastCollection = requests;
    collect();
  }, QUIET_MS);
  timer.unref();
  return {
    seen: () => {
      requests += 1;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * V8's full collection, which Node offers only behind --expose-gc: the flag is set for contexts
 * made from now on, and a new context hands over its `gc`. Undefined if the runtime refuses.
 */
export function fullCollection(): (() => void) | undefined {
  v8.setFlagsFromString('--expose-gc');
  const gc: unknown = vm.runInNewContext('typeof gc === "function" ? gc : undefined');
  return typeof gc === 'function' ? () => gc() : undefined;
}
