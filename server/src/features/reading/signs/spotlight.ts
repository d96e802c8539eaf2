import type { CupSigns, LifeArea, ReadingSymbol } from '@contract/reading';
import { SYMBOLS_BY_ID } from '../oracle/symbols';
import { capitalise } from '../oracle/text';
import type { SymbolRecord } from '../oracle/types';

/** The traditional paragraph on the bridge, shown only when the cup holds one. */
export const BRIDGE_TEXT =
  'A bridge in the grounds speaks of connection and of passage. Two shores are being joined: a distance closing, ' +
  'a misunderstanding mended, or a quiet step from one chapter of your life into the next. Cross it with an open ' +
  'heart; what waits on the other side has been waiting for you too.';

const SIZE_WEIGHT: Record<ReadingSymbol['size'], number> = { large: 4, medium: 2, small: 0 };

/**
 * The shape that stands out most: the largest, then the clearest; among equals the first in the
 * reading's order (the rim before the bottom), which is also the first the reading speaks of.
 */
export function strongestSymbol(symbols: readonly ReadingSymbol[]): ReadingSymbol | null {
  let best: ReadingSymbol | null = null;
  let bestWeight = -1;
  for (const symbol of symbols) {
    const weight = SIZE_WEIGHT[symbol.size] + (symbol.clarity === 'clear' ? 1 : 0);
    if (weight > bestWeight) [best, bestWeight] = [symbol, weight];
  }
  return best;
}

const DRAWN: Record<`${ReadingSymbol['size']}-${ReadingSymbol['clarity']}`, string> = {
  'large-clear': 'large and clearly drawn',
  'large-faint': 'large, though softly drawn',
  'medium-clear': 'clearly drawn',
  'medium-faint': 'softly drawn, yet the first the eye finds',
  'small-clear': 'small but sharp',
  'small-faint': 'small and faint, yet the plainest shape there is',
};

const PLACE: Record<ReadingSymbol['zone'], string> = {
  rim: 'right at the rim, where the coming days show',
  side: 'on the side of the cup, where the weeks ahead are read',
  bottom: 'down at the bottom, where the longer road lies',
  handle: 'close to the handle, where the cup speaks of home and of you',
};

const TONE: Record<ReadingSymbol['tone'], string> = {
  fortunate: 'It is a kind sign to be given',
  cautionary: 'It is a sign that asks for a little care',
  neutral: 'It is a sign of change more than of fortune',
};

const AREA_WORDS: Record<LifeArea, string> = {
  general: 'in every part of life',
  love: 'in love',
  career: 'in your work',
  health: 'for your health',
};

const FACING: Record<ReadingSymbol['direction'], string> = {
  toward: 'It faces the handle, so what it brings is already on its way to you: let it come.',
  away: 'It faces away from the handle, so what it promises is yours to reach for: take the first step.',
};

/** The life areas whose meaning the reading did not already give for this shape, in a fixed order. */
export function otherAreas(record: SymbolRecord, shown: ReadingSymbol): LifeArea[] {
  const areas: LifeArea[] = ['general', 'love', 'career', 'health'];
  return areas.filter((area) => capitalise(record.meanings[area]) !== shown.meaning);
}

/**
 * A spotlight on the bridge when the cup holds one (the tradition's own paragraph), else on the
 * cup's strongest shape: where and how it lies, and what it means beyond the area the reading is
 * about, so it adds to the reading rather than repeating it. Null for a reading without a cup.
 */
export function spotlightParagraph(symbols: readonly ReadingSymbol[]): CupSigns['spotlight'] {
  const bridge = symbols.find((symbol) => symbol.id === 'bridge');
  if (bridge) return { symbolId: bridge.id, title: 'The bridge', text: BRIDGE_TEXT };
  const strongest = strongestSymbol(symbols.filter((symbol) => SYMBOLS_BY_ID.has(symbol.id)));
  const record = strongest && SYMBOLS_BY_ID.get(strongest.id);
  if (!strongest || !record) return null;
  const area = otherAreas(record, strongest)[0] ?? 'general';
  const text = [
    `Of all the shapes in your grounds, the ${record.noun} stands out most: ${DRAWN[`${strongest.size}-${strongest.clarity}`]}, ${PLACE[strongest.zone]}.`,
    `${TONE[strongest.tone]}, and ${AREA_WORDS[area]} it speaks of ${record.meanings[area]}.`,
    FACING[strongest.direction],
  ].join(' ');
  return { symbolId: strongest.id, title: `The ${record.noun}`, text };
}
