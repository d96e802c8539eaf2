/**
 * The care model: a small logistic regression whose weights were trained offline from the care
 * evaluation set (train-care-model.ts) and committed as care-model-weights.json, so the server
 * reads them and never trains. It scores a text crisis, health or ordinary from the words and word
 * families the rules see; the classifier asks it only for what the rules did not find, and only a
 * probability past the thresholds chosen in training counts.
 */
import { z } from 'zod';
import { checkContent } from '../../../lib/content';
import weightsFile from './care-model-weights.json' with { type: 'json' };

export const CARE_MODEL_CLASSES = ['crisis', 'health', 'ordinary'] as const;
export type CareModelClass = (typeof CARE_MODEL_CLASSES)[number];

const probability = z.number().gt(0).lt(1);
/** One weight a class, in the order of CARE_MODEL_CLASSES. */
const Row = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);
type Row = z.infer<typeof Row>;

/**
 * Feature -> its row of weights, each feature named as `feature` allows. Checked in one loop: as a
 * record of tuples, zod took ~0.1 s of a slow machine's main thread for each model's ~14,000 rows,
 * in one piece of the warm-up after start.
 */
export function weightsSchema(feature: RegExp) {
  return z.custom<Record<string, Row>>().superRefine((weights, context) => {
    if (typeof weights !== 'object' || weights === null || Array.isArray(weights)) {
      context.addIssue({ code: 'custom', message: 'expected an object of feature -> [crisis, health, ordinary]' });
      return;
    }
    for (const [name, row] of Object.entries(weights)) {
      if (!feature.test(name)) {
        context.addIssue({ code: 'custom', path: [name], message: `a feature is named as ${feature} allows` });
      } else if (!Array.isArray(row) || row.length !== 3 || !row.every((weight) => Number.isFinite(weight))) {
        context.addIssue({ code: 'custom', path: [name], message: 'expected three finite numbers' });
      }
    }
  });
}

export const CareModelFileSchema = z.strictObject({
  /** How the weights were made, for whoever rebuilds them. */
  about: z.string().min(1),
  classes: z.tuple([z.literal('crisis'), z.literal('health'), z.literal('ordinary')]),
  /** The evaluation folders the weights were trained on. */
  trainedOn: z.array(z.string().min(1)).min(1),
  /** How many texts those folders held: a test fails when texts are added and the weights are not rebuilt. */
  texts: z.number().int().positive(),
  /** A probability at or above which the model's opinion counts, chosen by cross-validation. */
  thresholds: z.strictObject({ crisis: probability, health: probability }),
  /**
   * The thresholds for a text the detector names another language (the model learned English
   * only): chosen on the other languages' ordinary texts, so it refuses no more of them.
   */
  otherLanguageThresholds: z.strictObject({ crisis: probability, health: probability }).optional(),
  bias: Row,
  /** Feature (`w:stem`, `b:stem_stem`, `f:family`, `idiom`) to its weight for each class. */
  weights: weightsSchema(/^(w:[a-z0-9&]+|b:[a-z0-9&]+_[a-z0-9&]+|f:[a-zA-Z]+|idiom)$/),
});
export type CareModelFile = z.infer<typeof CareModelFileSchema>;

/**
 * A model as the server holds it: every feature's three weights side by side in one typed array,
 * found through one map. The file's shape (an object of three-number arrays, ~77,000 of them across
 * the eight models) held some 8 MB more of the heap for the same numbers.
 */
export interface CareModel {
  readonly trainedOn: CareModelFile['trainedOn'];
  readonly texts: number;
  readonly thresholds: CareModelFile['thresholds'];
  /** For a text in another language; the English thresholds when the file has none. */
  readonly otherLanguageThresholds: CareModelFile['thresholds'];
  readonly bias: Readonly<CareModelFile['bias']>;
  /** Feature to the index of its first weight in `weights` (crisis, then health, then ordinary). */
  readonly offsets: ReadonlyMap<string, number>;
  readonly weights: Float64Array;
}

export function compactCareModel(file: CareModelFile): CareModel {
  const features = Object.keys(file.weights);
  const offsets = new Map<string, number>();
  const weights = new Float64Array(features.length * 3);
  features.forEach((feature, i) => {
    offsets.set(feature, i * 3);
    weights.set(file.weights[feature]!, i * 3);
  });
  const { trainedOn, texts, thresholds, bias } = file;
  const otherLanguageThresholds = file.otherLanguageThresholds ?? thresholds;
  return { trainedOn, texts, thresholds, otherLanguageThresholds, bias, offsets, weights };
}

let loaded: CareModel | undefined;

/**
 * The shipped weights, checked against their schema on first use rather than at start-up (the
 * check costs a tenth of a second of CPU; the server warms it just after it starts listening).
 */
export function careModel(): CareModel {
  loaded ??= compactCareModel(checkContent('care/model/care-model-weights.json', CareModelFileSchema, weightsFile));
  return loaded;
}

interface CareModelScore {
  crisis: number;
  health: number;
}

function classScores(features: readonly string[], model: CareModel): number[] {
  const scores = [...model.bias];
  for (const feature of features) {
    const at = model.offsets.get(feature);
    if (at !== undefined) for (let k = 0; k < 3; k++) scores[k]! += model.weights[at + k]!;
  }
  return scores;
}

/** The model's probabilities of crisis and health for a text's features (care-features.ts). */
export function scoreCareModel(features: readonly string[], model: CareModel = careModel()): CareModelScore {
  const scores = classScores(features, model);
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const sum = exps[0]! + exps[1]! + exps[2]!;
  return { crisis: exps[0]! / sum, health: exps[1]! / sum };
}

/**
 * The features that pushed hardest from ordinary toward `kind`, strongest first: what a person
 * reviewing a decision reads to see why the model spoke.
 */
export function careModelEvidence(
  features: readonly string[],
  kind: 'crisis' | 'health',
  model: CareModel = careModel(),
): string[] {
  const k = kind === 'crisis' ? 0 : 1;
  return features
    .flatMap((feature) => {
      const at = model.offsets.get(feature);
      return at === undefined ? [] : [{ feature, push: model.weights[at + k]! - model.weights[at + 2]! }];
    })
    .filter(({ push }) => push > 0)
    .sort((a, b) => b.push - a.push)
    .slice(0, 4)
    .map(({ feature }) => feature);
}
