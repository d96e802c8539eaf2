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
  bias: Row,
  /** Feature (`w:stem`, `b:stem_stem`, `f:family`, `idiom`) to its weight for each class. */
  weights: z.record(z.string().regex(/^(w:[a-z0-9&]+|b:[a-z0-9&]+_[a-z0-9&]+|f:[a-zA-Z]+|idiom)$/), Row),
});
export type CareModelFile = z.infer<typeof CareModelFileSchema>;

let loaded: CareModelFile | undefined;

/**
 * The shipped weights, checked against their schema on first use rather than at start-up (the
 * check costs a tenth of a second of CPU; the server warms it just after it starts listening).
 */
export function careModel(): CareModelFile {
  loaded ??= checkContent('care/model/care-model-weights.json', CareModelFileSchema, weightsFile);
  return loaded;
}

interface CareModelScore {
  crisis: number;
  health: number;
}

function classScores(features: readonly string[], model: CareModelFile): number[] {
  const scores = [...model.bias];
  for (const feature of features) {
    const row = model.weights[feature];
    if (row) for (let k = 0; k < 3; k++) scores[k]! += row[k]!;
  }
  return scores;
}

/** The model's probabilities of crisis and health for a text's features (care-features.ts). */
export function scoreCareModel(features: readonly string[], model: CareModelFile = careModel()): CareModelScore {
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
  model: CareModelFile = careModel(),
): string[] {
  const k = kind === 'crisis' ? 0 : 1;
  return features
    .flatMap((feature) => {
      const row = model.weights[feature];
      return row ? [{ feature, push: row[k]! - row[2]! }] : [];
    })
    .filter(({ push }) => push > 0)
    .sort((a, b) => b.push - a.push)
    .slice(0, 4)
    .map(({ feature }) => feature);
}
