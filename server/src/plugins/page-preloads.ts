import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@contract/languages';

/**
 * The screens a signed-in member opens every day, by route, with the client source of their page.
 * Their shell names the page's code for the browser to fetch along with the app's own, instead of
 * after the app has started and asked for it.
 */
const DAILY_PAGES: Record<string, string> = {
  '/dashboard': 'src/features/guidance/dashboard-page.tsx',
};

/** The chunks the app loads before it first renders, in a language (client/src/lib/i18n.ts). */
const LANGUAGE_CHUNKS = (language: Language) => ['src/lib/i18n-runtime.ts', `../telve-catalog/${language}`];

type Manifest = Record<string, { file: string; imports?: string[] }>;

export interface Preloads {
  /** By daily route: the page's chunk and the chunks it imports. */
  pages: Map<string, string>;
  /** By language: its catalog and the formatter. */
  languages: Map<Language, string>;
}

/**
 * `<link rel="modulepreload">` tags from the build's manifest (dist/client/.vite/manifest.json),
 * less the chunks the shell already loads. Empty when there is no manifest (a build without one
 * still works).
 */
export function pagePreloads(clientDir: string, indexHtml: string): Preloads {
  const preloads: Preloads = { pages: new Map(), languages: new Map() };
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return preloads;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const tagsFor = (sources: string[]) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const source of sources) visit(source);
    return [...files]
      .filter((chunk) => !indexHtml.includes(`/${chunk}"`))
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`)
      .join('');
  };
  for (const [route, source] of Object.entries(DAILY_PAGES)) {
    const tags = tagsFor([source]);
    if (tags) preloads.pages.set(route, tags);
  }
  for (const language of LANGUAGES) {
    const tags = tagsFor(LANGUAGE_CHUNKS(language));
    if (tags) preloads.languages.set(language, tags);
  }
  return preloads;
}
