/**
 * The care net in every language it reads (README.md beside this file, "Languages"): texts written
 * apart from the rules, in languages/<set>/<lang>/, each set by another hand who saw neither the
 * rules nor any other set, first measured once before anything was tuned on it. Each set is held
 * to its measure as a floor; decision 0009 gives the figures against the targets. */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage, loadLanguageDetector } from '../language/detect-language';
import { readCare } from '../read-care';

const HERE = path.join(import.meta.dirname, 'languages');

type Floor = { crisis: number; health: number; wronglyRefused: number };

/**
 * Measured with the shipped nets and their models: found at least, and ordinary texts refused at
 * most. Every set's first measure, before anything was tuned on it, is in decision 0009. dev,
 * held-out-1, held-out-2 and train (a fourth writer's texts, written for training) have since been
 * tuned on by the rules and trained on by the models: these are their figures now. held-out-3, by
 * a fifth writer, is the first measure of rules and models that never saw it.
 */
const FLOORS: Readonly<Record<string, Readonly<Record<string, Floor>>>> = {
  dev: {
    tr: { crisis: 198, health: 150, wronglyRefused: 1 },
    ar: { crisis: 50, health: 40, wronglyRefused: 0 },
    de: { crisis: 49, health: 40, wronglyRefused: 1 },
    es: { crisis: 49, health: 39, wronglyRefused: 0 },
    fr: { crisis: 49, health: 40, wronglyRefused: 0 },
    it: { crisis: 48, health: 40, wronglyRefused: 1 },
    ru: { crisis: 50, health: 40, wronglyRefused: 0 },
  },
  'held-out-1': {
    tr: { crisis: 100, health: 99, wronglyRefused: 3 },
    ar: { crisis: 40, health: 40, wronglyRefused: 2 },
    de: { crisis: 40, health: 40, wronglyRefused: 0 },
    es: { crisis: 40, health: 40, wronglyRefused: 1 },
    fr: { crisis: 40, health: 40, wronglyRefused: 1 },
    it: { crisis: 40, health: 39, wronglyRefused: 2 },
    ru: { crisis: 40, health: 40, wronglyRefused: 1 },
  },
  'held-out-2': {
    tr: { crisis: 99, health: 100, wronglyRefused: 1 },
    ar: { crisis: 40, health: 40, wronglyRefused: 0 },
    de: { crisis: 39, health: 39, wronglyRefused: 1 },
    es: { crisis: 40, health: 40, wronglyRefused: 0 },
    fr: { crisis: 40, health: 40, wronglyRefused: 0 },
    it: { crisis: 39, health: 40, wronglyRefused: 0 },
    ru: { crisis: 40, health: 40, wronglyRefused: 0 },
  },
  train: {
    tr: { crisis: 236, health: 200, wronglyRefused: 3 },
    ar: { crisis: 150, health: 120, wronglyRefused: 1 },
    de: { crisis: 143, health: 120, wronglyRefused: 0 },
    es: { crisis: 146, health: 120, wronglyRefused: 4 },
    fr: { crisis: 149, health: 120, wronglyRefused: 6 },
    it: { crisis: 148, health: 118, wronglyRefused: 4 },
    ru: { crisis: 150, health: 119, wronglyRefused: 0 },
  },
  // Never tuned or trained on (of 120/120/240 in Turkish, 50/50/100 in the others).
  'held-out-3': {
    tr: { crisis: 92, health: 109, wronglyRefused: 13 },
    ar: { crisis: 36, health: 41, wronglyRefused: 1 },
    de: { crisis: 42, health: 48, wronglyRefused: 2 },
    es: { crisis: 29, health: 45, wronglyRefused: 7 },
    fr: { crisis: 32, health: 47, wronglyRefused: 1 },
    it: { crisis: 26, health: 42, wronglyRefused: 6 },
    ru: { crisis: 39, health: 47, wronglyRefused: 0 },
  },
};

function readTexts(set: string, language: string, kind: string): string[] {
  return fs
    .readFileSync(path.join(HERE, set, language, `${kind}.txt`), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

beforeAll(() => loadLanguageDetector());
describe('the care net in every language', () => {
  for (const [set, languages] of Object.entries(FLOORS)) {
    for (const [language, floor] of Object.entries(languages)) {
      it(`${set}/${language}: crisis ${floor.crisis}, health ${floor.health}, at most ${floor.wronglyRefused} ordinary refused`, () => {
        const kinds = (kind: string) => readTexts(set, language, kind).map((text) => readCare(text).kind);
        expect(kinds('crisis').filter((kind) => kind === 'crisis').length).toBeGreaterThanOrEqual(floor.crisis);
        expect(kinds('health').filter((kind) => kind === 'health').length).toBeGreaterThanOrEqual(floor.health);
        expect(kinds('ordinary').filter((kind) => kind !== 'ordinary').length).toBeLessThanOrEqual(
          floor.wronglyRefused,
        );
      });
    }
  }

  it('names the language of 96% of the dev texts (1,670 texts in seven languages)', () => {
    let right = 0;
    let all = 0;
    for (const language of Object.keys(FLOORS.dev ?? {})) {
      for (const kind of ['crisis', 'health', 'ordinary']) {
        for (const text of readTexts('dev', language, kind)) {
          all++;
          if (detectLanguage(text).language === language) right++;
        }
      }
    }
    expect(all).toBe(1670);
    expect(right).toBeGreaterThanOrEqual(1603);
  });
});
