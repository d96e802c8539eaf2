import { describe, expect, it } from 'vitest';
import { answerQuestion, MAX_ANSWER_WORDS, MIN_ANSWER_WORDS } from './answer-question';
import { castCup } from './cast-cup';
import { PHRASES } from './phrases';
import { SYMBOLS_BY_ID, TURKISH_SYMBOL_WORDS } from './symbols';
import { dictionaryNounsIn, makeInput, sentences } from './test-fixtures';
import { wordCount } from './text';
import type { Cup, PlacedSymbol } from './types';

function place(id: string, zone: PlacedSymbol['zone']): PlacedSymbol {
  const symbol = SYMBOLS_BY_ID.get(id);
  if (!symbol) throw new Error(`unknown symbol ${id}`);
  return { symbol, zone, size: 'medium', clarity: 'clear', direction: 'toward' };
}

/** A love shape at the rim, a career shape on the side, a health shape below, the star by the handle. */
const mixedCup: Cup = {
  seed: 12345,
  area: 'general',
  settling: 'even',
  symbols: [place('ring', 'rim'), place('ladder', 'side'), place('tree', 'bottom'), place('star', 'handle')],
};

const tr = (id: string) => TURKISH_SYMBOL_WORDS.get(id);
const ask = (question: string, cup: Cup = mixedCup) => answerQuestion(cup, { question, language: 'tr' });

const QUESTIONS = [
  'Sevgilim beni arayacak mı?',
  'Ne zaman yeni bir iş bulurum?',
  'Nasıl daha iyi uyurum?',
  'Bu ay neye odaklanmalıyım?',
  'Yurt dışına taşınmalı mıyım?',
  'İşim büyüyecek mi?',
];

describe('answerQuestion in Turkish', () => {
  it("names only the cup's shapes, at least one, in 60-150 words", () => {
    for (let i = 0; i < 200; i++) {
      const cup = castCup(makeInput({ nonce: `sor-${i}` }));
      const question = QUESTIONS[i % QUESTIONS.length] ?? '';
      const answer = answerQuestion(cup, { question, intention: 'yeni bir iş bulmak', language: 'tr' });
      const inCup = cup.symbols.map((p) => p.symbol.id);
      expect(dictionaryNounsIn(answer).length, answer).toBeGreaterThan(0);
      for (const id of dictionaryNounsIn(answer)) expect(inCup, answer).toContain(id);
      expect(wordCount(answer), answer).toBeGreaterThanOrEqual(MIN_ANSWER_WORDS);
      expect(wordCount(answer), answer).toBeLessThanOrEqual(MAX_ANSWER_WORDS);
      expect(answer).not.toMatch(/ {2}|[{}]| the |\bthe\b/);
      for (const sentence of sentences(answer)) expect(sentence, sentence).toMatch(/^\p{Lu}/u);
    }
  });

  it('reads a Turkish question against the shapes of its area', () => {
    const job = ask('İşe alınacak mıyım, mülakat iyi geçti mi?');
    expect(dictionaryNounsIn(sentences(job).slice(0, 2).join(' '))[0]).toBe('ladder');
    expect(job).toContain(tr('ladder')?.meanings.career);
    const love = ask('Sevgilim beni gerçekten seviyor mu?');
    expect(love).toContain(tr('ring')?.meanings.love);
  });

  it('answers first about a shape the question names, in any of its forms', () => {
    for (const question of ['Yıldız benim için ne anlama geliyor?', 'Yıldızın anlamı ne?', 'Ya yıldızı?']) {
      const answer = ask(question);
      expect(dictionaryNounsIn(sentences(answer)[0] ?? ''), question).toEqual(['star']);
    }
  });

  it('says so when the question asks about a shape this cup does not hold', () => {
    const answer = ask('Yılan ne anlama geliyor?');
    expect(sentences(answer)[0]).toMatch(/(?<!\p{L})yılan(?!\p{L})/u);
    expect(dictionaryNounsIn(answer.slice((sentences(answer)[0] ?? '').length))).not.toContain('snake');
    // The comet is not the star, though its name holds it.
    expect(sentences(ask('Kuyruklu yıldız ne demek?'))[0]).toContain('kuyruklu yıldız');
  });

  it('gives timing from the zone for a when-question, and leans for a yes-or-no one', () => {
    expect(ask('Ne zaman terfi alacağım?')).toContain('önümüzdeki haftalar');
    const lean = ask('Yıldız bana şans getirecek mi?');
    expect(PHRASES.tr.answer.lean.fortunate.some((line) => lean.includes(line))).toBe(true);
  });

  it('points health questions to a doctor', () => {
    const answer = ask('Enerjim ve uykum düzelecek mi?');
    expect(answer).toMatch(/doktor/);
    expect(answer).toContain(tr('tree')?.meanings.health);
  });

  it('leaves English as it was: English by default, word for word', () => {
    const question = 'Will I get the job?';
    expect(answerQuestion(mixedCup, { question, language: 'en' })).toBe(answerQuestion(mixedCup, { question }));
  });
});
