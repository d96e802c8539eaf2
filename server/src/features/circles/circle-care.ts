import { CIRCLE_MESSAGES } from '../../../../contract/circles';
import { needsCare } from '../reading/oracle/care';

/**
 * Crisis language in a post or comment: it is still published (silencing someone who reaches out
 * helps no one), flagged for moderators, and its author is shown the care message with help lines.
 */
export function careFor(text: string): { careFlag: boolean; careMessage: string | null } {
  const careFlag = text.length > 0 && needsCare(text);
  return { careFlag, careMessage: careFlag ? CIRCLE_MESSAGES.care : null };
}
