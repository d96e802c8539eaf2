import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@contract/languages';

/**
 * The screens a signed-in member opens every day, by route, with the client source of their page
 * and the features whose catalogs it loads with it (app/router.tsx). Their shell names the page's
 * code and, in the page's language, its words for the browser to fetch along with the app's own,
 * instead of after the app has started and asked for them.
 */
const DAILY_PAGES: Record<string, { page: string; catalogs: string[]; fonts?: string[] }> = {
  '/dashboard': {
    page: 'src/features/guidance/dashboard-page.tsx',
    catalogs: ['guidance', 'journal', 'share'],
    // The day's affirmation, its largest text, is set in the italic face, which the stylesheet
    // would only ask for once it had arrived and been applied: a round trip after first paint.
    fonts: ['../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-400-italic.woff2'],
  },
};

/** The chunks the app loads before it first renders, in a language (client/src/lib/i18n.ts). */
const LANGUAGE_CHUNKS = (language: Language) => ['src/lib/i18n-runtime.ts', `../telve-catalog/${language}`];

type Manifest = Record<string, { file: string; imports?: string[] }>;

export interface Preloads {
  /**
   * By daily route, then language: the page's chunk, the chunks it imports, its catalogs in that
   * language, and the font faces its first paint sets its largest text in.
   */
  pages: Map<string, Map<Language, string>>;
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
  const fontTags = (sources: string[]) =>
    sources
      .map((source) => manifest[source]?.file)
      .filter((file) => file !== undefined && !indexHtml.includes(`/${file}"`))
      .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
      .join('');
  for (const [route, { page, catalogs, fonts = [] }] of Object.entries(DAILY_PAGES)) {
    const byLanguage = new Map<Language, string>();
    const faces = fontTags(fonts);
    for (const language of LANGUAGES) {
      const tags = faces + tagsFor([page, ...catalogs.map((feature) => `../telve-catalog/${feature}/${language}`)]);
      if (tags) byLanguage.set(language, tags);
    }
    if (byLanguage.size > 0) preloads.pages.set(route, byLanguage);
  }
  for (const language of LANGUAGES) {
    const tags = tagsFor(LANGUAGE_CHUNKS(language));
    if (tags) preloads.languages.set(language, tags);
  }
  return preloads;
}
