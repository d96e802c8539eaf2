// Telve's message catalogs compiled at build time (docs/decisions/0048-message-catalogs.md), for
// Vite and Vitest: `import('virtual:telve-catalog/tr')` is client/src/lib/locales/tr.json as
// Lingui's compiled form, in `export const messages`, one chunk per language.
import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const PREFIX = 'virtual:telve-catalog/';
const RESOLVED = '\0telve-catalog/';
const LOCALES_DIR = path.resolve(import.meta.dirname, '../client/src/lib/locales');

/** A catalog's ICU messages compiled as Lingui's runtime reads them (no parser in the browser). */
export function compileCatalog(locale) {
  const file = path.join(LOCALES_DIR, `${locale}.json`);
  const source = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Object.fromEntries(
    Object.entries(source).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${path.relative(process.cwd(), file)}: message "${id}" is not valid ICU: ${String(error)}`);
      }
    }),
  );
}

/** The Vite plugin serving `virtual:telve-catalog/<language>`. */
export function messageCatalogs() {
  return {
    name: 'telve:message-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const locale = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No catalog is named ${locale}`);
      this.addWatchFile(path.join(LOCALES_DIR, `${locale}.json`));
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compileCatalog(locale)))});`;
    },
  };
}
