/**
 * Readings: a cup read by the oracle (and, when configured, narrated by a model), follow-up
 * questions, a member's readings. What the journal and the app use of it:
 */
export { narratorFor } from './narrator-for';
export type { OraclePace } from './oracle-pace';
export { presentReading } from './present-reading';
export { presentSummary, requireReading } from './reading-history';
