import fs from 'node:fs';
import path from 'node:path';

/**
 * The screens a signed-in member opens every day, by route, with the client source of their page.
 * Their shell names the page's code for the browser to fetch along with the app's own, instead of
 * after the app has started and asked for it.
 */
const DAILY_PAGES: Record<string, string> = {
  '/dashboard': 'src/features/guidance/dashboard-page.tsx',
};

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * `<link rel="modulepreload">` tags for each daily route, from the build's manifest
 * (dist/client/.vite/manifest.json): the page's chunk and the chunks it imports, less those the
 * shell already loads. Empty when there is no manifest (a build without one still works).
 */
export function pagePreloads(clientDir: string, indexHtml: string): Map<string, string> {
  const preloads = new Map<string, string>();
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return preloads;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  for (const [route, source] of Object.entries(DAILY_PAGES)) {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    const tags = [...files]
      .filter((chunk) => !indexHtml.includes(`/${chunk}"`))
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`);
    if (tags.length > 0) preloads.set(route, tags.join(''));
  }
  return preloads;
}
