import { describe, expect, it } from 'vitest';
import { areaFromText, resolveArea } from './area';
import { castCup } from './cast-cup';
import { SYMBOLS } from './symbols';
import { makeInput } from './test-fixtures';
import type { Area, Cup } from './types';
import { ZONES } from './types';

const ids = (cup: Cup) => cup.symbols.map((p) => p.symbol.id);

describe('castCup', () => {
  it('casts the identical cup for identical input', () => {
    expect(castCup(makeInput())).toEqual(castCup(makeInput()));
  });

  it('casts a different cup when only the nonce changes', () => {
    const a = castCup(makeInput({ nonce: '1:1000' }));
    const b = castCup(makeInput({ nonce: '2:2000' }));
    expect(a.seed).not.toBe(b.seed);
    expect(ids(a)).not.toEqual(ids(b));
  });

  it('lets every input move the seed: swirl, mood, sign, date and member', () => {
    const base = castCup(makeInput()).seed;
    const swirl = { swirls: [{ peak: 320, durationMs: 2000, at: 0 }] };
    expect(castCup(makeInput({ swirl })).seed).not.toBe(base);
    expect(castCup(makeInput({ mood: 'Calm' })).seed).not.toBe(base);
    expect(castCup(makeInput({ sign: 'Virgo' })).seed).not.toBe(base);
    expect(castCup(makeInput({ date: '2025-03-15' })).seed).not.toBe(base);
    expect(castCup(makeInput({ memberKey: 'member-2' })).seed).not.toBe(base);
  });

  it('places 4 to 7 distinct symbols in valid zones, in reading order', () => {
    const sizes = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const cup = castCup(makeInput({ nonce: String(i) }));
      sizes.add(cup.symbols.length);
      expect(cup.symbols.length).toBeGreaterThanOrEqual(4);
      expect(cup.symbols.length).toBeLessThanOrEqual(7);
      expect(new Set(ids(cup)).size).toBe(cup.symbols.length);
      const order = cup.symbols.map((p) => ZONES.indexOf(p.zone));
      expect(order.every((z) => z >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((x, y) => x - y));
      expect(cup.symbols.filter((p) => p.zone === 'handle').length).toBeLessThanOrEqual(2);
      for (const p of cup.symbols) {
        expect(['small', 'medium', 'large']).toContain(p.size);
        expect(['clear', 'faint']).toContain(p.clarity);
        expect(['toward', 'away']).toContain(p.direction);
      }
    }
    expect([...sizes].sort()).toEqual([4, 5, 6, 7]);
  });

  it('keeps every cup kind: at least two fortunate shapes and at most two cautionary', () => {
    for (let i = 0; i < 500; i++) {
      const cup = castCup(makeInput({ nonce: `kind-${i}` }));
      expect(cup.symbols.filter((p) => p.symbol.tone === 'fortunate').length).toBeGreaterThanOrEqual(2);
      expect(cup.symbols.filter((p) => p.symbol.tone === 'cautionary').length).toBeLessThanOrEqual(2);
    }
  });

  it('avoids the symbols of recent readings while enough others remain', () => {
    const recentSymbolIds = SYMBOLS.slice(0, 35).map((s) => s.id);
    for (let i = 0; i < 300; i++) {
      const cup = castCup(makeInput({ nonce: `recent-${i}`, recentSymbolIds }));
      for (const id of ids(cup)) expect(recentSymbolIds).not.toContain(id);
    }
  });

  it('still casts a full cup when nearly every symbol is recent', () => {
    const recentSymbolIds = SYMBOLS.slice(2).map((s) => s.id);
    const cup = castCup(makeInput({ recentSymbolIds }));
    expect(cup.symbols.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ids(cup)).size).toBe(cup.symbols.length);
  });

  it('weights symbols toward the intention area', () => {
    const share = (category: 'Love' | 'Other', area: Area) => {
      let hits = 0;
      let total = 0;
      for (let i = 0; i < 1500; i++) {
        const cup = castCup(makeInput({ category, intention: '', nonce: `w-${i}` }));
        hits += cup.symbols.filter((p) => p.symbol.affinity.includes(area)).length;
        total += cup.symbols.length;
      }
      return hits / total;
    };
    const loveInLoveCups = share('Love', 'love');
    const loveInGeneralCups = share('Other', 'love');
    expect(loveInLoveCups).toBeGreaterThan(loveInGeneralCups * 1.6);
  });

  it('settles the grounds by the vigour of a real swirl', () => {
    const swirl = (peak: number) => ({
      swirls: [0, 1, 2].map((i) => ({ peak, durationMs: 2000, at: i * 2500 })),
    });
    expect(castCup(makeInput({ swirl: swirl(900) })).settling).toBe('heavy');
    expect(castCup(makeInput({ swirl: swirl(450) })).settling).toBe('even');
    expect(castCup(makeInput({ swirl: swirl(180) })).settling).toBe('light');
  });
});

describe('the reading area', () => {
  it('follows the category', () => {
    expect(castCup(makeInput({ category: 'Love', intention: 'get promoted' })).area).toBe('love');
    expect(resolveArea('Career', '')).toBe('career');
    expect(resolveArea('Health', 'anything')).toBe('health');
  });

  it('reads the intention when the category is Other or missing', () => {
    expect(resolveArea('Other', 'Will my boyfriend propose?')).toBe('love');
    expect(resolveArea(undefined, 'a new job at a bigger company')).toBe('career');
    expect(resolveArea('Other', 'more energy and better sleep')).toBe('health');
    expect(resolveArea('Other', 'moving to a new city')).toBe('general');
    expect(resolveArea(undefined, '')).toBe('general');
  });

  it('matches whole words only', () => {
    expect(areaFromText('fireworks at the harbour')).toBeNull();
    expect(areaFromText('glove shopping')).toBeNull();
    expect(areaFromText('WORK worries')).toBe('career');
  });
});
