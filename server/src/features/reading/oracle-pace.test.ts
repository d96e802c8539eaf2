import { describe, expect, it } from 'vitest';
import { ORACLE_PACE, pacedWords } from './oracle-pace';

const TEXT = 'The cup shows a road opening soon, and a friend who walks it with you.';

async function timed(stream: AsyncIterable<string>): Promise<{ chunk: string; at: number }[]> {
  const start = performance.now();
  const out: { chunk: string; at: number }[] = [];
  for await (const chunk of stream) out.push({ chunk, at: performance.now() - start });
  return out;
}

describe('pacedWords: the oracle answer streamed in pieces', () => {
  it('looks into the cup first, then gives the answer a word at a time over time', async () => {
    const chunks = await timed(pacedWords(TEXT, { lookMs: 300, wordMs: 30, maxMs: 3000 }));
    expect(chunks.map((c) => c.chunk).join('')).toBe(TEXT);
    expect(chunks.length).toBe(15);
    expect(chunks[0]?.at).toBeGreaterThanOrEqual(290);
    // 14 gaps of 30 ms after the look, each word kept to its time from the start: the last comes no
    // sooner than 300 + 420 ms (a first word late on a busy machine shortens only the first gap).
    expect(chunks.at(-1)?.at).toBeGreaterThanOrEqual(300 + 14 * 30 - 5);
  });

  it('shortens the gaps so a long answer never takes more than maxMs', async () => {
    const long = 'word '.repeat(200).trim();
    const chunks = await timed(pacedWords(long, { lookMs: 100, wordMs: 40, maxMs: 600 }));
    expect(chunks.length).toBe(200);
    expect(chunks.at(-1)?.at).toBeLessThan(1500);
  });

  it('keeps each word to its time from the start, so a late timer does not push every later word back', async () => {
    const words = 'word '.repeat(40).trim();
    const start = performance.now();
    let last = 0;
    let first = true;
    for await (const _ of pacedWords(words, { lookMs: 100, wordMs: 20, maxMs: 60_000 })) {
      if (first) {
        first = false;
        // The event loop blocked for 600 ms after the first word.
        while (performance.now() - start < 700) {}
      }
      last = performance.now() - start;
    }
    // Due at 100 + 39 x 20 = 880 ms; pacing word by word from the late one would end after 1,480 ms.
    expect(last).toBeGreaterThanOrEqual(870);
    expect(last).toBeLessThan(1300);
  });

  it('stops at once when the listener leaves', async () => {
    const listener = new AbortController();
    const seen: string[] = [];
    const start = performance.now();
    setTimeout(() => listener.abort(), 150);
    for await (const chunk of pacedWords(TEXT, { lookMs: 100, wordMs: 1000, maxMs: 60_000 }, listener.signal)) {
      seen.push(chunk);
    }
    expect(seen).toEqual(['The ']);
    expect(performance.now() - start).toBeLessThan(600);
  });

  it('is a short look and a brisk pace by default', () => {
    expect(ORACLE_PACE).toEqual({ lookMs: 800, wordMs: 40, maxMs: 3500 });
  });
});
