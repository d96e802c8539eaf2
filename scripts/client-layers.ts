import { parseSync } from 'vite';
import { cyclesOf, type ImportGraph } from './import-graph';

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
 * Imports the rules allow anyway, each with its reason. Empty: keep it so, or say beside an entry
 * why the arrow cannot point the other way.
 */
const ALLOWED: { from: string; to: string; reason: string }[] = [];

const allowed = (from: string, to: string) => ALLOWED.some((entry) => entry.from === from && entry.to === to);
const rank = (layer: ClientLayer) => CLIENT_LAYERS.indexOf(layer);

/**
 * What breaks the client's layering in an import graph (file -> files it imports), one line each:
 * a file in no layer; an import of a higher layer, or of anything outside the contract and the
 * client (the server, the tests); an import of another feature's files other than its index.ts (a
 * page only from the app, which routes to it); features that depend on each other in a circle.
 */
export function layerViolations(graph: ImportGraph): string[] {
  const found: string[] = [];
  const featureDeps = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const fromLayer = layerOf(from);
    if (!fromLayer) {
      found.push(`${from} is in no layer (add its folder to CLIENT_LAYERS)`);
      continue;
    }
    const fromFeature = featureOf(from);
    for (const to of targets) {
      if (allowed(from, to)) continue;
      const toLayer = layerOf(to);
      if (!toLayer) {
        found.push(`${from} -> ${to}: outside the contract and the client's sources`);
        continue;
      }
      if (rank(toLayer) > rank(fromLayer))
        found.push(`${from} -> ${to}: ${fromLayer} imports ${toLayer}, a higher layer`);
      const toFeature = featureOf(to);
      if (toFeature && toFeature !== fromFeature) {
        if (isPage(to) && fromLayer !== 'app')
          found.push(`${from} -> ${to}: another feature's page (only app/ routes to it)`);
        else if (!isFeatureEntry(to) && !isPage(to))
          found.push(`${from} -> ${to}: another feature's private file (import its index.ts)`);
        if (fromFeature) {
          const deps = featureDeps.get(fromFeature) ?? new Set<string>();
          deps.add(toFeature);
          featureDeps.set(fromFeature, deps);
        }
      }
    }
  }
  const features = new Map([...featureDeps].map(([feature, deps]) => [feature, [...deps].sort()]));
  for (const cycle of cyclesOf(features)) found.push(`features depend on each other: ${cycle.join(' -> ')}`);
  return found;
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
