import type { CareJudge } from './ai-care-judge';
import { type CareAnswerKind, careAnswerIn } from './care-answers';
import type { CareKind } from './classify-care';
import { helpLinesFor } from './help-lines';
import { loadLanguageDetector } from './language/detect-language';
import { answerLanguage, readCare } from './read-care';
import { type LocaleHint, resolveCountry } from './resolve-country';

interface CareAssessment {
  kind: CareKind;
  /** A crisis in which someone else is hurting or threatening the member. */
  abuse: boolean;
  /** Who saw it: the embedded rules, the model, or both (for logs and tests). */
  by: 'rules' | 'model' | 'both' | 'none';
  /** The text's language (ISO 639-1, or 'und'): care is answered in it when Telve writes it. */
  language: string;
  /** False when no care rule reads the text's language: a reading then carries the help lines. */
  judged: boolean;
}

/**
 * Reads a member's text with the embedded care net (every language it knows) and, when a judge (an
 * AI provider) is given, the model too. A crisis seen by either side wins, then health seen by
 * either side. A text the rules already read as a crisis is never sent to the model: the answer
 * cannot change; any other text is, in whatever language, so a language the rules cannot read is
 * always judged by the model when there is one. Without a judge nothing leaves the server.
 */
export async function assessCare(
  text: string,
  options: { judge?: CareJudge; hint?: LocaleHint } = {},
): Promise<CareAssessment> {
  await loadLanguageDetector();
  const rules = readCare(text, options.hint);
  const { language, judged } = rules;
  if (rules.kind === 'crisis' || !options.judge || text.trim() === '') {
    return { kind: rules.kind, abuse: rules.abuse, by: rules.kind === 'ordinary' ? 'none' : 'rules', language, judged };
  }
  const model = await options.judge(text);
  for (const kind of ['crisis', 'health'] as const) {
    const byRules = rules.kind === kind;
    const byModel = model?.kind === kind;
    if (byRules || byModel) {
      return {
        kind,
        abuse: kind === 'crisis' && (model?.abuse ?? false),
        by: byRules && byModel ? 'both' : byRules ? 'rules' : 'model',
        language,
        judged,
      };
    }
  }
  return { kind: 'ordinary', abuse: false, by: 'none', language, judged };
}

/**
 * One of Telve's care answers for the member: in her own language when she chose one other than
 * English, else in her text's when Telve writes it, else her browser's, else English (answerLanguage),
 * with the help lines of her country (her time zone, then her language tag), named in that language.
 */
export function careAnswerForMember(
  kind: CareAnswerKind,
  options: { hint?: LocaleHint; textLanguage?: string; abuse?: boolean } = {},
): string {
  const hint = options.hint ?? {};
  const language = answerLanguage(options.textLanguage ?? 'und', hint);
  return careAnswerIn(language, kind, helpLinesFor(resolveCountry(hint), language), { abuse: options.abuse });
}

/** The care message with the member's own help lines. */
export function careMessageFor(
  hint: LocaleHint = {},
  options: { abuse?: boolean; textLanguage?: string } = {},
): string {
  return careAnswerForMember('crisis', { hint, ...options });
}

/** The health answer with the member's own emergency number. */
export function healthMessageFor(hint: LocaleHint = {}, options: { textLanguage?: string } = {}): string {
  return careAnswerForMember('health', { hint, ...options });
}

/** What the member is told instead of a fortune: the care message, the health answer, or null for a reading. */
export function careAnswerFor(assessment: CareAssessment, hint: LocaleHint = {}): string | null {
  if (assessment.kind === 'ordinary') return null;
  return careAnswerForMember(assessment.kind, { hint, textLanguage: assessment.language, abuse: assessment.abuse });
}

/**
 * Beneath a reading or an answer to a text no care rule could read (a language the net does not
 * know): the member's help lines, said gently. Null for any other text.
 */
export function careNoteFor(assessment: CareAssessment, hint: LocaleHint = {}): string | null {
  if (assessment.kind !== 'ordinary' || assessment.judged) return null;
  return careAnswerForMember('note', { hint, textLanguage: assessment.language });
}

/** A reading's or an answer's text with the care note (if any) as its last paragraph. */
export function withCareNote(text: string, note: string | null): string {
  return note ? `${text}\n\n${note}` : text;
}
