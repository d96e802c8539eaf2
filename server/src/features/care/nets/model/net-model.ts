/**
 * The nets' care models: one small logistic regression per language, trained offline
 * (train-net-models.ts) from that language's evaluation sets and committed as weights/<lang>.json,
 * read and checked on first use. Asked, like the English model, only about what the rules did not
 * find, and only past its thresholds chosen in training.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContent } from '../../../../lib/content';
import {
  type CareModel,
  CareModelFileSchema,
  compactCareModel,
  scoreCareModel,
  weightsSchema,
} from '../../model/care-model';
import { asksAfterPetOnly, type LanguageNetData, prepareForNet } from '../net';
import { netFeatures } from './net-features';

/** The English model's file, with stems in any script (Cyrillic, Arabic). */
const NetModelFileSchema = CareModelFileSchema.extend({
  weights: weightsSchema(/^(w:[\p{L}\p{N}]+|b:[\p{L}\p{N}]+_[\p{L}\p{N}]+|c:[\p{L}\p{N}<>]+|idiom)$/u),
});

/**
 * Beside this file in development, beside the bundle in dist/ (the build copies them). Read from
 * disk on first use rather than bundled: as a JavaScript literal in the bundle the seven files cost
 * the server some 30 MB more resident memory than parsed as JSON (decision 0009, round six).
 */
const WEIGHTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'weights');
const loaded = new Map<string, CareModel>();

export function netModel(language: LanguageNetData['language']): CareModel {
  let model = loaded.get(language);
  if (!model) {
    const file = path.join(WEIGHTS_DIR, `${language}.json`);
    const data: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    model = compactCareModel(checkContent(`care/nets/model/weights/${language}.json`, NetModelFileSchema, data));
    loaded.set(language, model);
  }
  return model;
}

interface NetModelOpinion {
  /** Crisis or health past its threshold, else null. */
  kind: 'crisis' | 'health' | null;
  crisis: number;
}

/** The model's opinion of a text in the net's language. */
export function netModelOpinion(text: string, net: LanguageNetData): NetModelOpinion {
  const model = netModel(net.language);
  const prepared = prepareForNet(text, net);
  const score = scoreCareModel(netFeatures(prepared), model);
  if (score.crisis >= model.thresholds.crisis) return { kind: 'crisis', crisis: score.crisis };
  // A pet's health is ordinary (LanguageNetData.pets): the model learned some as health.
  if (score.health >= model.thresholds.health && !asksAfterPetOnly(prepared, net)) {
    return { kind: 'health', crisis: score.crisis };
  }
  return { kind: null, crisis: score.crisis };
}
