import type { Intention } from '@contract/intentions';
import type { Swirl } from '@contract/reading';

export type { Language } from '@contract/languages';

/** The life area a reading speaks to; every symbol has a meaning for each. */
export type Area = 'love' | 'career' | 'health' | 'general';
export const AREAS: readonly Area[] = ['love', 'career', 'health', 'general'];

export type Tone = 'fortunate' | 'cautionary' | 'neutral';
/** rim = near future, side = the coming weeks, bottom = further ahead, handle = home and self. */
export type Zone = 'rim' | 'side' | 'bottom' | 'handle';
export const ZONES: readonly Zone[] = ['rim', 'side', 'bottom', 'handle'];
export type Size = 'small' | 'medium' | 'large';
export type Clarity = 'clear' | 'faint';
/** Toward the handle means coming to the drinker; away means leaving or to be reached for. */
type Direction = 'toward' | 'away';

/** One entry of the tasseography dictionary. */
export interface SymbolRecord {
  id: string;
  /** Display name, e.g. 'Four-leaf clover'. */
  name: string;
  /** The noun as it reads after an article or adjective: 'anchor' in 'a large anchor'. */
  noun: string;
  tone: Tone;
  /** Areas this symbol speaks to most strongly; casts for those areas favour it. */
  affinity: readonly Area[];
  /** Noun phrases in the second person that read after 'it speaks of'. */
  meanings: Readonly<Record<Area, string>>;
  /** Set when a photo's shape only resembles this symbol (its English name and noun then say so). */
  likeness?: true;
}

/** A symbol's words in one language: its display name, the noun a sentence names it by, its meanings. */
export type SymbolWords = Pick<SymbolRecord, 'name' | 'noun' | 'meanings'>;

/** A symbol as it lies in one cup. */
export interface PlacedSymbol {
  symbol: SymbolRecord;
  zone: Zone;
  size: Size;
  clarity: Clarity;
  direction: Direction;
}

/** How the grounds lay when the cup was turned, from the vigour of the swirl. */
export type Settling = 'heavy' | 'even' | 'light';

export interface Cup {
  /** 32-bit seed derived from every input; phrasing choices are drawn from it too. */
  seed: number;
  area: Area;
  settling: Settling;
  /** 4 to 7 symbols in reading order: rim, side, bottom, then handle. */
  symbols: PlacedSymbol[];
}

export interface CastInput {
  /** Stable per member (e.g. the user id); never shown. */
  memberKey: string;
  intention: string;
  category?: Intention;
  sign?: string | null;
  mood?: string | null;
  /** The day of the reading, YYYY-MM-DD. */
  date: string;
  swirl?: Swirl;
  /** Differs for each reading, e.g. the member's reading count and a timestamp. */
  nonce: string;
  /** Symbol ids of the member's last five readings, avoided when enough others remain. */
  recentSymbolIds: readonly string[];
}
