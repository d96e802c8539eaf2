import { z } from 'zod';

/**
 * What Telve says instead of a fortune: the care message for a member who may be in crisis (with
 * help lines for her country) and the answer to a question about health, which a cup cannot
 * tell. The server composes them; the client shows the same words.
 */

/** The browser's language (navigator.language), a BCP 47 tag such as 'en-GB' or 'tr'. */
export const LocaleSchema = z
  .string()
  .max(35, { message: 'Please send a valid language tag' })
  .regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/, { message: 'Please send a valid language tag' });

/** The browser's time zone (Intl.DateTimeFormat().resolvedOptions().timeZone), e.g. 'Europe/Istanbul'. */
export const TimeZoneSchema = z
  .string()
  .max(64, { message: 'Please send a valid time zone' })
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/, { message: 'Please send a valid time zone' });

/** One help line: who answers and how to reach them. */
export interface HelpLine {
  name: string;
  /** As dialled, spaced as the service writes it: '116 123', 'call or text 988'. */
  contact: string;
}

/** Where help is for one country; null country means we do not know where the member is. */
export interface HelpLines {
  country: string | null;
  /** The emergency number to call, e.g. '112' or '999'. */
  emergency: string;
  crisis: readonly HelpLine[];
  /** Lines for someone being hurt or threatened at home, offered first when that is what she wrote. */
  abuse: readonly HelpLine[];
}

/** A directory of free, confidential help lines in most countries. */
export const HELP_LINE_DIRECTORY = 'findahelpline.com';

const CARE_OPENING =
  "I'm really sorry you're going through this, and I'm glad you said something. Telve is not a " +
  "mental health service, and this isn't something a coffee cup should answer, so I won't give " +
  'a reading for it.';
const CARE_CLOSING = 'You deserve support, and you do not have to face this alone.';

/** The care message when we do not know the member's country: the international default. */
export const CARE_MESSAGE =
  `${CARE_OPENING} Please reach out right now to someone who can help: your local emergency ` +
  'number (112 in Europe, 911 in the US), a crisis line such as 988 in the US or Samaritans on ' +
  `116 123 in the UK and Ireland, or find a free line in your country at ${HELP_LINE_DIRECTORY}. ` +
  `You can also talk to someone you trust. ${CARE_CLOSING}`;

const describeLine = (line: HelpLine) => `${line.name} on ${line.contact}`;

/**
 * The care message with the member's own help lines: her emergency number, the lines for her
 * country (those for abuse first when someone is hurting her), the directory, someone she trusts.
 */
export function careMessage(lines: HelpLines | null, options: { abuse?: boolean } = {}): string {
  if (!lines?.country) return CARE_MESSAGE;
  const ordered = options.abuse ? [...lines.abuse, ...lines.crisis] : [...lines.crisis, ...lines.abuse];
  const named = ordered.map(describeLine);
  const list = named.length > 0 ? `${named.join(', ')}, ` : '';
  return (
    `${CARE_OPENING} Please reach out right now to someone who can help. If you are in danger, call ` +
    `${lines.emergency}. You can also talk to ${list}or find another free line at ${HELP_LINE_DIRECTORY}, ` +
    `or talk to someone you trust. ${CARE_CLOSING}`
  );
}

/**
 * Said instead of a prediction about health: an illness, a diagnosis, surgery, pregnancy or
 * fertility, medication, someone's recovery or death. It speaks to the member's feelings and
 * support, never to the outcome.
 */
export function healthMessage(lines: HelpLines | null): string {
  const urgent = lines?.country
    ? `If it feels urgent, call ${lines.emergency} now.`
    : 'If it feels urgent, call your local emergency number now.';
  return (
    "I can hear how much this matters to you. How someone's health will turn out is something a coffee " +
    "cup cannot tell, and I won't guess at something this important. A doctor, midwife or pharmacist " +
    `can: they can look at what is really happening and tell you honestly what to expect. ${urgent}` +
    '\n\nWhat the cup can speak to is you. Worry like this is heavy to carry alone, so let the people ' +
    'who love you carry some of it with you, ask for help with the everyday things, and rest when you ' +
    'can. Be as gentle with yourself as you would be with someone you love. Whatever the answer turns ' +
    'out to be, you do not have to face it alone.'
  );
}

/** A follow-up question about a health answer, which has no cup to read. */
export const NO_CUP_MESSAGE =
  'That answer was about health, which a cup cannot tell, so there are no shapes in it to read. ' +
  'Set a new intention and swirl again, and I will read your question in the new cup.';

/** The health answer when we do not know the member's country. */
export const HEALTH_MESSAGE = healthMessage(null);

/**
 * Beneath a reading or an answer to a text in a language Telve's care net cannot read: the reading
 * still comes, with the member's help lines said gently, in case the text held more than a question.
 */
export function careNote(lines: HelpLines | null): string {
  if (!lines?.country) {
    return (
      'If anything here weighs on you, you do not have to carry it alone: if you are in danger, call ' +
      `your local emergency number, or find a free line in your country at ${HELP_LINE_DIRECTORY}.`
    );
  }
  const named = [...lines.crisis, ...lines.abuse].map(describeLine);
  const list = named.length > 0 ? `You can also talk to ${named.join(', ')}. ` : '';
  return (
    'If anything here weighs on you, you do not have to carry it alone: if you are in danger, call ' +
    `${lines.emergency}. ${list}Other free lines are at ${HELP_LINE_DIRECTORY}.`
  );
}
