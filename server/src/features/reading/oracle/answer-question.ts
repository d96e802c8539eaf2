import type { Intention } from '../../../../../contract/intentions';
import { pick, seededRandom } from '../../../lib/seeded-random';
import { areaFromText } from './area';
import { ADVICE } from './phrases-closing';
import { SYMBOLS } from './symbols';
import { capitalise, quotableIntention, wordCount } from './text';
import type { Area, Cup, PlacedSymbol, SymbolRecord, Zone } from './types';

export interface AskOptions {
  question: string;
  intention?: string;
  category?: Intention;
}

export const MIN_ANSWER_WORDS = 60;
export const MAX_ANSWER_WORDS = 150;

const TOPIC: Record<Area, string> = {
  love: 'love',
  career: 'your work',
  health: 'your well-being',
  general: 'the path ahead',
};
const ZONE_AT: Record<Zone, string> = {
  rim: 'at the rim',
  side: 'on the side of the cup',
  bottom: 'in the bottom of the cup',
  handle: 'by the handle',
};
const TIMEFRAME: Record<Zone, string> = {
  rim: 'the next few days',
  side: 'the coming weeks',
  bottom: 'the months ahead rather than the weeks',
  handle: 'a moment that depends more on you than on the calendar',
};
const GUIDANCE: Record<Area, string> = {
  love: 'what you give with an open heart is what comes back to you',
  career: 'steady, visible effort is what moves things now',
  health: 'rest and small kindnesses to yourself will serve you best',
  general: 'the next small step matters more than the whole staircase',
};
const LEAN = {
  fortunate: [
    'So the cup leans toward yes, especially if you meet it halfway.',
    'The signs here lean gently toward yes.',
  ],
  neutral: ['The cup leaves this one open, so your own choices will tip the balance.'],
  cautionary: ['The cup does not say no; it says not yet, and to go gently.'],
} as const;

/** Health questions always end with this: the cup speaks of rest and care, never of medicine. */
const DOCTOR = 'For anything that truly worries you about your health, a doctor is the right person to ask.';

const WHEN_QUESTION = /\b(?:when|how soon|how long|what time|which month|what month)\b/i;
const YES_NO_QUESTION = /^(?:will|would|should|shall|is|are|am|can|could|do|does|did|has|have|may|might)\b/i;
const TOKEN_SPLIT = /[^\p{L}-]+/u;

/** Shapes ranked for the question: one it names first, then those that speak to its area. */
function rankSymbols(cup: Cup, area: Area, tokens: ReadonlySet<string>): PlacedSymbol[] {
  const score = (p: PlacedSymbol): number => {
    const lastWord = p.symbol.noun.split(' ').pop() ?? p.symbol.noun;
    const named = tokens.has(lastWord) || tokens.has(p.symbol.id) ? 10 : 0;
    const tone = p.symbol.tone === 'fortunate' ? 1 : 0;
    const size = p.size === 'large' ? 1 : p.size === 'medium' ? 0.5 : 0;
    const inArea = p.symbol.affinity.includes(area) ? 3 : 0;
    return named + inArea + tone + size + (p.clarity === 'clear' ? 0.5 : 0);
  };
  return cup.symbols
    .map((p, i) => ({ p, s: score(p) - i / 100 }))
    .sort((a, b) => b.s - a.s)
    .map(({ p }) => p);
}

function directionClause(p: PlacedSymbol): string {
  if (p.symbol.tone === 'cautionary') {
    return p.direction === 'toward'
      ? ', and since it faces you, meet it with patience'
      : ', but it faces away, so this is already passing';
  }
  return p.direction === 'toward'
    ? ', and because it faces the handle, this is moving toward you'
    : ', and because it faces away, it asks you to take the first step';
}

const SHAPE_QUESTION = /\b(?:mean|means|meaning|symboli[sz]e|symbol|shape|sign)\b/i;
const NOUN_INDEX: ReadonlyMap<string, SymbolRecord> = new Map(
  SYMBOLS.map((s) => [s.noun.split(' ').pop() ?? s.noun, s]),
);

