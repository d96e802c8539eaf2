import { describe, expect, it } from 'vitest';
import { SYMBOLS, SYMBOLS_BY_ID } from './symbols';
import { BANNED } from './test-fixtures';
import { AREAS } from './types';

describe('the symbol dictionary', () => {
  it('holds at least 80 symbols with unique ids', () => {
    expect(SYMBOLS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(SYMBOLS.map((s) => s.id)).size).toBe(SYMBOLS.length);
    expect(SYMBOLS_BY_ID.size).toBe(SYMBOLS.length);
  });

  it('includes the traditional symbols of the tasseography books', () => {
    const traditional = ['anchor', 'bird', 'bridge', 'key', 'ring', 'heart', 'snake', 'mountain', 'tree'];
    for (const id of [...traditional, 'ladder', 'moon', 'star', 'ship', 'horseshoe', 'owl', 'clover']) {
      expect(SYMBOLS_BY_ID.has(id), id).toBe(true);
    }
  });

  it('gives every symbol four non-empty meanings that slot into a sentence', () => {
    for (const symbol of SYMBOLS) {
      for (const area of AREAS) {
        const meaning = symbol.meanings[area];
        expect(meaning.trim().length, `${symbol.id}.${area}`).toBeGreaterThan(10);
        expect(meaning, `${symbol.id}.${area} starts lower-case`).toMatch(/^[a-z]/);
        expect(meaning, `${symbol.id}.${area} has no final stop`).not.toMatch(/[.!?]$/);
        expect(meaning, `${symbol.id}.${area}`).not.toMatch(BANNED);
        expect(meaning, `${symbol.id}.${area} spacing`).not.toMatch(/\s{2}|^\s|\s$/);
      }
    }
  });

  it('gives every symbol a valid tone, affinity and noun', () => {
    for (const symbol of SYMBOLS) {
      expect(['fortunate', 'cautionary', 'neutral']).toContain(symbol.tone);
      expect(symbol.affinity.length).toBeGreaterThan(0);
      for (const area of symbol.affinity) expect(AREAS).toContain(area);
      expect(symbol.noun).toMatch(/^[a-z][a-z -]*$/);
      expect(symbol.name.length).toBeGreaterThan(1);
    }
  });

  it('has more fortunate symbols than cautionary ones, and some of each tone', () => {
    const count = (tone: string) => SYMBOLS.filter((s) => s.tone === tone).length;
    expect(count('fortunate')).toBeGreaterThan(count('cautionary') * 2);
    expect(count('cautionary')).toBeGreaterThanOrEqual(8);
    expect(count('neutral')).toBeGreaterThanOrEqual(8);
  });

  it('has symbols that favour each of love, career and health', () => {
    for (const area of ['love', 'career', 'health'] as const) {
      expect(SYMBOLS.filter((s) => s.affinity.includes(area)).length, area).toBeGreaterThanOrEqual(12);
    }
  });
});
