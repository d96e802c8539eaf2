/**
 * Trains the care model on the evaluation sets and writes care-model-weights.json beside this
 * file, which the server loads (it never trains). Deterministic: the same texts give the same file.
 * Usage: npx tsx server/src/features/care/model/train-care-model.ts [--leave-out <set>]...
 * A set left out (one kept for an honest measure) is not trained on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildCareModel, evaluationSets, MODEL_REFUSAL_SHARE, OTHER_LANGUAGE_THRESHOLDS } from './build-care-model';
import { DEFAULT_TRAIN_OPTIONS, modelJson } from './train-logistic';

const args = process.argv.slice(2);
const leftOut = args.flatMap((arg, i) => (args[i - 1] === '--leave-out' ? [arg] : []));
const sets = evaluationSets().filter((set) => !leftOut.includes(set));
const { l2, minCount, epochs } = DEFAULT_TRAIN_OPTIONS;
const about =
  'Multinomial logistic regression over care-features.ts (stems, neighbouring stems, word families), ' +
  `L2 ${l2}, features seen in at least ${minCount} texts, ${epochs} epochs of Adam, classes weighted equally; ` +
  `thresholds let the model alone refuse at most ${MODEL_REFUSAL_SHARE.crisis * 100}% (crisis) and ` +
  `${MODEL_REFUSAL_SHARE.health * 100}% (health) of ordinary texts in leave-one-set-out cross-validation; ` +
  `a text the detector names another language is held to at least ${OTHER_LANGUAGE_THRESHOLDS.crisis} and ${OTHER_LANGUAGE_THRESHOLDS.health}. ` +
  'Rebuild with: npx tsx server/src/features/care/model/train-care-model.ts';
const model = buildCareModel(sets, about);
const file = path.join(import.meta.dirname, 'care-model-weights.json');
fs.writeFileSync(file, modelJson(model));
process.stdout.write(
  `care model: trained on ${sets.join(', ')}; ${Object.keys(model.weights).length} features; ` +
    `thresholds crisis ${model.thresholds.crisis}, health ${model.thresholds.health} ` +
    `(other languages ${model.otherLanguageThresholds?.crisis}, ${model.otherLanguageThresholds?.health}); wrote ${file}\n`,
);
