import type { Language } from '@contract/languages';
import type { AppContext } from '../../context';
import { assessCare, careAnswerForMember, type LocaleHint } from '../care';

/**
 * Crisis language in a post or comment, in any language the care net reads: it is still published
 * (silencing someone who reaches out helps no one), flagged for moderators, and its author is shown
 * the care notice, in her language (`language`, her profile's, when she chose one other than
 * English; else her text's), with the help lines of her country. The care classifier decides (and
 * the model too when an AI provider is configured); health talk is ordinary conversation in a
 * community.
 */
export async function careFor(
  ctx: AppContext,
  options: { text: string; locale: LocaleHint; language: Language },
): Promise<{ careFlag: boolean; careMessage: string | null }> {
  if (options.text.trim() === '') return { careFlag: false, careMessage: null };
  const assessment = await assessCare(options.text, { judge: ctx.narrator.judgeCare, hint: options.locale });
  if (assessment.kind !== 'crisis') return { careFlag: false, careMessage: null };
  const careMessage = careAnswerForMember('circle', {
    hint: { ...options.locale, memberLanguage: options.language },
    textLanguage: assessment.language,
    abuse: assessment.abuse,
  });
  return { careFlag: true, careMessage };
}
