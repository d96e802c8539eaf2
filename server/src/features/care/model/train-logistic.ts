/**
 * Trains the care model: multinomial logistic regression (crisis, health, ordinary) over binary
 * features, with an L2 penalty and classes weighted to count equally. Used by the training script
 * and the leave-one-set-out measure, never by the server, which only reads the weights.
 */
import { CARE_MODEL_CLASSES, type CareModelClass, type CareModelFile } from './care-model';

export interface LabelledFeatures {
  features: readonly string[];
  label: CareModelClass;
}

export interface TrainOptions {
  /** L2 penalty on the weights (not the biases), per example. */
  l2: number;
  /** A feature seen in fewer training texts than this is left out: it would only memorise them. */
  minCount: number;
  epochs: number;
}

interface TrainedWeights {
  bias: number[];
  weights: Record<string, number[]>;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = { l2: 1e-4, minCount: 2, epochs: 500 };

const K = CARE_MODEL_CLASSES.length;

function softmax(scores: number[]): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

/** Full-batch gradient descent with Adam; deterministic, so the committed weights can be rebuilt. */
export function trainLogistic(data: readonly LabelledFeatures[], options: TrainOptions = DEFAULT_TRAIN_OPTIONS) {
  const counts = new Map<string, number>();
  for (const { features } of data) for (const f of features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocabulary = [...counts].filter(([, n]) => n >= options.minCount).map(([f]) => f);
  vocabulary.sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const rows = data.map(({ features, label }) => ({
    ids: features.map((f) => index.get(f)).filter((i): i is number => i !== undefined),
    y: CARE_MODEL_CLASSES.indexOf(label),
  }));
  const perClass = CARE_MODEL_CLASSES.map((_, k) => rows.filter((row) => row.y === k).length);
  const sampleWeight = perClass.map((n) => (n === 0 ? 0 : data.length / (K * n)));

  const dims = vocabulary.length * K;
  const w = new Float64Array(dims);
  const b = new Float64Array(K);
  const m = new Float64Array(dims + K);
  const v = new Float64Array(dims + K);
  const rate = 0.05;
  const [beta1, beta2, eps] = [0.9, 0.999, 1e-8];
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    const grad = new Float64Array(dims + K);
    for (const row of rows) {
      const scores = Array.from({ length: K }, (_, k) => b[k]!);
      for (const id of row.ids) for (let k = 0; k < K; k++) scores[k]! += w[id * K + k]!;
      const p = softmax(scores);
      const weight = sampleWeight[row.y]! / rows.length;
      for (let k = 0; k < K; k++) {
        const g = (p[k]! - (k === row.y ? 1 : 0)) * weight;
        grad[dims + k]! += g;
        for (const id of row.ids) grad[id * K + k]! += g;
      }
    }
    for (let i = 0; i < dims; i++) grad[i]! += options.l2 * w[i]!;
    const c1 = 1 - beta1 ** epoch;
    const c2 = 1 - beta2 ** epoch;
    for (let i = 0; i < dims + K; i++) {
      m[i] = beta1 * m[i]! + (1 - beta1) * grad[i]!;
      v[i] = beta2 * v[i]! + (1 - beta2) * grad[i]! ** 2;
      const step = (rate * (m[i]! / c1)) / (Math.sqrt(v[i]! / c2) + eps);
      if (i < dims) w[i]! -= step;
      else b[i - dims]! -= step;
    }
  }
  const weights: Record<string, number[]> = {};
  for (const [i, feature] of vocabulary.entries()) {
    const row = Array.from({ length: K }, (_, k) => w[i * K + k]!);
    weights[feature] = row;
  }
  return { bias: Array.from(b), weights } satisfies TrainedWeights;
}

/** The class probabilities the trained weights give a text's features. */
export function probabilities(model: TrainedWeights, features: readonly string[]): Record<CareModelClass, number> {
  const scores = [...model.bias];
  for (const f of features) {
    const row = model.weights[f];
    if (row) for (let k = 0; k < K; k++) scores[k]! += row[k]!;
  }
  const p = softmax(scores);
  return { crisis: p[0]!, health: p[1]!, ordinary: p[2]! };
}

/**
 * The smallest threshold at which no more than `share` of the ordinary texts' scores reach it:
 * the model may refuse at most that share of ordinary texts on its own.
 */
function thresholdFor(ordinaryScores: readonly number[], share: number): number {
  const sorted = [...ordinaryScores].sort((a, b) => b - a);
  const allowed = Math.floor(share * sorted.length);
  const edge = sorted[allowed] ?? 0;
  return Math.min(0.9995, edge + 1e-6);
}

/**
 * A trained model as the file the server reads: weights rounded to three decimals (a feature whose
 * weights barely differ between classes says nothing and is left out), thresholds to four, rounded
 * up so rounding never lowers one (they sit close to 1).
 */
export function modelFile(
  trained: TrainedWeights,
  options: {
    about: string;
    trainedOn: string[];
    texts: number;
    unseenOrdinary: readonly { crisis: number; health: number }[];
    share: { crisis: number; health: number };
  },
): CareModelFile {
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const roundUp = (x: number) => Math.ceil(x * 10000) / 10000;
  const weights: CareModelFile['weights'] = {};
  for (const [feature, row] of Object.entries(trained.weights)) {
    if (Math.max(...row) - Math.min(...row) < 0.02) continue;
    weights[feature] = [round(row[0]!), round(row[1]!), round(row[2]!)];
  }
  const threshold = (kind: 'crisis' | 'health') =>
    roundUp(
      thresholdFor(
        options.unseenOrdinary.map((s) => s[kind]),
        options.share[kind],
      ),
    );
  return {
    about: options.about,
    classes: ['crisis', 'health', 'ordinary'],
    trainedOn: options.trainedOn,
    texts: options.texts,
    thresholds: { crisis: threshold('crisis'), health: threshold('health') },
    bias: [round(trained.bias[0]!), round(trained.bias[1]!), round(trained.bias[2]!)],
    weights,
  };
}

/** A model file as JSON in the form the repository's formatter keeps (each row of weights on one line). */
export function modelJson(model: CareModelFile): string {
  const json = JSON.stringify(model, null, 2).replace(/\[\n([^[\]{}]*?)\n\s*\]/g, (_, items: string) => {
    return `[${items
      .trim()
      .split(/,\n\s*/)
      .join(', ')}]`;
  });
  return `${json}\n`;
}
