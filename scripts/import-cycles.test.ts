import { describe, expect, it } from 'vitest';
import { cyclesOf, runtimeImportGraph } from './import-graph';

describe('imports', () => {
  it('has no import cycle among the server sources', async () => {
    const graph = await runtimeImportGraph('server/src/main.ts');
    expect(graph.size).toBeGreaterThan(80);
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('has no import cycle among the client sources', async () => {
    const graph = await runtimeImportGraph('client/src/main.tsx');
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
