// Preloaded with `node --import` (see start-up-imports.slow.test.ts): records every package the app's own
// code imports, one name a line, in the file named by TELVE_IMPORT_LOG.
import { register } from 'node:module';

register('./log-imports-hooks.mjs', import.meta.url);
