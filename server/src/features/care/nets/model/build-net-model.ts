/**
 * Builds a net's care model from its language's evaluation sets: trains a logistic regression over
 * net-features.ts and picks its thresholds with each set left out in turn (the lowest probability
 * at which the model alone refuses at most 1% of the unseen ordinary texts). Used by the training
 * script and by the test that the shipped weights match the texts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CareModelFile } from '../../model/care-model';
import {
  DEFAULT_TRAIN_OPTIONS,
  type LabelledFeatures,
  modelFile,
  probabilities,
  trainLogistic,
} from '../../model/train-logistic';
import { type LanguageNetData, prepareForNet } from '../net';
import { netFeatures } from './net-features';

export const LANGUAGES_DIR = path.join(import.meta.dirname, '..', '..', 'evaluation', 'languages');
/** The sets each model learns from: held-out-2 is kept out, to measure them. */
export const NET_TRAINING_SETS = ['dev', 'held-out-1'] as const;
const REFUSAL_SHARE = 0.01;
const LABELS = ['crisis', 'health', 'ordinary'] as const;

interface Example extends LabelledFeatures {
  set: string;
}

function readSet(net: LanguageNetData, set: string): Example[] {
  return LABELS.flatMap((label) =>
    fs
      .readFileSync(path.join(LANGUAGES_DIR, set, net.language, `${label}.txt`), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((text) => ({ set, label, features: netFeatures(prepareForNet(text, net)) })),
  );
}

/** How many texts a net's model learns from (the test that the weights were rebuilt reads it). */
export function netTrainingTexts(net: LanguageNetData): number {
  return NET_TRAINING_SETS.flatMap((set) => readSet(net, set)).length;
}

export function buildNetModel(net: LanguageNetData, about: string): CareModelFile {
  const sets = NET_TRAINING_SETS;
  const examples = sets.flatMap((set) => readSet(net, set));
  const unseen: { crisis: number; health: number }[] = [];
  for (const left of sets) {
    const fold = trainLogistic(
      examples.filter((e) => e.set !== left),
      DEFAULT_TRAIN_OPTIONS,
    );
    for (const e of examples) {
      if (e.set === left && e.label === 'ordinary') unseen.push(probabilities(fold, e.features));
    }
  }
  const trained = trainLogistic(examples, DEFAULT_TRAIN_OPTIONS);
  return modelFile(trained, {
    about,
    trainedOn: sets.map((set) => `${set}/${net.language}`),
    texts: examples.length,
    unseenOrdinary: unseen,
    share: { crisis: REFUSAL_SHARE, health: REFUSAL_SHARE },
  });
}