/** A dictionary shape the question asks about ('what does the snake mean?') that this cup does not hold. */
function absentShape(cup: Cup, question: string, tokens: readonly string[]): SymbolRecord | undefined {
  if (!SHAPE_QUESTION.test(question)) return undefined;
  for (const [i, token] of tokens.entries()) {
    const symbol = NOUN_INDEX.get(token);
    const article = tokens[i - 1];
    if (symbol && (article === 'the' || article === 'a' || article === 'an')) {
      return cup.symbols.some((p) => p.symbol.id === symbol.id) ? undefined : symbol;
    }
  }
  return undefined;
}

/**
 * Answers a follow-up question from the same cup, naming its shapes: the ones that speak to the
 * question's area (by its keywords) or that it names. 60 to 150 words, deterministic per cup
 * seed and question.
 */
export function answerQuestion(cup: Cup, options: AskOptions): string {
  const question = options.question.trim().replace(/\s+/g, ' ');
  const rng = seededRandom(String(cup.seed), 'ask', question.toLowerCase());
  const area = areaFromText(question) ?? cup.area;
  const tokens = question.toLowerCase().split(TOKEN_SPLIT);
  const [main, second] = rankSymbols(cup, area, new Set(tokens));
  if (!main) return `The grounds are quiet on this question. ${capitalise(pick(rng, ADVICE[area]))}.`;
  const noun = main.symbol.noun;
  const topic = TOPIC[area];
  const isWhen = WHEN_QUESTION.test(question);
  const sentences: string[] = [];
  const absent = absentShape(cup, question, tokens);
  if (absent) {
    sentences.push(
      `There is no ${absent.noun} in your cup this time, ` +
        'so let me read your question through the shapes that are there.',
    );
  }
  sentences.push(
    pick(rng, [
      `For a question about ${topic}, my eye goes straight back to the ${noun} in your cup.`,
      `As I turn your cup again with this question, the ${noun} is the shape that answers first.`,
      `Your question about ${topic} draws me back to the ${noun}.`,
    ]),
  );
  const where = ZONE_AT[main.zone];
  const place = isWhen ? 'It' : `${pick(rng, ['Sitting', 'From its place', 'There'])} ${where}, it`;
  sentences.push(`${place} speaks of ${main.symbol.meanings[area]}${directionClause(main)}.`);
  if (second) {
    const lead = pick(rng, ['Beside it,', 'Alongside it,', 'It is not alone:']);
    sentences.push(
      `${lead} the ${second.symbol.noun} ${pick(rng, ['adds', 'brings'])} ${second.symbol.meanings[area]}.`,
    );
  }
  if (isWhen) {
    sentences.push(`As for timing, the ${noun} sits ${where}, which points to ${TIMEFRAME[main.zone]}.`);
  } else if (YES_NO_QUESTION.test(question)) {
    sentences.push(pick(rng, LEAN[main.symbol.tone]));
  } else {
    const pair = second ? `the ${noun} and the ${second.symbol.noun} suggest` : `the ${noun} suggests`;
    sentences.push(`Read together, ${pair} that ${GUIDANCE[area]}.`);
  }
  const quoted = options.intention ? quotableIntention(options.intention) : null;
  const advice = pick(rng, ADVICE[area]);
  sentences.push(
    quoted && rng() < 0.5 ? `Keep your intention, \u201c${quoted}\u201d, close: ${advice}.` : `${capitalise(advice)}.`,
  );
  if (area === 'health') {
    sentences.push(DOCTOR);
  }
  if (wordCount(sentences.join(' ')) < MIN_ANSWER_WORDS) {
    sentences.splice(-1, 0, `Whatever the cup shows, remember that ${GUIDANCE[area]}.`);
  }
  while (wordCount(sentences.join(' ')) > MAX_ANSWER_WORDS && sentences.length > 3) sentences.splice(-2, 1);
  return sentences.join(' ');
}
