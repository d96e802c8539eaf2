/** Who might be hurting the member, and how, for the abuse pattern below. */
const PEOPLE = 'he|she|they|partner|husband|wife|boyfriend|girlfriend|father|dad|mother|mom|mum|someone';
const STRIKES = 'hits|hit|beats|beat|chokes|choked|strangles?|strangled|kicks|kicked';

/**
 * Words that suggest someone may be in crisis or unsafe. Compiled once; word boundaries keep
 * everyday phrases ('killer heels', 'to die for', 'dying to know', 'diet') from matching.
 */
const CARE_PATTERNS: readonly RegExp[] = [
  /\bsuicid(?:e|es|al)\b/i,
  /\bkill(?:ing)?\s+my\s*self\b/i,
  /\bunalive\b/i,
  /\bend(?:ing)?\s+(?:my\s+(?:own\s+)?life|it\s+all|everything)\b/i,
  /\btake\s+my\s+(?:own\s+)?life\b/i,
  /\bself[-\s]?harm(?:ing|ed)?\b/i,
  /\b(?:hurt|hurting|harm|harming|cut|cutting|starve|starving)\s+my\s*self\b/i,
  /\b(?:want|wanted|wanting|wanna)\s+(?:to\s+)?die\b/i,
  /\bwish\s+i\s+(?:was|were)\s+(?:dead|gone)\b/i,
  /\bbetter\s+off\s+(?:dead|without\s+me)\b/i,
  /\bno\s+reason\s+to\s+(?:live|go\s+on)\b/i,
  /\bnothing\s+(?:left\s+)?to\s+live\s+for\b/i,
  /\b(?:do\s+not|don'?t|dont)\s+want\s+to\s+(?:live|be\s+alive|exist|be\s+here\s+any\s*more|wake\s+up)\b/i,
  /\bcan'?t\s+go\s+on\s+(?:any\s*more|like\s+this|living)\b/i,
  /\boverdos(?:e|ed|es|ing)\b/i,
  /\babus(?:e|ed|es|ing|ive|er)\b/i,
  /\bdomestic\s+violence\b/i,
  /\brap(?:e|ed|ing)\b/i,
  new RegExp(`\\b(?:${PEOPLE})\\s+(?:${STRIKES})\\s+me\\b`, 'i'),
  /\b(?:is|keeps|kept|was|has\s+been|have\s+been|been)\s+(?:hitting|beating|hurting|choking)\s+me\b/i,
  /\bbeing\s+(?:hit|beaten|abused|hurt\s+by)\b/i,
  /\bafraid\s+(?:for\s+my\s+life|he\s+will\s+hurt\s+me|she\s+will\s+hurt\s+me)\b/i,
  /\bnot\s+safe\s+at\s+home\b/i,
];

const CURLY_APOSTROPHE = /[\u2018\u2019]/g;

/** True when the text suggests self-harm, a crisis or abuse: the server answers with CARE_MESSAGE. */
export function needsCare(text: string): boolean {
  const normalised = text.replace(CURLY_APOSTROPHE, "'");
  return CARE_PATTERNS.some((pattern) => pattern.test(normalised));
}

/** Said instead of a reading or an answer when needsCare() is true. */
export const CARE_MESSAGE =
  "I'm really sorry you're going through this, and I'm glad you said something. Telve is not a " +
  "mental health service, and this isn't something a coffee cup should answer, so I won't give " +
  'a reading for it. Please reach out right now to someone who can help: your local emergency ' +
  'number (112 in Europe, 911 in the US), a crisis line such as 988 in the US or Samaritans on ' +
  '116 123 in the UK and Ireland, or someone you trust. You deserve support, and you do not ' +
  'have to face this alone.';
