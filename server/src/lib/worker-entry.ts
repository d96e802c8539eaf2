/** How to start a worker thread: `new Worker(entry, { eval })`. */
export interface WorkerEntry {
  entry: URL | string;
  eval: boolean;
}

/**
 * A worker thread's entry: in the server bundle, the file built beside it (scripts/build.mjs names
 * it `built`); run from source (tsx, the tests), the `.ts` file at `source` with tsx's hooks
 * registered in the thread first, as a worker thread does not inherit the hooks of the thread that
 * starts it.
 */
export function workerEntry(built: string, source: URL): WorkerEntry {
  if (!import.meta.url.endsWith('.ts')) return { entry: new URL(`./${built}.js`, import.meta.url), eval: false };
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const module = JSON.stringify(source.href);
  return { entry: `import(${tsx}).then((api) => { api.register(); return import(${module}); });`, eval: true };
}
