/**
 * The embedded reading oracle (docs/decisions/0008-readings.md): casts a cup of symbols from the member's
 * swirl, intention and day, writes its reading, and answers follow-up questions from the same
 * cup. Pure functions: no I/O, deterministic for identical input.
 */
export { answerQuestion } from './answer-question';
export { CARE_MESSAGE, needsCare } from './care';
export { castCup } from './cast-cup';
export { composeReading } from './compose-reading';
export { type PhotoSight, photoCup } from './photo-cup';
export { restoreCup, toReadingSymbols } from './reading-symbols';
export type { Area, CastInput, Settling } from './types';
