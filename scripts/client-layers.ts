import { parseSync } from 'vite';
import type { ImportGraph } from './import-graph';
import { layerViolations as checkLayers } from './layer-rules';

/**
 * The client's layers, lowest first (docs/ARCHITECTURE.md, "Layers"). A file may import its own
 * layer and those below it, never one above.
 */
export const CLIENT_LAYERS = [
  /** Schemas, messages, limits and the endpoint table, shared with the server. */
  'contract',
  /** lib/: the API client, the endpoint table, the query client, page loading, settings, formatting. */
  'lib',
  /** components/: the design system and the pieces many screens show (page shell, skeletons, Premium card). */
  'components',
  /** session/: who is signed in, as the page shell told it and as GET /api/user answers. */
  'session',
  /** features/<name>/: the screens, their components and hooks. */
  'features',
  /** app/, main.tsx (and its stylesheet) and prepaint/: routes, guards, providers, start-up and the server's painter. */
  'app',
] as const;

export type ClientLayer = (typeof CLIENT_LAYERS)[number];

const TOP_LEVEL: Record<string, ClientLayer> = {
  lib: 'lib',
  components: 'components',
  session: 'session',
  features: 'features',
  app: 'app',
  'main.tsx': 'app',
  'styles.css': 'app',
  prepaint: 'app',
};

const CLIENT = 'client/src/';

/** The feature a client file belongs to (`features/<name>/...`), if any. */
export function featureOf(file: string): string | undefined {
  const match = /^client\/src\/features\/([^/]+)\//.exec(file);
  return match?.[1];
}

/** A feature's public entry, `index.ts`: what other features and the app may import. */
export const isFeatureEntry = (file: string) => /^client\/src\/features\/[^/]+\/index\.ts$/.test(file);

/**
 * A feature's page (`*-page.tsx`), which only the app imports: the router loads each on demand, as
 * a chunk of its own, which a page taken through index.ts would not be.
 */
const isPage = (file: string) => /^client\/src\/features\/[^/]+\/[^/]+-page\.tsx$/.test(file);

/** The layer of a file, or undefined for one outside the contract and client/src (or in no layer yet). */
export function layerOf(file: string): ClientLayer | undefined {
  if (file.startsWith('contract/')) return 'contract';
  if (!file.startsWith(CLIENT)) return undefined;
  return TOP_LEVEL[file.slice(CLIENT.length).split('/')[0] ?? ''];
}

/**
 * What breaks the client's layering in an import graph, one line each (layer-rules.ts); of another
 * feature, a file may import its index.ts, and the app (which routes to it) a page.
 */
export function layerViolations(graph: ImportGraph): string[] {
  return checkLayers(graph, {
    layers: CLIENT_LAYERS,
    side: 'client',
    layersName: 'CLIENT_LAYERS',
    layerOf,
    featureOf,
    crossFeatureProblem(_from, to, fromLayer) {
      if (isPage(to)) return fromLayer === 'app' ? undefined : "another feature's page (only app/ routes to it)";
      return isFeatureEntry(to) ? undefined : "another feature's private file (import its index.ts)";
    },
    allowed: [],
  });
}

/**
 * Statements in a feature's index.ts other than re-exports (`export { a } from './a'`,
 * `export * from './b'`), one line each. The entry must only point on: the build declares it free
 * of side effects (vite.config.ts), so that the bundler links each importer straight to the
 * modules it takes and the chunks stay as they were.
 */
export function entryStatements(file: string, source: string): string[] {
  const { program } = parseSync(file, source, { lang: 'ts' });
  return program.body
    .filter(
      (statement) =>
        !(statement.type === 'ExportNamedDeclaration' && statement.source) && statement.type !== 'ExportAllDeclaration',
    )
    .map((statement) => `${file}: ${source.slice(statement.start, statement.end).split('\n')[0]} (only re-exports)`);
}
