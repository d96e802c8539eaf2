// Telve's message catalogs compiled at build time (docs/decisions/0048-message-catalogs.md), for
// Vite and Vitest: `import('virtual:telve-catalog/tr')` is client/src/lib/locales/tr.json (the
// words of the app shell and the shared components), and `import('virtual:telve-catalog/auth/tr')`
// is client/src/features/auth/locales/tr.json (one feature's words), each as Lingui's compiled
// form in `export const messages`, a chunk of its own. `virtual:telve-catalogs` names every
// feature's, by feature and language (`catalogs.auth.tr()` loads one), for lib/i18n-runtime.ts.
import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const PREFIX = 'virtual:telve-catalog/';
const RESOLVED = '\0telve-catalog/';
const INDEX = 'virtual:telve-catalogs';
const RESOLVED_INDEX = '\0telve-catalogs';
const CLIENT_SRC = path.resolve(import.meta.dirname, '../client/src');

/** The file of a catalog: the shared one, or a feature's (`feature` names its folder). */
export function catalogFile(locale, feature) {
  if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No catalog is named ${locale}`);
  if (feature !== undefined && !/^[a-z][a-z-]*$/.test(feature)) throw new Error(`No feature is named ${feature}`);
  return feature === undefined
    ? path.join(CLIENT_SRC, 'lib/locales', `${locale}.json`)
    : path.join(CLIENT_SRC, 'features', feature, 'locales', `${locale}.json`);
}

/** The features with a catalog of their own (a `locales/` folder), by folder name. */
export function catalogFeatures() {
  return fs
    .readdirSync(path.join(CLIENT_SRC, 'features'))
    .filter((feature) => fs.existsSync(path.join(CLIENT_SRC, 'features', feature, 'locales')))
    .sort();
}

/** A catalog's ICU messages compiled as Lingui's runtime reads them (no parser in the browser). */
export function compileCatalog(locale, feature) {
  const file = catalogFile(locale, feature);
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

/** The Vite plugin serving `virtual:telve-catalog/<language>` and `virtual:telve-catalog/<feature>/<language>`. */
export function messageCatalogs() {
  return {
    name: 'telve:message-catalogs',
    resolveId(id) {
      if (id === INDEX) return RESOLVED_INDEX;
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    load(id) {
      if (id === RESOLVED_INDEX) {
        const features = catalogFeatures().map((feature) => {
          const locales = fs
            .readdirSync(path.join(CLIENT_SRC, 'features', feature, 'locales'))
            .flatMap((file) => /^([a-z]{2})\.json$/.exec(file)?.[1] ?? []);
          const loaders = locales.map(
            (locale) => `${locale}: () => import(${JSON.stringify(`${PREFIX}${feature}/${locale}`)})`,
          );
          return `  ${JSON.stringify(feature)}: { ${loaders.join(', ')} },`;
        });
        return `export const catalogs = {\n${features.join('\n')}\n};`;
      }
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = /^(?:([^/]+)\/)?([^/]+)$/.exec(id.slice(RESOLVED.length));
      if (!name) throw new Error(`No catalog is named ${id.slice(RESOLVED.length)}`);
      const [, feature, locale] = name;
      this.addWatchFile(catalogFile(locale, feature));
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compileCatalog(locale, feature)))});`;
    },
  };
}
