import { careMessage, type HelpLines, healthMessage } from '../../../../contract/care';
import type { CareJudge } from './ai-care-judge';
import { type CareKind, classifyCare } from './classify-care';
import { helpLinesFor } from './help-lines';
import { type LocaleHint, resolveCountry } from './resolve-country';

export interface CareAssessment {
  kind: CareKind;
  /** A crisis in which someone else is hurting or threatening the member. */
  abuse: boolean;
  /** Who saw it: the embedded rules, the model, or both (for logs and tests). */
  by: 'rules' | 'model' | 'both' | 'none';
}

/**
 * Reads a member's text with the embedded classifier and, when a judge (an AI provider) is given,
 * the model too. A crisis seen by either side wins, then health seen by either side. A text the
 * rules already read as a crisis is never sent to the model: the answer cannot change. Without a
 * judge nothing leaves the server.
 */
export async function assessCare(text: string, options: { judge?: CareJudge } = {}): Promise<CareAssessment> {
  const rules = classifyCare(text);
  if (rules.kind === 'crisis' || !options.judge || text.trim() === '') {
    return { kind: rules.kind, abuse: rules.abuse, by: rules.kind === 'ordinary' ? 'none' : 'rules' };
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
      };
    }
  }
  return { kind: 'ordinary', abuse: false, by: 'none' };
}

/** The member's help lines, from her browser's language and time zone. */
export function helpLinesForMember(hint: LocaleHint = {}): HelpLines | null {
  return helpLinesFor(resolveCountry(hint));
}

/** The care message with the member's own help lines. */
export function careMessageFor(hint: LocaleHint = {}, options: { abuse?: boolean } = {}): string {
  return careMessage(helpLinesForMember(hint), options);
}

/** The health answer with the member's own emergency number. */
export function healthMessageFor(hint: LocaleHint = {}): string {
  return healthMessage(helpLinesForMember(hint));
}

/** What the member is told instead of a fortune: the care message, the health answer, or null for a reading. */
export function careAnswerFor(assessment: CareAssessment, hint: LocaleHint = {}): string | null {
  if (assessment.kind === 'ordinary') return null;
  return assessment.kind === 'crisis' ? careMessageFor(hint, { abuse: assessment.abuse }) : healthMessageFor(hint);
}
