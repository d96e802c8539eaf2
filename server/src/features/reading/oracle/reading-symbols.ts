import type { ReadingSymbol } from '@contract/reading';
import { FORM_SYMBOLS_BY_ID } from './shape-forms';
import { SYMBOLS_BY_ID } from './symbols';
import { capitalise } from './text';
import type { Area, Cup, Language, PlacedSymbol, Settling } from './types';
import { ZONES } from './types';
import { wordsOf } from './words';

/** The cup's symbols in the contract's shape; each name and meaning (the cup's area's) in the language. */
export function toReadingSymbols(cup: Cup, language: Language = 'en'): ReadingSymbol[] {
  return cup.symbols.map((p) => {
    const words = wordsOf(p.symbol, language);
    return {
      id: p.symbol.id,
      name: words.name,
      zone: p.zone,
      size: p.size,
      clarity: p.clarity,
      direction: p.direction,
      tone: p.symbol.tone,
      meaning: capitalise(words.meanings[cup.area], language),
    };
  });
}

interface StoredCup {
  seed: number;
  area: Area;
  settling?: Settling;
  symbols: ReadonlyArray<Pick<ReadingSymbol, 'id' | 'zone' | 'size' | 'clarity' | 'direction'>>;
}

/**
 * Rebuilds a cup from what a saved reading kept (its seed, area and symbols), so a later
 * question is read against the same cup. Symbols no longer in the dictionary are skipped.
 */
export function restoreCup(stored: StoredCup): Cup {
  const symbols: PlacedSymbol[] = [];
  for (const s of stored.symbols) {
    // A shape of a photo read by its form (dots, a line, a ring, a mass) is restored as that form.
    const symbol = SYMBOLS_BY_ID.get(s.id) ?? FORM_SYMBOLS_BY_ID.get(s.id);
    if (!symbol) continue;
    symbols.push({ symbol, zone: s.zone, size: s.size, clarity: s.clarity, direction: s.direction });
  }
  symbols.sort((a, b) => ZONES.indexOf(a.zone) - ZONES.indexOf(b.zone));
  return { seed: stored.seed >>> 0, area: stored.area, settling: stored.settling ?? 'even', symbols };
}
