/**
 * The care net in every language it reads (README.md beside this file, "Languages"): texts written
 * apart from the rules, in languages/dev/<lang>/ (the sets the nets were written with) and
 * languages/held-out-1/<lang>/ (written by another hand, who saw neither the rules nor the dev sets,
 * and first measured once before anything was tuned on them). Each set is held to its measure as a
 * floor; decision 0009 gives the figures against the targets.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../language/detect-language';
import { readCare } from '../read-care';

const HERE = path.join(import.meta.dirname, 'languages');

type Floor = { crisis: number; health: number; wronglyRefused: number };

/** Measured with the shipped nets: found at least, and ordinary texts refused at most. */
const FLOORS: Readonly<Record<string, Readonly<Record<string, Floor>>>> = {
  dev: {
    tr: { crisis: 198, health: 148, wronglyRefused: 2 },
    ar: { crisis: 50, health: 39, wronglyRefused: 1 },
    de: { crisis: 50, health: 40, wronglyRefused: 1 },
    es: { crisis: 50, health: 40, wronglyRefused: 4 },
    fr: { crisis: 50, health: 40, wronglyRefused: 2 },
    it: { crisis: 50, health: 40, wronglyRefused: 2 },
    ru: { crisis: 50, health: 40, wronglyRefused: 0 },
  },
  // The first measure, before any tuning (of 100/100/200 in Turkish, 40/40/80 in the others).
  'held-out-1': {
    tr: { crisis: 50, health: 95, wronglyRefused: 15 },
    ar: { crisis: 21, health: 32, wronglyRefused: 9 },
    de: { crisis: 14, health: 24, wronglyRefused: 7 },
    es: { crisis: 22, health: 30, wronglyRefused: 10 },
    fr: { crisis: 19, health: 28, wronglyRefused: 9 },
    it: { crisis: 25, health: 28, wronglyRefused: 6 },
    ru: { crisis: 22, health: 30, wronglyRefused: 6 },
  },
};

function readTexts(set: string, language: string, kind: string): string[] {
  return fs
    .readFileSync(path.join(HERE, set, language, `${kind}.txt`), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

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
