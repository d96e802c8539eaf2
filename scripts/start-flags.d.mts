/** The `--` options between `node` and the script in package.json's `start`. */
export function startNodeFlags(): string[];
