/**
 * Prints crisis recall, health recall and the share of ordinary texts wrongly refused for a folder
 * holding crisis.txt, health.txt and ordinary.txt (one text a line, `#` starts a comment line).
 * Usage: npx tsx server/src/features/care/evaluation/measure-folder.ts <folder> [--missed]
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CareKind } from '../classify-care';

function readTexts(dir: string, kind: CareKind): string[] {
  const file = path.join(dir, `${kind}.txt`);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

/** CPU milliseconds (user and system) spent in `work`: unlike wall time, not inflated by a busy machine. */
function cpuMs(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dir = args.find((arg) => !arg.startsWith('--'));
  if (!dir) {
    process.stderr.write('usage: measure-folder.ts <folder with crisis.txt, health.txt, ordinary.txt> [--missed]\n');
    process.exit(2);
  }
  const showMissed = args.includes('--missed');
  const sets = (['crisis', 'health', 'ordinary'] as const).map((kind) => ({ kind, texts: readTexts(dir, kind) }));
  const all = sets.flatMap((set) => set.texts);
  // Loading the module builds the rules' regular expressions; V8 compiles each on its first use,
  // so the first pass over the texts is slower than the next.
  let classifyCare: typeof import('../classify-care').classifyCare = () => {
    throw new Error('not loaded');
  };
  const loadStarted = process.cpuUsage();
  ({ classifyCare } = await import('../classify-care'));
  const loadSpent = process.cpuUsage(loadStarted);
  const loadMs = (loadSpent.user + loadSpent.system) / 1000;
  const firstPass = cpuMs(() => {
    for (const text of all) classifyCare(text);
  });
  const secondPass = cpuMs(() => {
    for (const text of all) classifyCare(text);
  });
  const lines: string[] = [];
  for (const { kind, texts } of sets) {
    const wrong = texts.filter((text) => classifyCare(text).kind !== kind);
    const label =
      kind === 'ordinary'
        ? `ordinary wrongly refused: ${wrong.length}/${texts.length} (${percent(wrong.length, texts.length)})`
        : `${kind} recall: ${texts.length - wrong.length}/${texts.length} (${percent(texts.length - wrong.length, texts.length)})`;
    lines.push(label);
    if (showMissed) for (const text of wrong) lines.push(`  ${kind === 'ordinary' ? 'refused' : 'missed'}: ${text}`);
  }
  const per = (ms: number) => (ms / Math.max(all.length, 1)).toFixed(2);
  lines.push(
    `CPU time: loading the rules ${loadMs.toFixed(0)} ms; first pass ${per(firstPass)} ms per text (regular expressions compile on first use), then ${per(secondPass)} ms per text`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
