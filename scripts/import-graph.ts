import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { parseSync } from 'vite';

/** The repository's root; every path in a graph is relative to it, with forward slashes. */
export const root = path.resolve(import.meta.dirname, '..');

/** A module graph: each project file and the project files it imports. */
export type ImportGraph = Map<string, string[]>;

/** The project's own modules and what each imports at run time, as esbuild resolves them. */
export async function runtimeImportGraph(entry: string): Promise<ImportGraph> {
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
  const graph: ImportGraph = new Map();
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    if (file.includes('node_modules')) continue;
    graph.set(
      file,
      input.imports.map((i) => i.path).filter((p) => !p.includes('node_modules') && p in result.metafile.inputs),
    );
  }
  return graph;
}

const SOURCE = /\.(ts|tsx)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const ALIASES: Record<string, string> = { '@contract/': 'contract/', '@/': 'client/src/' };

/** A specifier as a repository path, or undefined for a package or a Node built-in. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = path.join(root, ALIASES[alias]!, specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = path.resolve(root, path.dirname(from), specifier);
  else return undefined;
  const found = RESOLVE_SUFFIXES.map((suffix) => base + suffix).find((candidate) =>
    fs.statSync(candidate, { throwIfNoEntry: false })?.isFile(),
  );
  // An import that resolves to nothing stays in the graph as spelled: the type check reports it, and a
  // layer check still sees where it points.
  return path
    .relative(root, found ?? base)
    .split(path.sep)
    .join('/');
}

/** The specifiers a TypeScript source spells: imports and re-exports (type-only ones too) and literal `import()`s. */
export function specifiersOf(file: string, source: string): string[] {
  const { module, errors } = parseSync(file, source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  if (errors.length > 0) throw new Error(`${file} does not parse: ${errors[0]?.message}`);
  const literal = (start: number, end: number) => {
    const text = source.slice(start, end);
    return /^(['"])[^'"]*\1$/.test(text) ? text.slice(1, -1) : undefined;
  };
  return [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) =>
      entry.entries.flatMap((e) => (e.moduleRequest ? [e.moduleRequest.value] : [])),
    ),
    ...module.dynamicImports.flatMap((entry) => literal(entry.moduleRequest.start, entry.moduleRequest.end) ?? []),
  ];
}

/**
 * Every source file under `dirs` and the project files it names in its import and export
 * statements, type-only ones included: what the compiler sees, where esbuild's run-time graph
 * drops what only types use. `include` picks the files (all sources when absent).
 */
export function sourceImportGraph(dirs: string[], include: (file: string) => boolean = () => true): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const dir of dirs) {
    for (const entry of fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !SOURCE.test(entry.name)) continue;
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!include(file)) continue;
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      const targets = specifiersOf(file, source).flatMap((specifier) => resolveSpecifier(file, specifier) ?? []);
      graph.set(file, [...new Set(targets)]);
    }
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the list of nodes around it. */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}
