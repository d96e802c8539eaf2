import { cyclesOf, type ImportGraph } from './import-graph';

/**
 * The server's layers, lowest first (docs/ARCHITECTURE.md, "Layers"). A file may import its own
 * layer and those below it, never one above.
 */
export const SERVER_LAYERS = [
  /** Schemas, messages, limits and the endpoint table, shared with the client. */
  'contract',
  /** Small helpers that know nothing of Telve's tables or configuration. */
  'lib',
  /** env.ts: the environment, parsed once. */
  'config',
  /** mail/ and media/: the outside world (SMTP, files, image codecs), knowing no tables. */
  'adapters',
  /** db/: the schema, migrations, statements, sessions, rate-limit counters, the seed and its factories. */
  'db',
  /** context.ts: what a service is handed (AppContext) and who is asking (Member). */
  'context',
  /** policies/: who may do what to which resource. */
  'policies',
  /** features/<name>/: the services, one per file. */
  'services',
  /** plugins/ and each feature's routes.ts: the HTTP face. */
  'web',
  /** app.ts, main.ts and cli/: where everything is put together. */
  'app',
] as const;

export type ServerLayer = (typeof SERVER_LAYERS)[number];

const TOP_LEVEL: Record<string, ServerLayer> = {
  lib: 'lib',
  'env.ts': 'config',
  mail: 'adapters',
  media: 'adapters',
  db: 'db',
  'context.ts': 'context',
  policies: 'policies',
  plugins: 'web',
  'app.ts': 'app',
  'main.ts': 'app',
  cli: 'app',
};

const SERVER = 'server/src/';

/** The feature a server file belongs to (`features/<name>/...`), if any. */
export function featureOf(file: string): string | undefined {
  const match = /^server\/src\/features\/([^/]+)\//.exec(file);
  return match?.[1];
}

/** A feature's public entries: `index.ts` for its services, `routes.ts` for its Fastify plugin. */
const isPublicEntry = (file: string) => /^server\/src\/features\/[^/]+\/(index|routes)\.ts$/.test(file);

/** The layer of a file, or undefined for one outside the contract and server/src (or in no layer yet). */
export function layerOf(file: string): ServerLayer | undefined {
  if (file.startsWith('contract/')) return 'contract';
  if (!file.startsWith(SERVER)) return undefined;
  const parts = file.slice(SERVER.length).split('/');
  if (parts[0] === 'features') return parts.length === 3 && parts[2] === 'routes.ts' ? 'web' : 'services';
  return TOP_LEVEL[parts[0] ?? ''];
}

/**
 * Imports the rules allow anyway, each with its reason. Empty: keep it so, or say beside an entry
 * why the arrow cannot point the other way.
 */
const ALLOWED: { from: string; to: string; reason: string }[] = [];

const allowed = (from: string, to: string) => ALLOWED.some((entry) => entry.from === from && entry.to === to);
const rank = (layer: ServerLayer) => SERVER_LAYERS.indexOf(layer);

/**
 * What breaks the server's layering in an import graph (file -> files it imports), one line each:
 * a file in no layer; an import of a higher layer, or of anything outside the contract and the
 * server (the client, the tests); an import of another feature's private files; features that
 * depend on each other in a circle.
 */
export function layerViolations(graph: ImportGraph): string[] {
  const found: string[] = [];
  const featureDeps = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const fromLayer = layerOf(from);
    if (!fromLayer) {
      found.push(`${from} is in no layer (add its folder to SERVER_LAYERS)`);
      continue;
    }
    const fromFeature = featureOf(from);
    for (const to of targets) {
      if (allowed(from, to)) continue;
      const toLayer = layerOf(to);
      if (!toLayer) {
        found.push(`${from} -> ${to}: outside the contract and the server's sources`);
        continue;
      }
      if (rank(toLayer) > rank(fromLayer))
        found.push(`${from} -> ${to}: ${fromLayer} imports ${toLayer}, a higher layer`);
      const toFeature = featureOf(to);
      if (toFeature && toFeature !== fromFeature) {
        if (!isPublicEntry(to)) found.push(`${from} -> ${to}: another feature's private file (import its index.ts)`);
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
