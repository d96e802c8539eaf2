import type { Intention } from '@contract/intentions';
import { pick, type Random, seededRandom } from '../../../lib/seeded-random';
import { areaFromText } from './area';
import { ANSWER_PHRASES, CLOSING_PHRASES } from './phrases';
import { SYMBOLS } from './symbols';
import { capitalise, fillSentence, quotableIntention, wordCount } from './text';
import type { Area, Cup, PlacedSymbol, SymbolRecord } from './types';

interface AskOptions {
  question: string;
  intention?: string;
  category?: Intention;
}

export const MIN_ANSWER_WORDS = 60;
export const MAX_ANSWER_WORDS = 150;

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
 * The sentence naming the shape that answers: one of many openings, most often after a short lead
 * ('Looking again, ...'), so that answers for different members do not begin alike.
 */
function openingSentence(rng: Random, values: { topic: string; noun: string }): string {
  const body = fillSentence(pick(rng, ANSWER_PHRASES.opening), values);
  if (rng() < 0.15) return body;
  return `${pick(rng, ANSWER_PHRASES.openingLead)} ${body.charAt(0).toLowerCase()}${body.slice(1)}`;
}

/**
 * Answers a follow-up question from the same cup, naming its shapes: the ones that speak to the
 * question's area (by its keywords) or that it names. 60 to 150 words, deterministic per cup
 * seed and question.
 */
export function answerQuestion(cup: Cup, options: AskOptions): string {
  const phrases = ANSWER_PHRASES;
  const question = options.question.trim().replace(/\s+/g, ' ');
  const rng = seededRandom(String(cup.seed), 'ask', question.toLowerCase());
  const area = areaFromText(question) ?? cup.area;
  const tokens = question.toLowerCase().split(TOKEN_SPLIT);
  const [main, second] = rankSymbols(cup, area, new Set(tokens));
  if (!main) return fillSentence(phrases.quiet, { advice: capitalise(pick(rng, CLOSING_PHRASES.advice[area])) });
  const noun = main.symbol.noun;
  const isWhen = WHEN_QUESTION.test(question);
  const sentences: string[] = [];
  const absent = absentShape(cup, question, tokens);
  if (absent) sentences.push(fillSentence(pick(rng, phrases.absent), { noun: absent.noun }));
  sentences.push(openingSentence(rng, { topic: phrases.topic[area], noun }));
  const where = phrases.zoneAt[main.zone];
  const place = isWhen ? phrases.placeForWhen : fillSentence(pick(rng, phrases.place), { where });
  const direction = phrases.direction[`${main.symbol.tone}-${main.direction}`];
  sentences.push(fillSentence(phrases.meaning, { place, meaning: main.symbol.meanings[area], direction }));
  if (second) {
    const lead = pick(rng, phrases.besideLead);
    const verb = pick(rng, phrases.besideVerb);
    sentences.push(
      fillSentence(phrases.beside, { lead, noun: second.symbol.noun, verb, meaning: second.symbol.meanings[area] }),
    );
  }
  const guidance = pick(rng, phrases.guidance[area]);
  if (isWhen) {
    sentences.push(fillSentence(pick(rng, phrases.timing), { noun, where, timeframe: phrases.timeframe[main.zone] }));
  } else if (YES_NO_QUESTION.test(question)) {
    sentences.push(pick(rng, phrases.lean[main.symbol.tone]));
  } else if (second) {
    sentences.push(fillSentence(pick(rng, phrases.together.two), { noun, second: second.symbol.noun, guidance }));
  } else {
    sentences.push(fillSentence(pick(rng, phrases.together.one), { noun, guidance }));
  }
  const quoted = options.intention ? quotableIntention(options.intention) : null;
  const advice = pick(rng, CLOSING_PHRASES.advice[area]);
  sentences.push(
    quoted && rng() < 0.5
      ? fillSentence(phrases.keepIntention, { intention: quoted, advice })
      : `${capitalise(advice)}.`,
  );
  if (area === 'health') {
    sentences.push(pick(rng, phrases.doctor));
  }
  if (wordCount(sentences.join(' ')) < MIN_ANSWER_WORDS) {
    sentences.splice(-1, 0, fillSentence(pick(rng, phrases.remember), { guidance }));
  }
  while (wordCount(sentences.join(' ')) > MAX_ANSWER_WORDS && sentences.length > 3) sentences.splice(-2, 1);
  return sentences.join(' ');
}
