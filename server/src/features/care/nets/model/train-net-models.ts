/**
 * Trains each net's care model and writes weights/<language>.json beside this file (the server
 * never trains). Deterministic. Usage: npx tsx server/src/features/care/nets/model/train-net-models.ts
 * [--out <dir>] [language]... (every net by default; --out writes elsewhere, to compare before copying in)
 */
import fs from 'node:fs';
import path from 'node:path';
import { modelJson } from '../../model/train-logistic';
import { NETS } from '..';
import { buildNetModel, NET_TRAIN_OPTIONS } from './build-net-model';

const { l2, minCount, epochs } = NET_TRAIN_OPTIONS;
const about =
  'Multinomial logistic regression over net-features.ts (five-letter stems, neighbouring pairs and five-letter runs within words), ' +
  `L2 ${l2}, features seen in at least ${minCount} texts, ${epochs} epochs of Adam; thresholds let the model ` +
  'alone refuse at most 1% of ordinary texts with each training set left out in turn. ' +
  'Rebuild with: npx tsx server/src/features/care/nets/model/train-net-models.ts';
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const outDir = outAt >= 0 ? path.resolve(args[outAt + 1] ?? '.') : path.join(import.meta.dirname, 'weights');
const languages = args.filter((_arg, i) => outAt < 0 || (i !== outAt && i !== outAt + 1));
fs.mkdirSync(outDir, { recursive: true });
for (const net of NETS.filter((n) => languages.length === 0 || languages.includes(n.language))) {
  const model = buildNetModel(net, about);
  const file = path.join(outDir, `${net.language}.json`);
  fs.writeFileSync(file, modelJson(model));
  process.stdout.write(
    `${net.language}: ${Object.keys(model.weights).length} features; thresholds crisis ${model.thresholds.crisis}, ` +
      `health ${model.thresholds.health}\n`,
  );
}
