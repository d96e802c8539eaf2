/**
 * Writes evaluation photos and their truth for people to look at:
 *
 *   npx tsx server/src/features/cup-photo/evaluation/write-samples.ts <outdir> [--split tune] [--count N] [--size 1600x1200] [--overlay]
 *
 * Each photo is `<n>-<kind>-<seed>.jpg` beside `<n>-<kind>-<seed>.json` (its PhotoTruth), plus
 * `index.json`; with `--overlay`, also `<n>-<kind>-<seed>.truth.jpg` with the truth drawn on it (the
 * cup's ellipse, a line to the handle, each shape's box: green when clear, orange otherwise, with its
 * name or form and zone). The held-out part is not for looking at: it needs `--split held-out --measure-once`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { generateCupPhoto, type PhotoTruth } from './generate-photo';
import { SPLITS, type SplitName } from './splits';

function overlaySvg(t: PhotoTruth): string {
  const { width: W, height: H } = t;
  let body = '';
  if (t.cup) {
    const cx = t.cup.x * W;
    const cy = t.cup.y * H;
    body += `<ellipse cx="${cx}" cy="${cy}" rx="${t.cup.rx * W}" ry="${t.cup.ry * W}" transform="rotate(${t.cup.rotation} ${cx} ${cy})" fill="none" stroke="#0af" stroke-width="2"/>`;
    if (t.handleAngle !== undefined) {
      const a = (t.handleAngle * Math.PI) / 180;
      const d = t.cup.r * W * 1.4;
      body += `<line x1="${cx}" y1="${cy}" x2="${cx + Math.sin(a) * d}" y2="${cy - Math.cos(a) * d}" stroke="#f0f" stroke-width="3"/>`;
    }
  }
  for (const s of t.shapes) {
    const colour = s.clear ? '#0c0' : '#f80';
    body += `<rect x="${s.box.x * W}" y="${s.box.y * H}" width="${s.box.w * W}" height="${s.box.h * H}" fill="none" stroke="${colour}" stroke-width="2"/>`;
    body += `<text x="${s.box.x * W}" y="${s.box.y * H - 4}" font-size="${Math.round(H / 60)}" fill="${colour}" font-family="sans-serif">${s.symbolId ?? s.form} ${s.zone}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${body}</svg>`;
}

async function main(argv: string[]): Promise<void> {
  const args = [...argv];
  const flag = (name: string) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const v = args[i + 1];
    args.splice(i, 2);
    return v;
  };
  const split = (flag('--split') ?? 'tune') as SplitName;
  const count = Number(flag('--count') ?? Infinity);
  const size = flag('--size') ?? '1600x1200';
  const overlayAt = args.indexOf('--overlay');
  const overlay = overlayAt >= 0;
  if (overlay) args.splice(overlayAt, 1);
  const onceAt = args.indexOf('--measure-once');
  const once = onceAt >= 0;
  if (once) args.splice(onceAt, 1);
  const outdir = args[0];
  if (!outdir || !(split in SPLITS) || !/^\d+x\d+$/.test(size)) {
    console.error(
      `usage: write-samples.ts <outdir> [--split ${Object.keys(SPLITS).join('|')}] [--count N] [--size WxH] [--overlay]`,
    );
    process.exit(2);
  }
  if (split.startsWith('held-out') && !once) {
    console.error('The held-out part is measured once, not looked at. Add --measure-once if this is that run.');
    process.exit(2);
  }
  const [width, height] = size.split('x').map(Number) as [number, number];
  mkdirSync(outdir, { recursive: true });
  const specs = SPLITS[split].slice(0, count);
  const index: { file: string; seed: number; kind: string }[] = [];
  const started = performance.now();
  for (const [n, spec] of specs.entries()) {
    const { jpeg, truth } = await generateCupPhoto(spec.seed, { kind: spec.kind, width, height });
    const name = `${String(n).padStart(3, '0')}-${spec.kind}-${spec.seed}`;
    writeFileSync(path.join(outdir, `${name}.jpg`), jpeg);
    writeFileSync(path.join(outdir, `${name}.json`), `${JSON.stringify(truth, null, 2)}\n`);
    if (overlay)
      await sharp(jpeg)
        .composite([{ input: Buffer.from(overlaySvg(truth)) }])
        .jpeg({ quality: 85 })
        .toFile(path.join(outdir, `${name}.truth.jpg`));
    index.push({ file: `${name}.jpg`, seed: spec.seed, kind: spec.kind });
  }
  writeFileSync(
    path.join(outdir, 'index.json'),
    `${JSON.stringify({ split, width, height, photos: index }, null, 2)}\n`,
  );
  const ms = Math.round((performance.now() - started) / Math.max(1, specs.length));
  console.info(`${specs.length} photos of '${split}' in ${outdir} (${ms} ms each)`);
}

await main(process.argv.slice(2));
