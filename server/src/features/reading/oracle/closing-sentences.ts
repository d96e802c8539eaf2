import { pick, type Random } from '../../../lib/seeded-random';
import { nameList } from './opening-sentences';
import { PHRASES } from './phrases';
import { agree, fillSentence } from './text';
import type { Cup, Language, PlacedSymbol } from './types';
import { CUP_NOUN, wordsOf } from './words';

const SIZE_WEIGHT = { small: 0.7, medium: 1, large: 1.5 } as const;

function weight(p: PlacedSymbol): number {
  return SIZE_WEIGHT[p.size] * (p.clarity === 'faint' ? 0.6 : 1);
}

const total = (list: readonly PlacedSymbol[]): number => list.reduce((sum, p) => sum + weight(p), 0);

/** Weighs the fortunate shapes against the cautionary ones, naming both; full and compact. */
export function weighingVariants(rng: Random, cup: Cup, language: Language = 'en'): [string, string] {
  const { weighing } = PHRASES[language].closing;
  const fortunate = cup.symbols.filter((p) => p.symbol.tone === 'fortunate');
  const cautionary = cup.symbols.filter((p) => p.symbol.tone === 'cautionary');
  const bright = fortunate.length > 0 ? fortunate : cup.symbols.filter((p) => p.symbol.tone === 'neutral');
  bright.sort((a, b) => weight(b) - weight(a));
  const nf = bright.length;
  const nc = cautionary.length;
  // Each tone's shapes, and the words that agree with them in number: 'the owl asks', 'the cat and the fox ask'
  // (English only: a Turkish template may not use them).
  const values = {
    fortunate: nameList(bright, 3, language),
    all: nf > 1 ? ' all' : '',
    sets: agree(nf, 'sets', 'set'),
    outweighs: agree(nf, 'outweighs', 'outweigh'),
    carries: agree(nf, 'carries', 'carry'),
    is: agree(nf, 'is', 'are'),
    keeps: agree(nf, 'keeps', 'keep'),
    fortunateIt: agree(nf, 'it', 'them'),
    cautionary: nameList(cautionary, 3, language),
    ask: agree(nc, 'asks', 'ask'),
    cautionaryIt: agree(nc, 'it', 'them'),
  };
  if (nf === 0) {
    const line = fillSentence(weighing.onlyCautionary, values, language);
    return [line, line];
  }
  const balance =
    nc === 0
      ? weighing.noCautionary
      : total(bright) > total(cautionary)
        ? weighing.moreFortunate
        : weighing.moreCautionary;
  return [fillSentence(pick(rng, balance.full), values, language), fillSentence(balance.compact, values, language)];
}

/** The shape to carry away: the most prominent fortunate one, favouring the reading's area. */
function keySymbol(cup: Cup): PlacedSymbol | undefined {
  const fortunate = cup.symbols.filter((p) => p.symbol.tone === 'fortunate');
  const candidates = fortunate.length > 0 ? fortunate : cup.symbols;
  let best: PlacedSymbol | undefined;
  let bestScore = -1;
  for (const p of candidates) {
    const inArea = p.symbol.affinity.includes(cup.area) ? 3 : 0;
    const score = inArea + weight(p) * 2 + (p.direction === 'toward' ? 0.5 : 0);
    if (score > bestScore) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}

interface ClosingInput {
  /** The intention, already made safe to quote, or null. */
  quoted: string | null;
  /** Whether the member wrote an intention at all (it may be too long to quote). */
  hasIntention: boolean;
  name: string | null;
}

/** The closing advice tied to the intention and one shape of the cup; full and compact. */
export function closingVariants(
  rng: Random,
  cup: Cup,
  input: ClosingInput,
  language: Language = 'en',
): [string, string] {
  const { closing, advice, wishTopic } = PHRASES[language].closing;
  const key = keySymbol(cup);
  const values = {
    noun: key ? wordsOf(key.symbol, language).noun : CUP_NOUN[language],
    advice: pick(rng, advice[cup.area]),
    vocative: input.name ? `, ${input.name}` : '',
    topic: wishTopic[cup.area],
    intention: input.quoted ?? '',
  };
  const fill = (template: string) => fillSentence(template, values, language);
  if (input.quoted) return [fill(pick(rng, closing.quoted.full)), fill(closing.quoted.compact)];
  if (input.hasIntention) return [fill(closing.unquoted.full), fill(closing.unquoted.compact)];
  return [fill(pick(rng, closing.noIntention.full)), fill(closing.noIntention.compact)];
}
