/**
 * The nets' care models: one small logistic regression per language, trained offline
 * (train-net-models.ts) from that language's evaluation sets and committed as weights/<lang>.json,
 * read and checked on first use. Asked, like the English model, only about what the rules did not
 * find, and only past its thresholds chosen in training.
 */
import { z } from 'zod';
import { checkContent } from '../../../../lib/content';
import { type CareModelFile, CareModelFileSchema, scoreCareModel } from '../../model/care-model';
import { type LanguageNetData, prepareForNet } from '../net';
import { netFeatures } from './net-features';
import ar from './weights/ar.json' with { type: 'json' };
import de from './weights/de.json' with { type: 'json' };
import es from './weights/es.json' with { type: 'json' };
import fr from './weights/fr.json' with { type: 'json' };
import it from './weights/it.json' with { type: 'json' };
import ru from './weights/ru.json' with { type: 'json' };
import tr from './weights/tr.json' with { type: 'json' };

const Row = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);
/** The English model's file, with stems in any script (Cyrillic, Arabic). */
const NetModelFileSchema = CareModelFileSchema.extend({
  weights: z.record(
    z.string().regex(/^(w:[\p{L}\p{N}]+|b:[\p{L}\p{N}]+_[\p{L}\p{N}]+|c:[\p{L}\p{N}<>]+|idiom)$/u),
    Row,
  ),
});

const FILES: Readonly<Record<LanguageNetData['language'], unknown>> = { ar, de, es, fr, it, ru, tr };
const loaded = new Map<string, CareModelFile>();

export function netModel(language: LanguageNetData['language']): CareModelFile {
  let model = loaded.get(language);
  if (!model) {
    model = checkContent(`care/nets/model/weights/${language}.json`, NetModelFileSchema, FILES[language]);
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
  const score = scoreCareModel(netFeatures(prepareForNet(text, net)), model);
  if (score.crisis >= model.thresholds.crisis) return { kind: 'crisis', crisis: score.crisis };
  if (score.health >= model.thresholds.health) return { kind: 'health', crisis: score.crisis };
  return { kind: null, crisis: score.crisis };
}
