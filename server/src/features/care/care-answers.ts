/**
 * What Telve says instead of a fortune, in the member's language: the care message, the health
 * answer, the circle's care notice, the answer about a cup that was never read, and the gentle note
 * beneath a reading in a language the care net cannot read. English is contract/care.ts's, word for
 * word; the other languages fill content/care-answers.json's templates with the country's lines.
 */
import {
  careMessage,
  careNote,
  HELP_LINE_DIRECTORY,
  type HelpLines,
  healthMessage,
  NO_CUP_MESSAGE,
} from '@contract/care';
import { circleCareMessage } from '@contract/circles';
import { fillTemplate } from '../../lib/content';
import { type CareAnswerWords, type CareLanguage, careAnswerWords } from './care-answer-words';

export type CareAnswerKind = 'crisis' | 'health' | 'circle' | 'no-cup' | 'note';

const ENGLISH: Record<CareAnswerKind, (lines: HelpLines | null, abuse: boolean) => string> = {
  crisis: (lines, abuse) => careMessage(lines, { abuse }),
  health: (lines) => healthMessage(lines),
  circle: (lines, abuse) => circleCareMessage(lines, { abuse }),
  'no-cup': () => NO_CUP_MESSAGE,
  note: (lines) => careNote(lines),
};

const TEMPLATES = {
  crisis: ['crisisKnown', 'crisisUnknown'],
  health: ['healthKnown', 'healthUnknown'],
  circle: ['circleKnown', 'circleUnknown'],
  'no-cup': ['noCup', 'noCup'],
  note: ['noteKnown', 'noteUnknown'],
} as const satisfies Record<CareAnswerKind, readonly [keyof CareAnswerWords, keyof CareAnswerWords]>;

/** The country's lines as the `lines` sentence, abuse lines first when someone is hurting the member. */
function linesSentence(words: CareAnswerWords, lines: HelpLines, abuse: boolean): string {
  const ordered = abuse ? [...lines.abuse, ...lines.crisis] : [...lines.crisis, ...lines.abuse];
  if (ordered.length === 0) return '';
  const list = ordered.map((line) => fillTemplate(words.line, { name: line.name, contact: line.contact }));
  return fillTemplate(words.lines, { list: list.join(words.join) });
}

/**
 * The answer of `kind` in `language` with `lines` (named in that language: helpLinesFor(country,
 * language)); null lines, or lines without a country, give the international answer.
 */
export function careAnswerIn(
  language: CareLanguage,
  kind: CareAnswerKind,
  lines: HelpLines | null,
  options: { abuse?: boolean } = {},
): string {
  const abuse = options.abuse ?? false;
  if (language === 'en') return ENGLISH[kind](lines, abuse);
  const words = careAnswerWords(language);
  const [known, unknown] = TEMPLATES[kind];
  if (!lines?.country) return fillTemplate(words[unknown], { directory: HELP_LINE_DIRECTORY });
  return fillTemplate(words[known], {
    emergency: lines.emergency,
    lines: linesSentence(words, lines, abuse),
    directory: HELP_LINE_DIRECTORY,
  });
}
