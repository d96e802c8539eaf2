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

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dir = args.find((arg) => !arg.startsWith('--'));
  if (!dir) {
    process.stderr.write('usage: measure-folder.ts <folder with crisis.txt, health.txt, ordinary.txt> [--missed]\n');
    process.exit(2);
  }
  const showMissed = args.includes('--missed');
  // Loading the module compiles the rules' regular expressions; the first call warms them.
  const started = performance.now();
  const { classifyCare } = await import('../classify-care');
  classifyCare('warm up');
  const compileMs = performance.now() - started;
  let texts = 0;
  const classifyStarted = performance.now();
  const lines: string[] = [];
  for (const kind of ['crisis', 'health', 'ordinary'] as const) {
    const all = readTexts(dir, kind);
    texts += all.length;
    const wrong = all.filter((text) => {
      const got = classifyCare(text).kind;
      return kind === 'ordinary' ? got !== 'ordinary' : got !== kind;
    });
    const label =
      kind === 'ordinary'
        ? `ordinary wrongly refused: ${wrong.length}/${all.length} (${percent(wrong.length, all.length)})`
        : `${kind} recall: ${all.length - wrong.length}/${all.length} (${percent(all.length - wrong.length, all.length)})`;
    lines.push(label);
    if (showMissed) for (const text of wrong) lines.push(`  ${kind === 'ordinary' ? 'refused' : 'missed'}: ${text}`);
  }
  const perText = (performance.now() - classifyStarted) / Math.max(texts, 1);
  lines.push(
    `load and first call (compiles the rules): ${compileMs.toFixed(0)} ms; then ${perText.toFixed(2)} ms per text`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
