import type { ReadingRow } from '../../db/schema';
import { careAnswerForMember, careMessageFor, healthMessageFor, type LocaleHint } from '../care';

/**
 * The answer to a question about a reading that has no cup because it was answered with care: a
 * crisis answer is met with care again, whatever is asked; after a health answer, another health
 * question gets the health answer and anything else an invitation to a new reading. In her language
 * (the hint's memberLanguage when she chose one other than English), else the question's.
 */
export function noCupAnswer(
  reading: ReadingRow,
  healthQuestion: boolean,
  hint: LocaleHint,
  textLanguage?: string,
): string {
  if (reading.care !== 'health') return careMessageFor(hint, { textLanguage });
  return healthQuestion
    ? healthMessageFor(hint, { textLanguage })
    : careAnswerForMember('no-cup', { hint, textLanguage });
}
