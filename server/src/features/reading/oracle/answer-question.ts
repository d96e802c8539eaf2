import type { Intention } from '@contract/intentions';
import { pick, type Random, seededRandom } from '../../../lib/seeded-random';
import { areaFromText } from './area';
import { PHRASES } from './phrases';
import { SYMBOLS } from './symbols';
import { capitalise, fillSentence, lowerFirst, quotableIntention, wordCount } from './text';
import type { Area, Cup, Language, PlacedSymbol, SymbolRecord } from './types';
import { wordsOf } from './words';

interface AskOptions {
  question: string;
  intention?: string;
  category?: Intention;
  /** The language of the question and of the answer; English by default. */
  language?: Language;
}

export const MIN_ANSWER_WORDS = 60;
export const MAX_ANSWER_WORDS = 150;

const WHEN_QUESTION = /\b(?:when|how soon|how long|what time|which month|what month)\b/i;
const YES_NO_QUESTION = /^(?:will|would|should|shall|is|are|am|can|could|do|does|did|has|have|may|might)\b/i;
const TOKEN_SPLIT = /[^\p{L}-]+/u;

/** Turkish asks 'ne zaman', 'kaç hafta' ...; the question is lower-cased the Turkish way first. */
const TURKISH_WHEN =
  /(?<!\p{L})(?:ne zaman|ne kadar s\u00FCr|ne kadar sonra|ne vakit|hangi ay|ka\u00E7 (?:g\u00FCn|hafta|ay|y\u0131l))/u;
/** A Turkish yes-or-no question carries the particle mı, mi, mu or mü ('gelecek mi', 'olur muyum'). */
const TURKISH_YES_NO =
  /(?<!\p{L})m[\u0131iu\u00FC](?:y[\u0131iu\u00FC]m|s[\u0131iu\u00FC]n|y[\u0131iu\u00FC]z|s[\u0131iu\u00FC]n[\u0131iu\u00FC]z|d[\u0131iu\u00FC]r|yd[\u0131iu\u00FC])?(?!\p{L})/u;
const TURKISH_SHAPE_QUESTION = /(?<!\p{L})(?:ne demek|anlam|\u015Fekil|\u015Fekl|sembol|simge|i\u015Faret)/u;
/** The endings a Turkish noun may carry where a question names it: 'kuşu', 'kuşun', 'kuşlar', 'kuşta'. */
const TURKISH_ENDING = '(?:l[ae]r)?(?:[ıiuü]n[ıiuü]|[ıiuü][nm]?|n[ıiuü]n|s[ıiuü]|y[ıiuü]|y[ae]|[ae]|[dt][ae]n?)?';
const SOFTENED: Readonly<Record<string, string>> = { p: 'b', ç: 'c', t: 'd', k: 'ğ' };

/** A pattern finding a Turkish noun with its endings ('kitap', 'kitabı'); a noun of two letters only whole. */
function turkishNounPattern(noun: string): RegExp {
  const last = noun.charAt(noun.length - 1);
  const softened = SOFTENED[last];
  const stems = softened ? `(?:${noun}|${noun.slice(0, -1)}${softened})` : noun;
  const ending = noun.length > 2 ? TURKISH_ENDING : '';
  return new RegExp(`(?<!\\p{L})${stems}${ending}(?!\\p{L})`, 'u');
}

const TURKISH_NOUNS: ReadonlyArray<readonly [SymbolRecord, RegExp]> = SYMBOLS.map((s) => {
  const { noun } = wordsOf(s, 'tr');
  return [s, turkishNounPattern(noun)] as const;
});

/**
 * The dictionary's shapes a Turkish question names, in the order it names them; a longer name is
 * found first and hides a shorter one inside it ('kuyruklu yıldız' is not also 'yıldız').
 */
function turkishMentions(question: string): SymbolRecord[] {
  let rest = question;
  const found: Array<{ symbol: SymbolRecord; at: number }> = [];
  const byLength = [...TURKISH_NOUNS].sort((a, b) => wordsOf(b[0], 'tr').noun.length - wordsOf(a[0], 'tr').noun.length);
  for (const [symbol, pattern] of byLength) {
    const match = pattern.exec(rest);
    if (!match) continue;
    found.push({ symbol, at: match.index });
    rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.symbol);
}

/** How a question reads: what kind it is, which shapes it names, and a named one the cup lacks. */
interface QuestionSense {
  isWhen: boolean;
  isYesNo: boolean;
  named: (symbol: SymbolRecord) => boolean;
  absent: SymbolRecord | undefined;
}

