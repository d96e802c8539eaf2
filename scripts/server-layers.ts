import type { ImportGraph } from './import-graph';
import { layerViolations as checkLayers } from './layer-rules';

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
  /** app.ts, main.ts, cli/ and ops/ (start-up, shutdown, backups): where everything is put together. */
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
  ops: 'app',
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
 * What breaks the server's layering in an import graph, one line each (layer-rules.ts); of another
 * feature, a file may import only its public entries: index.ts, and routes.ts (which app.ts mounts).
 */
export function layerViolations(graph: ImportGraph): string[] {
  return checkLayers(graph, {
    layers: SERVER_LAYERS,
    side: 'server',
    layersName: 'SERVER_LAYERS',
    layerOf,
    featureOf,
    crossFeatureProblem: (_from, to) =>
      isPublicEntry(to) ? undefined : "another feature's private file (import its index.ts)",
    allowed: [],
  });
}
