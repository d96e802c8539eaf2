import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryStatements, isFeatureEntry, layerViolations } from './client-layers';
import { type ImportGraph, root, sourceImportGraph } from './import-graph';

/**
 * Test code may reach anywhere to set a case up, so it is left out: test files, and the test
 * support in client/src/test/, which no client file imports.
 */
const isClientCode = (file: string) => !/\.test\.tsx?$/.test(file) && !file.startsWith('client/src/test/');

function clientGraph(): ImportGraph {
  return sourceImportGraph(['client/src', 'contract'], isClientCode);
}

/** The graph with a few more imports, as if a file had been edited to make them. */
function planted(graph: ImportGraph, edges: [string, string][]): ImportGraph {
  const copy = new Map([...graph].map(([file, targets]) => [file, [...targets]]));
  for (const [from, to] of edges) copy.set(from, [...(copy.get(from) ?? []), to]);
  return copy;
}

describe('client layers', () => {
  it('holds: no layer imports a higher one, no feature reaches into another, no features in a circle', () => {
    const graph = clientGraph();
    expect(graph.size).toBeGreaterThan(200);
    expect(layerViolations(graph)).toEqual([]);
  });

  it('no client file imports test support', () => {
    const support = [...sourceImportGraph(['client/src'])].flatMap(([file, targets]) =>
      isClientCode(file)
        ? targets.filter((target) => !isClientCode(target)).map((target) => `${file} -> ${target}`)
        : [],
    );
    expect(support).toEqual([]);
  });

  it("a feature's index.ts only re-exports, as the build declares", () => {
    const entries = [...clientGraph().keys()].filter(isFeatureEntry);
    expect(entries.length).toBeGreaterThan(5);
    const statements = entries.flatMap((file) => entryStatements(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(statements).toEqual([]);
  });

  it('refuses an index.ts that does more than re-export', () => {
    const file = 'client/src/features/moods/index.ts';
    expect(
      entryStatements(file, "export { a } from './a';\nexport type { B } from './b';\nexport * from './c';"),
    ).toEqual([]);
    expect(entryStatements(file, "import { a } from './a';\nexport const b = a + 1;\nexport { a };")).toEqual([
      `${file}: import { a } from './a'; (only re-exports)`,
      `${file}: export const b = a + 1; (only re-exports)`,
      `${file}: export { a }; (only re-exports)`,
    ]);
  });

  it('catches violations planted in the real graph', () => {
    const graph = planted(clientGraph(), [
      ['client/src/lib/api.ts', 'client/src/session/auth-context.tsx'],
      ['client/src/features/gallery/art-gallery-page.tsx', 'client/src/features/membership/premium-page.tsx'],
      ['client/src/features/profile/profile-form.tsx', 'client/src/features/reading/reading-query.ts'],
      ['client/src/features/journal/index.ts', 'client/src/features/reading/index.ts'],
    ]);
    expect(layerViolations(graph)).toEqual([
      'client/src/lib/api.ts -> client/src/session/auth-context.tsx: lib imports session, a higher layer',
      "client/src/features/gallery/art-gallery-page.tsx -> client/src/features/membership/premium-page.tsx: another feature's page (only app/ routes to it)",
      "client/src/features/profile/profile-form.tsx -> client/src/features/reading/reading-query.ts: another feature's private file (import its index.ts)",
      expect.stringMatching(
        /^features depend on each other: (journal -> reading -> journal|reading -> journal -> reading)$/,
      ),
    ]);
  });

  // The arrows issue 30 found, in the files they were in then: each must be refused. Seven pages
  // of five features took their shell from app/, which routes to them.
  it.each([
    ['client/src/features/circles/circle-hub-page.tsx', 'client/src/app/bottom-nav.tsx'],
    ['client/src/features/circles/circle-detail-page.tsx', 'client/src/app/bottom-nav.tsx'],
    ['client/src/features/gallery/art-gallery-page.tsx', 'client/src/app/bottom-nav.tsx'],
    ['client/src/features/guidance/dashboard-page.tsx', 'client/src/app/bottom-nav.tsx'],
    ['client/src/features/journal/journal-page.tsx', 'client/src/app/bottom-nav.tsx'],
    ['client/src/features/profile/profile-page.tsx', 'client/src/app/bottom-nav.tsx'],
    ['client/src/features/profile/settings-page.tsx', 'client/src/app/bottom-nav.tsx'],
  ])('refuses %s -> %s', (from, to) => {
    expect(layerViolations(new Map([[from, [to]]]))).toEqual([
      `${from} -> ${to}: features imports app, a higher layer`,
    ]);
  });

  // Eight features, app/ and the painter read the signed-in member from the auth feature's files;
  // the others took its shell session, its skeleton, locale, card and icons from one another.
  it.each([
    ['client/src/features/account/email-status.tsx', 'client/src/features/auth/auth-context.tsx'],
    ['client/src/features/admin/admin-page.tsx', 'client/src/features/auth/auth-context.tsx'],
    ['client/src/features/circles/post-composer.tsx', 'client/src/features/auth/auth-context.tsx'],
    ['client/src/features/guidance/use-daily-guidance.ts', 'client/src/features/auth/auth-context.tsx'],
    ['client/src/features/journal/use-journal-toggle.ts', 'client/src/features/auth/auth-context.tsx'],
    ['client/src/features/membership/use-subscription.ts', 'client/src/features/auth/auth-context.tsx'],
    ['client/src/features/profile/profile-page.tsx', 'client/src/features/auth/auth-context.tsx'],
    ['client/src/features/reading/use-ask-chat.ts', 'client/src/features/auth/auth-context.tsx'],
    ['client/src/app/protected-route.tsx', 'client/src/features/auth/auth-context.tsx'],
    ['client/src/prepaint/render.tsx', 'client/src/features/auth/auth-context.tsx'],
    ['client/src/features/guidance/guidance-queries.ts', 'client/src/features/auth/shell-session.ts'],
    ['client/src/features/circles/comment-list.tsx', 'client/src/features/guidance/skeleton-lines.tsx'],
    ['client/src/features/circles/use-create-post.ts', 'client/src/features/reading/browser-locale.ts'],
    ['client/src/features/journal/journal-page.tsx', 'client/src/features/membership/premium-feature-card.tsx'],
    ['client/src/features/journal/saved-entries.tsx', 'client/src/features/moods/mood-icons.ts'],
    ['client/src/features/profile/settings-page.tsx', 'client/src/features/account/delete-account-link.tsx'],
  ])('refuses %s -> %s', (from, to) => {
    expect(layerViolations(new Map([[from, [to]]]))).toEqual([
      `${from} -> ${to}: another feature's private file (import its index.ts)`,
    ]);
  });

  it('refuses the circle app/ and the features made, even through public entries', () => {
    const graph = new Map([
      ['client/src/app/router.tsx', ['client/src/features/journal/journal-page.tsx']],
      ['client/src/features/journal/journal-page.tsx', ['client/src/app/bottom-nav.tsx']],
      ['client/src/features/guidance/dashboard-page.tsx', ['client/src/features/auth/index.ts']],
      ['client/src/features/auth/index.ts', ['client/src/features/guidance/index.ts']],
    ]);
    expect(layerViolations(graph)).toEqual([
      'client/src/features/journal/journal-page.tsx -> client/src/app/bottom-nav.tsx: features imports app, a higher layer',
      expect.stringMatching(/^features depend on each other: (guidance -> auth -> guidance|auth -> guidance -> auth)$/),
    ]);
  });

  it('refuses a lower layer importing a higher one, and a file in no layer or outside the client', () => {
    const graph = new Map([
      ['client/src/components/bottom-nav.tsx', ['client/src/session/auth-context.tsx']],
      ['client/src/session/auth-context.tsx', ['client/src/features/auth/index.ts']],
      ['client/src/hooks/use-thing.ts', []],
      ['client/src/app/app.tsx', ['server/src/app.ts', 'client/src/test/render.tsx']],
    ]);
    expect(layerViolations(graph)).toEqual([
      'client/src/components/bottom-nav.tsx -> client/src/session/auth-context.tsx: components imports session, a higher layer',
      'client/src/session/auth-context.tsx -> client/src/features/auth/index.ts: session imports features, a higher layer',
      'client/src/hooks/use-thing.ts is in no layer (add its folder to CLIENT_LAYERS)',
      "client/src/app/app.tsx -> server/src/app.ts: outside the contract and the client's sources",
      "client/src/app/app.tsx -> client/src/test/render.tsx: outside the contract and the client's sources",
    ]);
  });

  it('lets the app route to a page and take a feature through its index.ts, and nothing else', () => {
    const graph = new Map([
      ['client/src/app/router.tsx', ['client/src/features/guidance/dashboard-page.tsx']],
      ['client/src/app/start-early.ts', ['client/src/features/guidance/index.ts']],
      ['client/src/app/app.tsx', ['client/src/features/guidance/guidance-queries.ts']],
    ]);
    expect(layerViolations(graph)).toEqual([
      "client/src/app/app.tsx -> client/src/features/guidance/guidance-queries.ts: another feature's private file (import its index.ts)",
    ]);
  });
});
