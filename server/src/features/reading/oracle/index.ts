/**
 * The embedded reading oracle (DESIGN.md section 4): casts a cup of symbols from the member's
 * swirl, intention and day, writes its reading, and answers follow-up questions from the same
 * cup. Pure functions: no I/O, deterministic for identical input.
 */
export { type AskOptions, answerQuestion } from './answer-question';
export { CARE_MESSAGE, needsCare } from './care';
export { castCup } from './cast-cup';
export { type ComposeOptions, composeReading } from './compose-reading';
export { restoreCup, type StoredCup, toReadingSymbols } from './reading-symbols';
export { SYMBOLS } from './symbols';
export type { Area, CastInput, Cup, PlacedSymbol, Settling, SymbolRecord } from './types';
