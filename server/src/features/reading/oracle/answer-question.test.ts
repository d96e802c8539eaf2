import { describe, expect, it } from 'vitest';
import { answerQuestion, MAX_ANSWER_WORDS, MIN_ANSWER_WORDS } from './answer-question';
import { castCup } from './cast-cup';
import { SYMBOLS_BY_ID } from './symbols';
import { BANNED, makeInput, SAMPLE_QUESTIONS, sentences } from './test-fixtures';
import { wordCount } from './text';
import type { Cup, PlacedSymbol } from './types';

const QUESTIONS = SAMPLE_QUESTIONS;

function place(id: string, zone: PlacedSymbol['zone'], size: PlacedSymbol['size'] = 'medium'): PlacedSymbol {
  const symbol = SYMBOLS_BY_ID.get(id);
  if (!symbol) throw new Error(`unknown symbol ${id}`);
  return { symbol, zone, size, clarity: 'clear', direction: 'toward' };
}

/** A hand-made cup: a love shape at the rim, a career shape on the side, a health shape below. */
const mixedCup: Cup = {
  seed: 12345,
  area: 'general',
  settling: 'even',
  symbols: [place('ring', 'rim'), place('ladder', 'side'), place('tree', 'bottom'), place('star', 'handle')],
};

const named = (text: string, cup: Cup) => cup.symbols.filter((p) => text.includes(`the ${p.symbol.noun}`));

describe('answerQuestion', () => {
  it("names at least one of the cup's symbols and keeps to 60-150 words", () => {
    for (let i = 0; i < 200; i++) {
      const cup = castCup(makeInput({ nonce: `ask-${i}` }));
      const question = QUESTIONS[i % QUESTIONS.length] ?? '';
      const answer = answerQuestion(cup, { question, intention: 'find a job I love' });
      expect(named(answer, cup).length, answer).toBeGreaterThan(0);
      expect(wordCount(answer), answer).toBeGreaterThanOrEqual(MIN_ANSWER_WORDS);
      expect(wordCount(answer), answer).toBeLessThanOrEqual(MAX_ANSWER_WORDS);
      expect(answer).not.toMatch(BANNED);
      expect(answer).not.toMatch(/ {2}/);
    }
  });

  it('is deterministic per cup and question, and differs for another question', () => {
    const cup = castCup(makeInput());
    const a = answerQuestion(cup, { question: 'Will I get the job?' });
    expect(answerQuestion(cup, { question: '  Will I get the job?  ' })).toBe(a);
    expect(answerQuestion(cup, { question: 'When will love find me?' })).not.toBe(a);
  });

  it('reads the question against the shapes of its area', () => {
    const job = answerQuestion(mixedCup, { question: 'Will I get the job I interviewed for?' });
    expect(job).toMatch(/the ladder/);
    const ring = job.indexOf('the ring');
    expect(job.indexOf('the ladder')).toBeLessThan(ring === -1 ? Infinity : ring);
    expect(job).toContain(SYMBOLS_BY_ID.get('ladder')?.meanings.career);
    const love = answerQuestion(mixedCup, { question: 'Does my boyfriend love me?' });
    expect(love.indexOf('the ring')).toBeGreaterThanOrEqual(0);
    expect(love).toContain(SYMBOLS_BY_ID.get('ring')?.meanings.love);
  });

  it('answers first about a shape the question names', () => {
    const answer = answerQuestion(mixedCup, { question: 'What does the star mean for me?' });
    expect(answer.indexOf('the star')).toBeGreaterThanOrEqual(0);
    expect(answer.indexOf('the star')).toBeLessThan(100);
  });

  it('says so when the question asks about a shape this cup does not hold', () => {
    const answer = answerQuestion(mixedCup, { question: 'What does the snake mean?' });
    const [first] = sentences(answer);
    expect(first).toMatch(/\bno snake\b/);
    expect(named(answer, mixedCup).length).toBeGreaterThan(0);
    const other = answerQuestion(mixedCup, { question: 'Will my heart feel lighter?' });
    expect(named(sentences(other)[0] ?? '', mixedCup).length).toBeGreaterThan(0);
  });

  it('gives timing from the zone for a when-question', () => {
    const answer = answerQuestion(mixedCup, { question: 'When will I be promoted?' });
    expect(answer).toContain('the coming weeks');
  });

  it('points health questions to a doctor rather than giving medical advice', () => {
    const answer = answerQuestion(mixedCup, { question: 'Will my energy and sleep improve?' });
    expect(answer).toMatch(/doctor/);
    expect(answer).toContain('the tree');
  });
});
