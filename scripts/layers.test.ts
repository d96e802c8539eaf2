import { describe, expect, it } from 'vitest';
import { type ImportGraph, sourceImportGraph } from './import-graph';
import { layerViolations } from './server-layers';

/**
 * Test code may reach anywhere to set a case up, so it is left out: test files, and the test
 * support beside the code (`test-*.ts`), which no server file imports.
 */
const isServerCode = (file: string) => !/\.test\.tsx?$/.test(file) && !/(^|\/)test-[^/]*$/.test(file);

function serverGraph(): ImportGraph {
  return sourceImportGraph(['server/src', 'contract'], isServerCode);
}

/** The graph with a few more imports, as if a file had been edited to make them. */
function planted(graph: ImportGraph, edges: [string, string][]): ImportGraph {
  const copy = new Map([...graph].map(([file, targets]) => [file, [...targets]]));
  for (const [from, to] of edges) copy.set(from, [...(copy.get(from) ?? []), to]);
  return copy;
}

describe('server layers', () => {
  it('holds: no layer imports a higher one, no feature reaches into another, no features in a circle', () => {
    const graph = serverGraph();
    expect(graph.size).toBeGreaterThan(300);
    expect(layerViolations(graph)).toEqual([]);
  });

  it('no server file imports test support', () => {
    const support = [...sourceImportGraph(['server/src'])].flatMap(([file, targets]) =>
      isServerCode(file)
        ? targets.filter((target) => !isServerCode(target)).map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(support).toEqual([]);
  });

  it('catches violations planted in the real graph', () => {
    const graph = planted(serverGraph(), [
      ['server/src/lib/app-error.ts', 'server/src/db/client.ts'],
      ['server/src/features/journal/save-entries.ts', 'server/src/features/reading/present-reading.ts'],
      ['server/src/features/reading/index.ts', 'server/src/features/journal/index.ts'],
    ]);
    expect(layerViolations(graph)).toEqual([
      'server/src/lib/app-error.ts -> server/src/db/client.ts: lib imports db, a higher layer',
      "server/src/features/journal/save-entries.ts -> server/src/features/reading/present-reading.ts: another feature's private file (import its index.ts)",
      expect.stringMatching(
        /^features depend on each other: (journal -> reading -> journal|reading -> journal -> reading)$/,
      ),
    ]);
  });

  // The arrows issue 30 found, in the files they were in then: each must be refused.
  it.each([
    ['server/src/env.ts', 'server/src/features/auth/limits.ts'],
    ['server/src/context.ts', 'server/src/features/membership/payment-provider.ts'],
    ['server/src/db/sample-community.ts', 'server/src/features/circles/post-tags.ts'],
    ['server/src/db/factories.ts', 'server/src/features/auth/sessions.ts'],
    ['server/src/lib/rate-limit.ts', 'server/src/db/client.ts'],
    ['server/src/media/delete-blobs.ts', 'server/src/context.ts'],
    ['server/src/plugins/auth.ts', 'server/src/features/auth/sessions.ts'],
    ['server/src/plugins/auth.ts', 'server/src/features/membership/entitlement.ts'],
    ['server/src/features/care/ai-care-judge.ts', 'server/src/features/reading/narrator-prompts.ts'],
  ])('refuses %s -> %s', (from, to) => {
    expect(layerViolations(new Map([[from, [to]]]))).not.toEqual([]);
  });

  it.each([
    ['auth', 'account'],
    ['auth', 'membership'],
    ['care', 'reading'],
  ])('refuses %s and %s importing each other, even through their public entries', (a, b) => {
    const graph = new Map([
      [`server/src/features/${a}/routes.ts`, [`server/src/features/${b}/index.ts`]],
      [`server/src/features/${b}/index.ts`, [`server/src/features/${a}/index.ts`]],
    ]);
    expect(layerViolations(graph)).toEqual([expect.stringMatching(/^features depend on each other: /)]);
  });

  it('refuses a file in no layer and an import of the client or the tests', () => {
    const graph = new Map([
      ['server/src/jobs/sweep.ts', []],
      ['server/src/app.ts', ['client/src/lib/api.ts', 'server/test/test-app.ts']],
    ]);
    expect(layerViolations(graph)).toEqual([
      'server/src/jobs/sweep.ts is in no layer (add its folder to SERVER_LAYERS)',
      "server/src/app.ts -> client/src/lib/api.ts: outside the contract and the server's sources",
      "server/src/app.ts -> server/test/test-app.ts: outside the contract and the server's sources",
    ]);
  });
});
