import { SYMBOLS_A } from './symbols-a';
import { SYMBOLS_B } from './symbols-b';
import { SYMBOLS_C } from './symbols-c';
import { SYMBOLS_D } from './symbols-d';
import { SYMBOLS_E } from './symbols-e';
import { SYMBOLS_F } from './symbols-f';
import type { SymbolRecord } from './types';

/** The whole dictionary, in alphabetical order. */
export const SYMBOLS: readonly SymbolRecord[] = [
  ...SYMBOLS_A,
  ...SYMBOLS_B,
  ...SYMBOLS_C,
  ...SYMBOLS_D,
  ...SYMBOLS_E,
  ...SYMBOLS_F,
];

export const SYMBOLS_BY_ID: ReadonlyMap<string, SymbolRecord> = new Map(SYMBOLS.map((s) => [s.id, s]));
