/**
 * Whether `work` resolves within `ms` (false if it rejects or is late; it is left to finish on its
 * own). A timer that fires late because the event loop was busy is not taken for silence: the
 * answer may be waiting unread in a socket, and Node reads sockets only after it has run the timers
 * that are due, so the verdict waits one more turn (setImmediate runs after that read).
 */
export function resolvesWithin(work: PromiseLike<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => setImmediate(() => resolve(false)), ms);
    const settle = (resolved: boolean) => {
      clearTimeout(timer);
      resolve(resolved);
    };
    work.then(
      () => settle(true),
      () => settle(false),
    );
  });
}
