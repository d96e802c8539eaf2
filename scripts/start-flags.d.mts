/** The `--` options between `node` and the script in package.json's `start`. */
export function startNodeFlags(): string[];
/** The environment package.json's `start` gives the server (its `NAME=${NAME:-value}` words). */
export function startEnv(): Record<string, string>;
/** The environment `npm start` gives the server (glibc's malloc arenas and mmap threshold); a value already set wins. */
export const START_ENV: Readonly<Record<string, string>>;
