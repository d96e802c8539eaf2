import type { CareJudge } from './ai-care-judge';
import { assessCare, careAnswerFor } from './assess-care';
import type { LocaleHint } from './resolve-country';

export interface CommunityCareReview {
  /** True when the text reads as a crisis: moderators should see a flag on the post or comment. */
  flagged: boolean;
  /** Shown to the author after posting when flagged (the care message for her country), else null. */
  careMessage: string | null;
}

/**
 * For circle posts and comments: a post in crisis language is still published (taking it down
 * would silence the member when she reached out), its author sees the care message, and
 * moderators see a flag. Health talk is ordinary conversation in a community: no action.
 * The circles feature calls this when a post or comment is created.
 */
export async function reviewCommunityText(options: {
  text: string;
  locale?: LocaleHint;
  judge?: CareJudge;
}): Promise<CommunityCareReview> {
  const assessment = await assessCare(options.text, { judge: options.judge, hint: options.locale });
  if (assessment.kind !== 'crisis') return { flagged: false, careMessage: null };
  return { flagged: true, careMessage: careAnswerFor(assessment, options.locale) };
}