function readQuestion(cup: Cup, question: string, language: Language): QuestionSense {
  if (language === 'tr') {
    const lower = question.toLocaleLowerCase('tr');
    const mentioned = turkishMentions(lower);
    const [first] = mentioned;
    const absent =
      TURKISH_SHAPE_QUESTION.test(lower) && first && !cup.symbols.some((p) => p.symbol.id === first.id)
        ? first
        : undefined;
    return {
      isWhen: TURKISH_WHEN.test(lower),
      isYesNo: TURKISH_YES_NO.test(lower),
      named: (symbol) => mentioned.includes(symbol),
      absent,
    };
  }
  const tokens = question.toLowerCase().split(TOKEN_SPLIT);
  const set = new Set(tokens);
  return {
    isWhen: WHEN_QUESTION.test(question),
    isYesNo: YES_NO_QUESTION.test(question),
    named: (symbol) => {
      const lastWord = symbol.noun.split(' ').pop() ?? symbol.noun;
      return set.has(lastWord) || set.has(symbol.id);
    },
    absent: absentShape(cup, question, tokens),
  };
}

/** Shapes ranked for the question: one it names first, then those that speak to its area. */
function rankSymbols(cup: Cup, area: Area, named: (symbol: SymbolRecord) => boolean): PlacedSymbol[] {
  const score = (p: PlacedSymbol): number => {
    const isNamed = named(p.symbol) ? 10 : 0;
    const tone = p.symbol.tone === 'fortunate' ? 1 : 0;
    const size = p.size === 'large' ? 1 : p.size === 'medium' ? 0.5 : 0;
    const inArea = p.symbol.affinity.includes(area) ? 3 : 0;
    return isNamed + inArea + tone + size + (p.clarity === 'clear' ? 0.5 : 0);
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
function openingSentence(rng: Random, values: { topic: string; noun: string }, language: Language): string {
  const phrases = PHRASES[language].answer;
  const body = fillSentence(pick(rng, phrases.opening), values, language);
  if (rng() < 0.15) return body;
  return `${pick(rng, phrases.openingLead)} ${lowerFirst(body, language)}`;
}

/**
 * Answers a follow-up question from the same cup, naming its shapes: the ones that speak to the
 * question's area (by its keywords) or that it names. 60 to 150 words, deterministic per cup
 * seed and question.
 */
export function answerQuestion(cup: Cup, options: AskOptions): string {
  const language = options.language ?? 'en';
  const phrases = PHRASES[language].answer;
  const { advice: adviceFor } = PHRASES[language].closing;
  const fill = (template: string, values: Readonly<Record<string, string>>) => fillSentence(template, values, language);
  const words = (symbol: SymbolRecord) => wordsOf(symbol, language);
  const question = options.question.trim().replace(/\s+/g, ' ');
  // The seed's key lower-cases as it always has, so an English answer keeps its words.
  const rng = seededRandom(String(cup.seed), 'ask', question.toLowerCase());
  const area = areaFromText(question) ?? cup.area;
  const asked = readQuestion(cup, question, language);
  const [main, second] = rankSymbols(cup, area, asked.named);
  if (!main) return fill(phrases.quiet, { advice: capitalise(pick(rng, adviceFor[area]), language) });
  const noun = words(main.symbol).noun;
  const { isWhen } = asked;
  const sentences: string[] = [];
  if (asked.absent) sentences.push(fill(pick(rng, phrases.absent), { noun: words(asked.absent).noun }));
  sentences.push(openingSentence(rng, { topic: phrases.topic[area], noun }, language));
  const where = phrases.zoneAt[main.zone];
  const place = isWhen ? phrases.placeForWhen : fill(pick(rng, phrases.place), { where });
  const direction = phrases.direction[`${main.symbol.tone}-${main.direction}`];
  sentences.push(fill(phrases.meaning, { place, meaning: words(main.symbol).meanings[area], direction }));
  if (second) {
    const lead = pick(rng, phrases.besideLead);
    const verb = pick(rng, phrases.besideVerb);
    const { noun: secondNoun, meanings } = words(second.symbol);
    sentences.push(fill(phrases.beside, { lead, noun: secondNoun, verb, meaning: meanings[area] }));
  }
  const guidance = pick(rng, phrases.guidance[area]);
  if (isWhen) {
    sentences.push(fill(pick(rng, phrases.timing), { noun, where, timeframe: phrases.timeframe[main.zone] }));
  } else if (asked.isYesNo) {
    sentences.push(pick(rng, phrases.lean[main.symbol.tone]));
  } else if (second) {
    sentences.push(fill(pick(rng, phrases.together.two), { noun, second: words(second.symbol).noun, guidance }));
  } else {
    sentences.push(fill(pick(rng, phrases.together.one), { noun, guidance }));
  }
  const quoted = options.intention ? quotableIntention(options.intention) : null;
  const advice = pick(rng, adviceFor[area]);
  sentences.push(
    quoted && rng() < 0.5
      ? fill(phrases.keepIntention, { intention: quoted, advice })
      : `${capitalise(advice, language)}.`,
  );
  if (area === 'health') {
    sentences.push(pick(rng, phrases.doctor));
  }
  if (wordCount(sentences.join(' ')) < MIN_ANSWER_WORDS) {
    sentences.splice(-1, 0, fill(pick(rng, phrases.remember), { guidance }));
  }
  while (wordCount(sentences.join(' ')) > MAX_ANSWER_WORDS && sentences.length > 3) sentences.splice(-2, 1);
  return sentences.join(' ');
}
