import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InterAspect } from './compatibility-aspects';
import { describeInterAspect, InterAspectsFileSchema, summarise } from './compatibility-content';

const FILE = path.join(import.meta.dirname, 'content', 'inter-aspects.json');
const content = () => JSON.parse(readFileSync(FILE, 'utf8'));
const aspect = (a: InterAspect['a'], b: InterAspect['b'], type: InterAspect['type']): InterAspect => ({
  a,
  b,
  type,
  orb: 1,
  strength: 0.5,
});

describe('the inter-aspects content file', () => {
  it('matches its schema', () => {
    expect(InterAspectsFileSchema.safeParse(content()).error?.issues ?? []).toEqual([]);
  });

  it('refuses a pair that names no point, and a placeholder the code does not fill', () => {
    const wrongPair = { ...content(), pairs: { 'sun-chiron': content().pairs['sun-moon'] } };
    expect(InterAspectsFileSchema.safeParse(wrongPair).success).toBe(false);
    const wrongPlaceholder = content();
    wrongPlaceholder.aspects.trine = ['Your {yourPoint} and {sign}.'];
    expect(InterAspectsFileSchema.safeParse(wrongPlaceholder).success).toBe(false);
  });
});

describe('an inter-aspect in plain words', () => {
  it('reads a classic pair in its own words, by tone', () => {
    expect(describeInterAspect(aspect('venus', 'mars', 'trine'), 'Deniz')).toBe(
      "Your Venus and Deniz's Mars are in easy contact: attraction flows gently, and affection is simple to show.",
    );
    expect(describeInterAspect(aspect('moon', 'moon', 'square'), 'Deniz')).toMatch(
      /^Your Moons keep different rhythms/,
    );
  });

  it('fills the aspect sentence with both points for the other pairs, always the same one', () => {
    const text = describeInterAspect(aspect('mars', 'saturn', 'opposition'), 'Deniz');
    expect(text).toMatch(/Mars.*Deniz's Saturn|Deniz's Saturn.*Mars/);
    expect(text).toContain('your drive');
    expect(text).toContain('their sense of commitment');
    expect(text).not.toMatch(/[{}]/);
    expect(describeInterAspect(aspect('mars', 'saturn', 'opposition'), 'Deniz')).toBe(text);
  });

  it('never fills a name holding braces in again', () => {
    expect(describeInterAspect(aspect('sun', 'moon', 'conjunction'), '{name}')).toContain("{name}'s Moon");
  });
});

describe('the summary', () => {
  it('says flowing, lively or balanced by the share of squares and oppositions, and names the strongest', () => {
    const easy = [aspect('sun', 'moon', 'trine'), aspect('venus', 'mars', 'sextile'), aspect('moon', 'moon', 'square')];
    expect(summarise(easy, 'Deniz', true)).toBe(
      "There is a lot of natural ease between you and Deniz: three main links between your charts, most of them flowing. The strongest is your Sun with Deniz's Moon.",
    );
    const tense = [aspect('mars', 'mars', 'square'), aspect('sun', 'sun', 'opposition')];
    expect(summarise(tense, 'Deniz', true)).toMatch(/^Between you and Deniz there is plenty of spark: two main links/);
    const mixed = [aspect('sun', 'sun', 'square'), aspect('moon', 'moon', 'trine')];
    expect(summarise(mixed, 'Deniz', true)).toMatch(/^You and Deniz share a mix of ease and spark/);
  });

  it('has a sentence of its own for a single aspect', () => {
    expect(summarise([aspect('venus', 'mars', 'square')], 'Deniz', true)).toBe(
      "Your charts and Deniz's meet in one clear place: your Venus with Deniz's Mars. The rest is open ground, yours to fill in together.",
    );
  });

  it('speaks of a quiet pairing without aspects, and of the missing birth time', () => {
    expect(summarise([], 'Deniz', false)).toBe(
      "Your charts and Deniz's touch only lightly: no close links between your main planets. That often means a calm bond in which you each keep your own space. Without Deniz's birth time, their rising sign is left out and their Moon is read for midday, so it may sit a few degrees away.",
    );
  });
});
