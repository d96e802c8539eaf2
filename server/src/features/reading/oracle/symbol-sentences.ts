import { pickFresh, type Random } from '../../../lib/seeded-random';
import { PHRASES } from './phrases';
import { fillSentence } from './text';
import type { Area, Language, PlacedSymbol, Zone } from './types';
import { describedNoun, wordsOf } from './words';

/** Where a symbol falls in the reading: the first of its zone gets the zone's full introduction. */
interface SymbolSlot {
  firstInZone: boolean;
  /** Zones above this one that hold nothing (e.g. an empty rim before the first side symbol). */
  emptyAbove: readonly Zone[];
  area: Area;
}

/** Rejects a phrase whose first word echoes a word already in the sentence ('points ... pointing to'). */
function noEcho(words: readonly string[]): (item: string) => boolean {
  const lower = words.join(' ').toLowerCase();
  return (item) =>
    !lower.includes(
      item
        .replace(/^a gentle /, '')
        .slice(0, 5)
        .toLowerCase(),
    );
}

function leadIn(rng: Random, zone: Zone, slot: SymbolSlot, used: Set<string>, language: Language): string {
  const { leadFirst, leadNext, leadAfterEmptyRim } = PHRASES[language].symbol;
  if (!slot.firstInZone) return pickFresh(rng, leadNext[zone], used);
  const rimEmpty = slot.emptyAbove.includes('rim');
  if (zone === 'side' && rimEmpty) return pickFresh(rng, leadAfterEmptyRim.side, used);
  if (zone === 'bottom' && rimEmpty && slot.emptyAbove.includes('side')) {
    return pickFresh(rng, leadAfterEmptyRim.bottom, used);
  }
  return pickFresh(rng, leadFirst[zone], used);
}

/** 'a large, clear anchor', 'a faint little owl' ('iri, net bir çapa'). */
function describeSymbol(rng: Random, placed: PlacedSymbol, used: Set<string>, language: Language): string {
  const adjective = pickFresh(rng, PHRASES[language].symbol.adjectives[`${placed.size}-${placed.clarity}`], used);
  return describedNoun(adjective, wordsOf(placed.symbol, language).noun, language);
}

/** At the handle a shape faces inward (toward the drinker) or outward, elsewhere toward or away. */
function postureKey(placed: PlacedSymbol): 'toward' | 'away' | 'inward' | 'outward' {
  if (placed.zone !== 'handle') return placed.direction;
  return placed.direction === 'toward' ? 'inward' : 'outward';
}

/**
 * One symbol's sentence in three lengths (full, short, tiny), each naming the shape, its size,
 * clarity and direction where room allows, and its meaning for the area, verbatim. Phrases in
 * `used` are avoided while alternatives remain, so one reading does not repeat itself.
 */
export function symbolSentences(
  rng: Random,
  placed: PlacedSymbol,
  slot: SymbolSlot,
  used: Set<string>,
  language: Language = 'en',
): [string, string, string] {
  const { symbol } = placed;
  const phrases = PHRASES[language].symbol;
  const meaning = wordsOf(symbol, language).meanings[slot.area];
  const lead = leadIn(rng, placed.zone, slot, used, language);
  const described = describeSymbol(rng, placed, used, language);
  const key = postureKey(placed);
  const posture = pickFresh(rng, phrases.posture[key], used);
  const shortPosture = pickFresh(rng, phrases.shortPosture[key], used);
  const glossKey = placed.clarity === 'faint' ? 'faint' : placed.direction;
  const gloss = pickFresh(rng, phrases.gloss[`${symbol.tone}-${glossKey}`], used);
  const participle = pickFresh(rng, phrases.participle[symbol.tone], used, noEcho([lead, described, posture, meaning]));
  const verb = pickFresh(rng, phrases.verb[symbol.tone], used, noEcho([lead, described, shortPosture, meaning]));
  const tinyLead = slot.firstInZone ? phrases.leadTiny[placed.zone] : pickFresh(rng, phrases.leadTinyNext, used);
  return [
    fillSentence(phrases.sentence.full, { lead, described, posture, participle, meaning, gloss }, language),
    fillSentence(phrases.sentence.short, { lead, described, posture: shortPosture, verb, meaning }, language),
    fillSentence(phrases.sentence.tiny, { lead: tinyLead, described, verb, meaning }, language),
  ];
}
