/**
 * Reads a member's text in whatever language she writes: the English rules and model
 * (classify-care.ts) and every other language's net (nets/) read it, since mixed texts are common
 * ('bu job beni öldürüyor'), and the first crisis, else the first health outcome, wins. The
 * language is identified too: care is answered in it, and a text in a language no net reads gets
 * a reading with the member's help lines beneath it (docs/decisions/0009-care-classifier.md).
 */
import { type CareLanguage, isCareLanguage } from './care-answer-words';
import { type CareKind, classifyCare } from './classify-care';
import { detectLanguage, languagesMentioned, mayBeRussianInLatin } from './language/detect-language';
import { classifyWithNet, NETS } from './nets';
import { netModelOpinion } from './nets/model/net-model';
import type { LocaleHint } from './resolve-country';

const EUROPEAN: ReadonlySet<string> = new Set(['de', 'es', 'fr', 'it']);
/**
 * A net model's crisis opinion alone, with no rule seeing any sign of crisis, counts only from
 * this probability up. Chosen on held-out-5, which no model trained on: from 0.99 to 0.8 the
 * models alone found 54 more of its 340 crises and refused one more of its 680 ordinary texts
 * (decision 0009, round five).
 */
const MODEL_SURE_ALONE = 0.8;
const CRISIS_SIGN = /(^|\.)crisis\./;
/**
 * A text in Latin letters is read by the Russian net (which reads transliterated Russian) when it
 * has a Russian word, or reads as Russian, or the browser's language is Russian.
 */
const CYRILLIC = /[\u0400-\u04FF]/;

function readsByLanguage(net: string, language: string, browser: string | undefined): boolean {
  return net === language || net === browser || !isCareLanguage(language);
}

interface CareReading {
  kind: CareKind;
  abuse: boolean;
  /** The rules (and model) that spoke, by id, for tests and the decision record. */
  signs: string[];
  /** The text's language, ISO 639-1, or 'und' when it has too few letters to tell. */
  language: string;
  /** False when the text is in a language none of Telve's care rules read. */
  judged: boolean;
}

export function readCare(text: string, hint: LocaleHint = {}): CareReading {
  const { language } = detectLanguage(text, hint);
  // The German, Spanish, French and Italian nets read a text in their own language (or the browser's),
  // or one in a language none of the eight is: their words are words of the others in other senses
  // ('cancer' is a sign of the zodiac in English and Spanish). Turkish and Arabic read every text,
  // Russian every text in Cyrillic (and one in Latin letters with a Russian word in it).
  const browser = hint.locale?.split('-')[0]?.toLowerCase();
  const mentioned = languagesMentioned(text);
  const nets = NETS.filter((net) => {
    if (net.language === 'ru' && !CYRILLIC.test(text)) {
      return mayBeRussianInLatin(text) || readsByLanguage('ru', language, browser);
    }
    return (
      !EUROPEAN.has(net.language) ||
      readsByLanguage(net.language, language, browser) ||
      mentioned.includes(net.language)
    );
  });
  // The English model learned English only: a text the detector names another language is held to
  // its thresholds chosen on the other languages' ordinary texts (decision 0009, round fourteen).
  const otherLanguage = language !== 'en' && language !== 'und';
  const decisions = [classifyCare(text, { otherLanguage }), ...nets.map((net) => classifyWithNet(text, net))];
  const signs = decisions.flatMap((decision) => decision.signs);
  const judged = language === 'und' || isCareLanguage(language);
  const crises = decisions.filter((decision) => decision.kind === 'crisis');
  if (crises.length > 0) return { kind: 'crisis', abuse: crises.some((d) => d.abuse), signs, language, judged };
  const health = decisions.some((decision) => decision.kind === 'health');
  // What the rules did not find, the model of the text's language (or the browser's, or one whose
  // small words it uses) may: a crisis, or, when no rule spoke, health.
  const opinions = nets
    .filter((net) => net.language === language || net.language === browser || mentioned.includes(net.language))
    .map((net) => ({ language: net.language, opinion: netModelOpinion(text, net) }));
  const hinted = signs.some((sign) => CRISIS_SIGN.test(sign));
  const modelCrisis = opinions.find(
    (o) => o.opinion.kind === 'crisis' && (hinted || o.opinion.crisis >= MODEL_SURE_ALONE),
  );
  if (modelCrisis) {
    return {
      kind: 'crisis',
      abuse: false,
      signs: [...signs, `${modelCrisis.language}.model.crisis`],
      language,
      judged,
    };
  }
  const modelHealth = opinions.find(
    (o) => o.opinion.kind === 'health' && (o.language === language || o.language === browser),
  );
  if (!health && modelHealth) {
    return {
      kind: 'health',
      abuse: false,
      signs: [...signs, `${modelHealth.language}.model.health`],
      language,
      judged,
    };
  }
  return { kind: health ? 'health' : 'ordinary', abuse: false, signs, language, judged };
}

/**
 * The language to answer care in: hers when she chose one other than English (she asked Telve to
 * speak it), else the text's own when Telve writes it, else the browser's, else English. Her English
 * comes after the text's because it is every member's default, chosen or not: a member who never
 * chose and writes in Turkish is answered in Turkish, as before there was a choice.
 */
export function answerLanguage(textLanguage: string, hint: LocaleHint = {}): CareLanguage {
  if (hint.memberLanguage && hint.memberLanguage !== 'en') return hint.memberLanguage;
  if (isCareLanguage(textLanguage)) return textLanguage;
  const browser = hint.locale?.split('-')[0]?.toLowerCase() ?? '';
  return isCareLanguage(browser) ? browser : 'en';
}
