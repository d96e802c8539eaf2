/**
 * Measures the cup reader on a split of the evaluation set and prints issue 31's targets:
 *
 *   npx tsx server/src/features/cup-photo/reader/measure-reader.ts [--split tune] [--count N]
 *     [--size 1600x1200] [--turns 12] [--cache /tmp/telve-cup-eval] [--reencode 1333]
 *
 * With --reencode, each photo is first re-encoded as an upload is (the media pipeline's WebP, at most
 * that many pixels on its long side), so the reader reads what it reads on the server.
 * Generated photos are cached in /tmp (about 1 s each to draw). A held-out split (`held-out`,
 * `held-out-2` to `held-out-13`) is measured once, for the report, and needs `--measure-once`; tune on
 * `tune` (and on the held-out splits spent by their one measure, decision 0031).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ImagePipeline, loadSharp } from '../../../media/image-pipeline';
import { EXPECTED, generateCupPhoto, PHOTO_KINDS, type PhotoTruth } from '../evaluation/generate-photo';
import { SPLITS, type SplitName } from '../evaluation/splits';
import { readCupPhoto } from './read-cup-photo';
import { boxOverlap, LARGE_SIZE, type PhotoScore, scoreReading, TOLERANCE, turnBox } from './score-reading';
import type { CupReaderResult } from './types';

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function cachedPhoto(dir: string, seed: number, kind: string, width: number, height: number) {
  const base = path.join(dir, `${seed}-${kind}-${width}x${height}`);
  if (existsSync(`${base}.jpg`) && existsSync(`${base}.json`)) {
    return { jpeg: readFileSync(`${base}.jpg`), truth: JSON.parse(readFileSync(`${base}.json`, 'utf8')) as PhotoTruth };
  }
  const { jpeg, truth } = await generateCupPhoto(seed, { kind: kind as PhotoTruth['kind'], width, height });
  writeFileSync(`${base}.jpg`, jpeg);
  writeFileSync(`${base}.json`, JSON.stringify(truth));
  return { jpeg, truth };
}

/** One line per photo for --verbose: the answer, and what was missed or misnamed. */
function describeOne(seed: number, kind: string, result: CupReaderResult, score?: PhotoScore): string {
  if (!result.ok) return `${seed} ${kind}: refused ${result.refusal}\n`;
  const head = `${seed} ${kind}: ${result.sight.shapes.length} shapes, handle ${result.sight.handleAngle}`;
  if (!score) return `${head}\n`;
  const notes = score.matches
    .filter((m) => m.truth.clear || m.truth.size >= LARGE_SIZE)
    .map((m) =>
      m.found
        ? `${m.truth.symbolId ?? m.truth.form}/${m.truth.zone} -> ${m.found.symbolId ?? m.found.form}/${m.found.zone} ${m.found.confidence}`
        : `${m.truth.symbolId ?? m.truth.form}/${m.truth.zone} -> missed`,
    );
  return `${head}${score.cupFound ? '' : ' CUP WRONG'}${score.handleFound ? '' : ' HANDLE WRONG'} invented ${score.invented}\n  ${notes.join('\n  ')}\n`;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}% (${n}/${d})` : 'n/a');
const quantileOf = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

async function main(args: string[]): Promise<void> {
  const split = (flag(args, '--split') ?? 'tune') as SplitName;
  if (!(split in SPLITS)) throw new Error(`unknown split ${split}`);
  if (split.startsWith('held-out') && !args.includes('--measure-once')) {
    console.error('The held-out split is measured once, for the report. Add --measure-once if this is that run.');
    process.exit(2);
  }
  const [width, height] = (flag(args, '--size') ?? '1600x1200').split('x').map(Number) as [number, number];
  const count = Number(flag(args, '--count') ?? Infinity);
  const turnSubset = Number(flag(args, '--turns') ?? 12);
  const dir = flag(args, '--cache') ?? '/tmp/telve-cup-eval';
  const verbose = args.includes('--verbose');
  const reencodeEdge = flag(args, '--reencode');
  const pipeline = new ImagePipeline();
  const asUploaded = async (jpeg: Buffer): Promise<Buffer> =>
    reencodeEdge ? (await pipeline.reencode(jpeg, { maxEdge: Number(reencodeEdge) })).bytes : jpeg;
  mkdirSync(dir, { recursive: true });
  const sharp = await loadSharp();
  const specs = SPLITS[split].slice(0, count);

  const times: number[] = [];
  const cpuTimes: number[] = [];
  let peakRss = 0;
  const byKind = new Map<string, { n: number; right: number; readings: number }>();
  const scores: PhotoScore[] = [];
  const radiusRatios: number[] = [];
  let deterministic = 0;
  let deterministicOf = 0;
  let turnedShapes = 0;
  let turnedKept = 0;
  let turnedPhotos = 0;
  for (const spec of specs) {
    const cached = await cachedPhoto(dir, spec.seed, spec.kind, width, height);
    const { truth } = cached;
    const jpeg = await asUploaded(cached.jpeg);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const result = await readCupPhoto(jpeg);
    times.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuBefore);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const expected = EXPECTED[spec.kind];
    const k = byKind.get(spec.kind) ?? { n: 0, right: 0, readings: 0 };
    k.n++;
    if (result.ok) k.readings++;
    if (result.ok ? expected === 'reading' : result.refusal === expected) k.right++;
    byKind.set(spec.kind, k);
    const score = spec.kind === 'cup' ? scoreReading(result, truth) : undefined;
    if (verbose) process.stdout.write(describeOne(spec.seed, spec.kind, result, score));
    if (!score) continue;
    scores.push(score);
    if (result.ok && truth.cup && score.cupFound) radiusRatios.push(result.sight.cup.r / truth.cup.r);
    if (deterministicOf < turnSubset) {
      deterministicOf++;
      if (JSON.stringify(await readCupPhoto(jpeg)) === JSON.stringify(result)) deterministic++;
    }
    if (turnedPhotos < turnSubset && result.ok) {
      turnedPhotos++;
      for (let q = 1; q <= 3; q++) {
        const turned: CupReaderResult = await readCupPhoto(
          await sharp(jpeg)
            .rotate(90 * q)
            .jpeg({ quality: 95 })
            .toBuffer(),
        );
        for (const shape of result.sight.shapes) {
          turnedShapes++;
          const box = turnBox(shape.box, q);
          const twin = turned.ok ? turned.sight.shapes.find((s) => boxOverlap(s.box, box) >= 0.5) : undefined;
          if (twin && twin.zone === shape.zone) turnedKept++;
          else if (verbose) {
            const lost = twin
              ? `read in the ${twin.zone}`
              : turned.ok
                ? 'not found again'
                : `refused (${turned.refusal})`;
            process.stdout.write(
              `${spec.seed} turned ${90 * q} degrees: ${shape.symbolId ?? shape.form}/${shape.zone} ${lost}\n`,
            );
          }
        }
      }
    }
  }

  const cups = scores.length;
  const notCup = PHOTO_KINDS.filter((kind) => EXPECTED[kind] === 'not-a-cup').map(
    (kind) => byKind.get(kind) ?? { n: 0, right: 0, readings: 0 },
  );
  const nonCupN = notCup.reduce((s, k) => s + k.n, 0);
  const nonCupRefused = notCup.reduce((s, k) => s + k.n - k.readings, 0);
  const nonCupReadings = notCup.reduce((s, k) => s + k.readings, 0);
  const large = scores.flatMap((s) => s.matches.filter((m) => m.truth.size >= LARGE_SIZE));
  const largeMatched = large.filter((m) => m.found);
  const clear = scores.flatMap((s) => s.matches.filter((m) => m.truth.clear && m.truth.form === 'figure'));
  const clearMatched = clear.filter((m) => m.found);
  const named = (ms: typeof clear) => ms.filter((m) => m.found?.symbolId === m.truth.symbolId).length;
  const forms = scores.flatMap((s) => s.matches.filter((m) => m.truth.form !== 'figure' && m.truth.clear));

  const lines = [
    `split ${split}: ${specs.length} photos at ${width}x${height} (${cups} cups)${reencodeEdge ? `, re-encoded at ${reencodeEdge} px` : ''}`,
    `non-cups refused (422), target >= 95%: ${pct(nonCupRefused, nonCupN)}; readings given for a non-cup (target 0): ${nonCupReadings}`,
    'answer right per kind:',
    ...[...byKind].map(
      ([kind, k]) =>
        `  ${kind.padEnd(10)} expected ${EXPECTED[kind as keyof typeof EXPECTED].padEnd(11)} ${pct(k.right, k.n)}`,
    ),
    `cup found (centre within ${TOLERANCE.centre * 100}% of r, radius within ${TOLERANCE.radius * 100}%): ${pct(scores.filter((s) => s.cupFound).length, cups)}`,
    `  found radius / true radius: p10 ${quantileOf(radiusRatios, 0.1).toFixed(3)}, p50 ${quantileOf(radiusRatios, 0.5).toFixed(3)}, p90 ${quantileOf(radiusRatios, 0.9).toFixed(3)}`,
    `cup and handle found (handle within ${TOLERANCE.handleDegrees} deg), target >= 98%: ${pct(scores.filter((s) => s.handleFound).length, cups)}`,
    `zone right for large shapes (size >= ${LARGE_SIZE} of r; unfound count as wrong), target >= 95%: ${pct(large.filter((m) => m.found?.zone === m.truth.zone).length, large.length)}`,
    `  of the large shapes found: ${pct(largeMatched.filter((m) => m.found?.zone === m.truth.zone).length, largeMatched.length)}; found: ${pct(largeMatched.length, large.length)}`,
    `silhouette top-1 right for clear figures (unfound count as wrong), target >= 70%: ${pct(named(clear), clear.length)}`,
    `  of the clear figures found: ${pct(named(clearMatched), clearMatched.length)}; found: ${pct(clearMatched.length, clear.length)}`,
    `  clear forms (dots, line, ring, mass) read by the right form: ${pct(forms.filter((m) => m.found?.form === m.truth.form).length, forms.length)}`,
    `invented shapes per cup photo, target <= 1: ${(scores.reduce((s, p) => s + p.invented, 0) / Math.max(1, cups)).toFixed(2)}`,
    `deterministic (read twice, same answer): ${pct(deterministic, deterministicOf)}`,
    `zones kept under quarter turns (${turnedPhotos} photos x 3 turns): ${pct(turnedKept, turnedShapes)}`,
    `time per photo (reader only, wall): p50 ${quantileOf(times, 0.5).toFixed(0)} ms, p95 ${quantileOf(times, 0.95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (the first includes loading sharp and the silhouettes)`,
    `CPU per photo (all threads): p50 ${quantileOf(cpuTimes, 0.5).toFixed(0)} ms, p95 ${quantileOf(cpuTimes, 0.95).toFixed(0)} ms; peak RSS of this process ${(peakRss / 1e6).toFixed(0)} MB`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main(process.argv.slice(2));
