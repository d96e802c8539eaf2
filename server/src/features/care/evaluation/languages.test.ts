/**
 * The care net in every language it reads (README.md beside this file, "Languages"): texts written
 * apart from the rules, in languages/dev/<lang>/ (the sets the nets were written with),
 * languages/held-out-1/<lang>/ and languages/held-out-2/<lang>/ (each by another hand, who saw neither
 * the rules nor any other set, first measured once before anything was tuned on them). Each set is held to its measure as a
 * floor; decision 0009 gives the figures against the targets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage, loadLanguageDetector } from '../language/detect-language';
import { readCare } from '../read-care';

const HERE = path.join(import.meta.dirname, 'languages');

type Floor = { crisis: number; health: number; wronglyRefused: number };

/**
 * Measured with the shipped nets and their models: found at least, and ordinary texts refused at
 * most. held-out-1 was first measured once before any tuning (decision 0009 gives those figures),
 * then tuned on and trained on; these are its figures now. held-out-2, by a third writer, was first
 * measured with the rules alone, then with the models (never trained on it): these are that measure.
 */
const FLOORS: Readonly<Record<string, Readonly<Record<string, Floor>>>> = {
  dev: {
    tr: { crisis: 200, health: 150, wronglyRefused: 0 },
    ar: { crisis: 50, health: 39, wronglyRefused: 1 },
    de: { crisis: 49, health: 40, wronglyRefused: 2 },
    es: { crisis: 49, health: 39, wronglyRefused: 2 },
    fr: { crisis: 49, health: 40, wronglyRefused: 3 },
    it: { crisis: 48, health: 39, wronglyRefused: 2 },
    ru: { crisis: 50, health: 38, wronglyRefused: 0 },
  },
  // Tuned on after its first measure (Turkish crisis 50, health 95, refused 15 then).
  'held-out-1': {
    tr: { crisis: 99, health: 100, wronglyRefused: 8 },
    ar: { crisis: 40, health: 40, wronglyRefused: 8 },
    de: { crisis: 40, health: 39, wronglyRefused: 1 },
    es: { crisis: 40, health: 35, wronglyRefused: 4 },
    fr: { crisis: 40, health: 40, wronglyRefused: 4 },
    it: { crisis: 40, health: 33, wronglyRefused: 5 },
    ru: { crisis: 40, health: 39, wronglyRefused: 4 },
  },
  // Never tuned or trained on (of 100/100/200 in Turkish, 40/40/80 in the others).
  'held-out-2': {
    tr: { crisis: 88, health: 94, wronglyRefused: 15 },
    ar: { crisis: 25, health: 31, wronglyRefused: 8 },
    de: { crisis: 25, health: 38, wronglyRefused: 5 },
    es: { crisis: 28, health: 35, wronglyRefused: 7 },
    fr: { crisis: 34, health: 36, wronglyRefused: 6 },
    it: { crisis: 27, health: 28, wronglyRefused: 2 },
    ru: { crisis: 24, health: 24, wronglyRefused: 2 },
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
