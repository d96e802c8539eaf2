import { NO_CUP_MESSAGE } from '../../../../contract/care';
import type { ReadingRow } from '../../db/schema';
import { careMessageFor, healthMessageFor, type LocaleHint } from '../care';

/**
 * The answer to a question about a reading that has no cup because it was answered with care: a
 * crisis answer is met with care again, whatever is asked; after a health answer, another health
 * question gets the health answer and anything else an invitation to a new reading.
 */
export function noCupAnswer(reading: ReadingRow, healthQuestion: boolean, hint: LocaleHint): string {
  if (reading.care !== 'health') return careMessageFor(hint);
  return healthQuestion ? healthMessageFor(hint) : NO_CUP_MESSAGE;
}
