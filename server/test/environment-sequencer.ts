import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The docblock vitest itself reads to choose a file's environment (`// @vitest-environment jsdom`). */
const ENVIRONMENT = /@(?:vitest|jest)-environment\s+([\w-]+)\b/;

function environmentOf(spec: TestSpecification): string {
  const code = fs.readFileSync(spec.moduleId, 'utf8');
  return code.match(ENVIRONMENT)?.[1] ?? spec.project.config.environment ?? 'node';
}

/**
 * Vitest's own order (slowest first, from the last run), with the files of each environment kept
 * together: the node files, then the jsdom ones. A worker that keeps its modules between files
 * (isolate: false) is reused only while the next file in the queue has its environment; otherwise
 * it is stopped and a new one loads the app's modules again. In vitest's order the 17 jsdom files
 * were spread among the short node files, and the two workers were replaced dozens of times a run.
 */
export class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const environments = new Map(sorted.map((spec) => [spec, environmentOf(spec)]));
    const rank = (spec: TestSpecification) => (environments.get(spec) === 'node' ? 0 : 1);
    // Array.prototype.sort is stable: within an environment the order stays vitest's.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
