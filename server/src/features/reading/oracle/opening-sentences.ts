import { fillTemplate } from '../../../lib/content';
import { pick, type Random, shuffled } from '../../../lib/seeded-random';
import { PHRASES } from './phrases';
import { agree, fillSentence, joinList } from './text';
import type { Cup, Language, PlacedSymbol } from './types';
import { ZONES } from './types';
import { definiteNoun, OTHERS, wordsOf } from './words';

/** Definite names: 'the anchor' ('çapa' in Turkish). */
function theNames(symbols: readonly PlacedSymbol[], language: Language): string[] {
  return symbols.map((p) => definiteNoun(wordsOf(p.symbol, language).noun, language));
}

/**
 * 'the anchor, the bird and the key'; with two or more beyond `max`,
 * 'the anchor, the bird, the key and the others'.
 */
export function nameList(symbols: readonly PlacedSymbol[], max = 3, language: Language = 'en'): string {
  const names = theNames(symbols, language);
  return joinList(names.length > max + 1 ? [...names.slice(0, max), OTHERS[language]] : names, language);
}

/** Where the shapes lie: mostly in one zone, in every zone, or across the ones they occupy. */
function distribution(rng: Random, cup: Cup, language: Language): string {
  const phrases = PHRASES[language].opening;
  const counts = ZONES.map((zone) => cup.symbols.filter((p) => p.zone === zone).length);
  const most = Math.max(...counts);
  const top = ZONES.filter((_, i) => counts[i] === most);
  const [leader] = top;
  if (top.length === 1 && leader && most * 2 >= cup.symbols.length) return pick(rng, phrases.dominant[leader]);
  const occupied = ZONES.filter((_, i) => (counts[i] ?? 0) > 0);
  if (occupied.length === ZONES.length) return pick(rng, phrases.everyZone);
  const zones = joinList(
    occupied.map((z) => phrases.zoneNames[z]),
    language,
  );
  return fillTemplate(phrases.spreadAcross, { zones });
}

/** The opening sentence, full and compact: how the grounds settled, how many shapes, and where. */
export function openerVariants(
  rng: Random,
  cup: Cup,
  name: string | null,
  language: Language = 'en',
): [string, string] {
  const phrases = PHRASES[language].opening;
  const values = {
    settle: pick(rng, phrases.settle[cup.settling]),
    count: phrases.countWords[cup.symbols.length] ?? String(cup.symbols.length),
    spread: distribution(rng, cup, language),
    greeting: name ? `${name}, ` : '',
    vocative: name ? `, ${name}` : '',
  };
  const full = fillSentence(pick(rng, phrases.opener.full), values, language);
  const compact = fillSentence(phrases.opener.compact, values, language);
  // A photo's cup can hold a single shape; a cast one always holds four or more. A Turkish noun
  // stays singular after a number ('bir şekil', 'dört şekil').
  if (cup.symbols.length !== 1 || language === 'tr') return [full, compact];
  return [singular(full), singular(compact)];
}

/** 'one shapes stand out' as 'one shape stands out'. */
const singular = (sentence: string) =>
  sentence.replace('one shapes stand out', 'one shape stands out').replace('one shapes', 'one shape');

/** A direction observation: who turns toward the drinker and who looks out. */
function directionSentence(toward: readonly PlacedSymbol[], away: readonly PlacedSymbol[], language: Language): string {
  const { direction } = PHRASES[language].opening;
  if (away.length === 0) return fillSentence(direction.allToward, { toward: nameList(toward, 3, language) }, language);
  if (toward.length === 0) return fillSentence(direction.allAway, { away: nameList(away, 3, language) }, language);
  return fillSentence(
    direction.mixed,
    {
      toward: nameList(toward, 3, language),
      turn: agree(toward.length, 'turns', 'turn'),
      away: nameList(away, 3, language),
      look: agree(away.length, 'looks', 'look'),
    },
    language,
  );
}

/**
 * Observations about the cup as a whole (directions, clarity, size), each naming its shapes.
 * Shuffled by the seed; the composer uses the first and keeps the rest to lengthen a short reading.
 */
export function patternSentences(rng: Random, cup: Cup, language: Language = 'en'): string[] {
  const { clarity, size } = PHRASES[language].opening;
  const noun = (p: PlacedSymbol | undefined) => (p ? wordsOf(p.symbol, language).noun : '');
  const faint = cup.symbols.filter((p) => p.clarity === 'faint');
  const large = cup.symbols.filter((p) => p.size === 'large');
  const all = theNames(cup.symbols, language);
  const span = { first: all[0] ?? '', last: all[all.length - 1] ?? '' };
  const out = [
    directionSentence(
      cup.symbols.filter((p) => p.direction === 'toward'),
      cup.symbols.filter((p) => p.direction === 'away'),
      language,
    ),
  ];
  if (faint.length >= 2)
    out.push(fillSentence(clarity.severalFaint, { faint: nameList(faint, 3, language) }, language));
  else if (faint.length === 1) out.push(fillSentence(clarity.oneFaint, { noun: noun(faint[0]) }, language));
  else out.push(fillSentence(clarity.allClear, span, language));
  if (large.length === 1) out.push(fillSentence(size.oneLarge, { noun: noun(large[0]) }, language));
  else if (large.length === cup.symbols.length) out.push(fillSentence(size.allLarge, span, language));
  else if (large.length > 1)
    out.push(fillSentence(size.severalLarge, { large: nameList(large, 3, language) }, language));
  return shuffled(rng, out);
}
