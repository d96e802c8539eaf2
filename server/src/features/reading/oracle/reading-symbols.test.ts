import {
  AskRequestSchema,
  CoffeeReadingRequestSchema,
  CoffeeReadingSchema,
  ReadingSymbolSchema,
  SwirlSchema,
} from '@contract/reading';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from './answer-question';
import { castCup } from './cast-cup';
import { restoreCup, toReadingSymbols } from './reading-symbols';
import { makeInput } from './test-fixtures';

describe('toReadingSymbols', () => {
  it('maps a cup to the contract shape with the meanings of its area', () => {
    for (let i = 0; i < 100; i++) {
      const cup = castCup(makeInput({ nonce: `contract-${i}`, category: 'Love' }));
      const symbols = toReadingSymbols(cup);
      expect(symbols).toHaveLength(cup.symbols.length);
      for (const [k, s] of symbols.entries()) {
        expect(ReadingSymbolSchema.parse(s)).toEqual(s);
        const love = cup.symbols[k]?.symbol.meanings.love ?? '';
        expect(s.meaning).toBe(love.charAt(0).toUpperCase() + love.slice(1));
      }
      const reading = {
        id: 1,
        reading: 'text',
        symbols,
        createdAt: new Date(0).toISOString(),
        intention: '',
        category: null,
      };
      expect(CoffeeReadingSchema.safeParse(reading).success).toBe(true);
    }
  });

  it('restores the same cup from what a saved reading keeps, so answers match', () => {
    const cup = castCup(makeInput({ nonce: 'restore' }));
    const restored = restoreCup({
      seed: cup.seed,
      area: cup.area,
      settling: cup.settling,
      symbols: toReadingSymbols(cup),
    });
    expect(restored).toEqual(cup);
    const question = 'When will things change at work?';
    expect(answerQuestion(restored, { question })).toBe(answerQuestion(cup, { question }));
  });

  it('skips symbols that are no longer in the dictionary', () => {
    const restored = restoreCup({
      seed: 1,
      area: 'love',
      symbols: [{ id: 'gone', zone: 'rim', size: 'small', clarity: 'clear', direction: 'toward' }],
    });
    expect(restored.symbols).toEqual([]);
  });
});

describe('the reading contract', () => {
  it('defaults and trims the intention, and bounds its length with the message', () => {
    expect(CoffeeReadingRequestSchema.parse({})).toEqual({ intention: '' });
    expect(CoffeeReadingRequestSchema.parse({ intention: '  love  ', category: 'Love' })).toEqual({
      intention: 'love',
      category: 'Love',
    });
    const long = CoffeeReadingRequestSchema.safeParse({ intention: 'x'.repeat(201) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('Your intention must be at most 200 characters');
    expect(CoffeeReadingRequestSchema.safeParse({ category: 'Money' }).success).toBe(false);
  });

  it('bounds the swirl data', () => {
    const swirl = { peak: 300, durationMs: 2000, at: 0 };
    expect(SwirlSchema.safeParse({ swirls: [swirl, swirl, swirl], simulated: true }).success).toBe(true);
    expect(SwirlSchema.safeParse({ swirls: [swirl, swirl, swirl, swirl] }).success).toBe(false);
    const infinite = { ...swirl, peak: Number.POSITIVE_INFINITY };
    expect(SwirlSchema.safeParse({ swirls: [infinite] }).success).toBe(false);
    expect(SwirlSchema.safeParse({ swirls: [{ ...swirl, peak: 100_001 }] }).success).toBe(false);
    expect(SwirlSchema.safeParse({ swirls: [{ ...swirl, durationMs: -1 }] }).success).toBe(false);
    expect(SwirlSchema.safeParse({ swirls: [{ ...swirl, at: 600_001 }] }).success).toBe(false);
  });

  it('asks for a question of 1 to 500 characters with the messages', () => {
    const empty = AskRequestSchema.safeParse({ question: '   ' });
    expect(empty.error?.issues[0]?.message).toBe('Please enter a question');
    const long = AskRequestSchema.safeParse({ question: 'x'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe('Your question must be at most 500 characters');
    expect(AskRequestSchema.parse({ question: ' Will I? ', readingId: 3 })).toEqual({
      question: 'Will I?',
      readingId: 3,
    });
    expect(AskRequestSchema.safeParse({ question: 'Will I?', readingId: 0 }).success).toBe(false);
  });
});
