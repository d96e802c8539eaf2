import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How the oracle's own answer is streamed. Its text is ready at once, but sent whole it lands in
 * one packet and the chat shows it all in a blink; paced, the member sees the reader look into the
 * cup for a moment and then the answer written a word at a time, as a model would.
 */
export interface OraclePace {
  /** The pause before the first word: the reader looking into the cup. */
  lookMs: number;
  /** The pause between words, shortened for a long answer so it never takes more than maxMs. */
  wordMs: number;
  /** The longest a whole answer takes, the first pause included. */
  maxMs: number;
}

export const ORACLE_PACE: OraclePace = { lookMs: 800, wordMs: 40, maxMs: 3500 };

/** Yields text a word at a time (with its spacing), paced; stops quietly when the listener leaves. */
export async function* pacedWords(text: string, pace: OraclePace, signal?: AbortSignal): AsyncIterable<string> {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const gap = Math.min(pace.wordMs, Math.max(0, pace.maxMs - pace.lookMs) / Math.max(1, words.length));
  // Each word is due at a time counted from the start, not from the word before: a timer that
  // fires late (a busy event loop) makes the next wait shorter instead of pushing every word back.
  const started = performance.now();
  for (const [index, word] of words.entries()) {
    const wait = pace.lookMs + index * gap - (performance.now() - started);
    if (wait > 0 && !(await pause(wait, signal))) return;
    if (signal?.aborted) return;
    yield word;
  }
}

/** Waits, unless the signal aborts first: then resolves false at once. */
async function pause(ms: number, signal?: AbortSignal): Promise<boolean> {
  try {
    await sleep(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}
