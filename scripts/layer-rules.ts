import { cyclesOf, type ImportGraph } from './import-graph';

/** How one side (the client, the server) is layered: server-layers.ts and client-layers.ts fill it in. */
export interface LayerRules<Layer extends string> {
  /** Lowest first: a file may import its own layer and the ones below it. */
  layers: readonly Layer[];
  /** 'client' or 'server', as the messages name the side. */
  side: string;
  /** The constant that lists the layers, named in a message for a file in no layer. */
  layersName: string;
  layerOf(file: string): Layer | undefined;
  featureOf(file: string): string | undefined;
  /** What is wrong with `from` (in `fromLayer`) importing `to`, a file of another feature; undefined when nothing is. */
  crossFeatureProblem(from: string, to: string, fromLayer: Layer): string | undefined;
  /**
   * Imports the rules allow anyway, each with its reason. Empty: keep it so, or say beside an entry
   * why the arrow cannot point the other way.
   */
  allowed: readonly { from: string; to: string; reason: string }[];
}

/**
 * What breaks a side's layering in an import graph (file -> files it imports), one line each: a
 * file in no layer; an import of a higher layer, or of anything outside the contract and the side's
 * sources; an import of another feature's files the rules refuse; features that depend on each
 * other in a circle.
 */
export function layerViolations<Layer extends string>(graph: ImportGraph, rules: LayerRules<Layer>): string[] {
  const found: string[] = [];
  const featureDeps = new Map<string, Set<string>>();
  const rank = (layer: Layer) => rules.layers.indexOf(layer);
  for (const [from, targets] of graph) {
    const fromLayer = rules.layerOf(from);
    if (!fromLayer) {
      found.push(`${from} is in no layer (add its folder to ${rules.layersName})`);
      continue;
    }
    const fromFeature = rules.featureOf(from);
    for (const to of targets) {
      if (rules.allowed.some((entry) => entry.from === from && entry.to === to)) continue;
      const toLayer = rules.layerOf(to);
      if (!toLayer) {
        found.push(`${from} -> ${to}: outside the contract and the ${rules.side}'s sources`);
        continue;
      }
      if (rank(toLayer) > rank(fromLayer))
        found.push(`${from} -> ${to}: ${fromLayer} imports ${toLayer}, a higher layer`);
      const toFeature = rules.featureOf(to);
      if (toFeature && toFeature !== fromFeature) {
        const problem = rules.crossFeatureProblem(from, to, fromLayer);
        if (problem) found.push(`${from} -> ${to}: ${problem}`);
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
