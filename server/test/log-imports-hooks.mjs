// Module hooks for log-imports.mjs; they run on a loader thread of their own.
import fs from 'node:fs';

const log = process.env.TELVE_IMPORT_LOG;
const appCode = /\/(server\/src|contract)\//;
const bare = /^(?![./]|node:|file:|data:)/;

export async function resolve(specifier, context, next) {
  if (log && bare.test(specifier) && appCode.test(context.parentURL ?? '')) fs.appendFileSync(log, `${specifier}\n`);
  return next(specifier, context);
}
