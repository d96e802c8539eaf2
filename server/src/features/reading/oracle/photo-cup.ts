import { angleBetween, type CupShape, ZONE_BOUNDS } from '@contract/cup-photos';
import type { Intention } from '@contract/intentions';
import { hashString } from '../../../lib/seeded-random';
import { resolveArea } from './area';
import { FORM_SYMBOLS } from './shape-forms';
import { SYMBOLS_BY_ID } from './symbols';
import type { Cup, PlacedSymbol, Settling, Size, SymbolRecord } from './types';
import { ZONES } from './types';

/** What the reader saw in a photo, as the reading needs it. */
export interface PhotoSight {
  /** Names the photo in the seed, so a photo read twice is worded afresh each time only by the nonce. */
  id: string;
  /** Pixels of the stored photo: fractions of width and height become one plane. */
  width: number;
  height: number;
  handleAngle: number;
  cup: { x: number; y: number; r: number };
  shapes: readonly CupShape[];
}

/** The most shapes a reading names: the largest ones (a reading of twenty specks reads as a list). */
export const MAX_PHOTO_SYMBOLS = 7;
/** Below this confidence a name is read as 'something like a bird'. */
export const SURE_CONFIDENCE = 0.5;

type Box = CupShape['box'];

/**
 * The cup of a photo: exactly the shapes the reader found (the largest MAX_PHOTO_SYMBOLS), each in
 * the zone where it lies. A shape that matched a symbol is read as that symbol ('something like a
 * bird' when the match is unsure); one that matched none is read by its form. Size is the shape's
 * share of the cup, clarity the reader's confidence, and direction which half of the cup it lies in:
 * toward on the handle's side, away on the far side. Nothing is drawn at random but the phrasing.
 */
export function photoCup(
  sight: PhotoSight,
  options: { intention: string; category?: Intention; nonce: string },
): { cup: Cup; boxes: Box[] } {
  const area = resolveArea(options.category, options.intention);
  const seed = hashString([sight.id, options.intention.trim(), options.category ?? '', options.nonce].join('\u241f'));
  const cupArea = Math.PI * (sight.cup.r * sight.width) ** 2;
  const pixels = (box: Box) => box.w * sight.width * box.h * sight.height;
  const chosen = [...sight.shapes]
    .sort((a, b) => pixels(b.box) - pixels(a.box))
    .slice(0, MAX_PHOTO_SYMBOLS)
    .sort((a, b) => ZONES.indexOf(a.zone) - ZONES.indexOf(b.zone));
  const placed = chosen.map(
    (shape): PlacedSymbol => ({
      symbol: recordOf(shape),
      zone: shape.zone,
      size: sizeOf(cupArea > 0 ? pixels(shape.box) / cupArea : 0),
      clarity: shape.confidence >= SURE_CONFIDENCE ? 'clear' : 'faint',
      direction: fromHandle(sight, shape.box) <= 90 ? 'toward' : 'away',
    }),
  );
  const covered = cupArea > 0 ? chosen.reduce((sum, s) => sum + pixels(s.box), 0) / cupArea : 0;
  return { cup: { seed, area, settling: settlingOf(covered), symbols: placed }, boxes: chosen.map((s) => s.box) };
}

function recordOf(shape: CupShape): SymbolRecord {
  const symbol = shape.symbolId ? SYMBOLS_BY_ID.get(shape.symbolId) : undefined;
  if (!symbol) return FORM_SYMBOLS[shape.form === 'figure' ? 'mass' : shape.form];
  if (shape.confidence >= SURE_CONFIDENCE) return symbol;
  return {
    ...symbol,
    name: `Something like ${withArticle(symbol.noun)}`,
    noun: `shape like ${withArticle(symbol.noun)}`,
    likeness: true,
  };
}

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** A shape's share of the cup's inner area (its box's, which overstates a thin one a little). */
function sizeOf(share: number): Size {
  if (share >= 0.06) return 'large';
  return share >= 0.015 ? 'medium' : 'small';
}

/** Much of the cup covered reads as grounds that settled heavily; little as light. */
function settlingOf(covered: number): Settling {
  if (covered >= 0.25) return 'heavy';
  return covered < 0.08 ? 'light' : 'even';
}

/** Degrees between the box's centre and the handle, seen from the cup's centre. */
function fromHandle(sight: PhotoSight, box: Box): number {
  const dx = (box.x + box.w / 2 - sight.cup.x) * sight.width;
  const dy = (box.y + box.h / 2 - sight.cup.y) * sight.height;
  if (dx === 0 && dy === 0) return ZONE_BOUNDS.handleDegrees;
  const angle = ((((Math.atan2(dx, -dy) * 180) / Math.PI) % 360) + 360) % 360;
  return angleBetween(angle, sight.handleAngle);
}
