import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The project's own modules and what each imports at run time, as esbuild resolves them. */
async function importGraph(entry: string): Promise<Map<string, string[]>> {
  const result = await build({
    entryPoints: [path.join(root, entry)],
    bundle: true,
    write: false,
    metafile: true,
    platform: entry.startsWith('client') ? 'browser' : 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    loader: { '.svg': 'dataurl', '.css': 'empty', '.woff2': 'dataurl' },
    alias: { '@contract': path.join(root, 'contract'), '@': path.join(root, 'client/src') },
  });
  const graph = new Map<string, string[]>();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    if (file.includes('node_modules')) continue;
    graph.set(
      file,
      input.imports.map((i) => i.path).filter((p) => !p.includes('node_modules') && p in result.metafile.inputs),
    );
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the list of files around it. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('imports', () => {
  it('has no import cycle among the server sources', async () => {
    const graph = await importGraph('server/src/main.ts');
    expect(graph.size).toBeGreaterThan(80);
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('has no import cycle among the client sources', async () => {
    const graph = await importGraph('client/src/main.tsx');
    expect(graph.size).toBeGreaterThan(80);
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });
});
