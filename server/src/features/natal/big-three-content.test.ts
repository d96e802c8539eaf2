import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ZODIAC_SIGNS } from '@contract/zodiac-signs';
import { describe, expect, it } from 'vitest';
import { BigThreeFileSchema } from './big-three';

const CONTENT_DIR = path.join(import.meta.dirname, 'content');
const read = (): any => JSON.parse(readFileSync(path.join(CONTENT_DIR, 'big-three.json'), 'utf8'));

describe('the big three content file', () => {
  it("is one of natal/content's three files (Turkish in tr/), each read through its own schema, and matches its own", () => {
    expect(readdirSync(CONTENT_DIR).sort()).toEqual(['big-three.json', 'inter-aspects.json', 'tr', 'transits.json']);
    expect(BigThreeFileSchema.safeParse(read()).error?.issues ?? []).toEqual([]);
  });

  it('rejects a sign left out, a placeholder, an empty reading and an unknown point', () => {
    const file = read();
    delete file.sun.Pisces;
    file.moon.Aries = 'Your {sign} Moon';
    file.rising.Leo = ' ';
    file.midheaven = {};
    const issues = BigThreeFileSchema.safeParse(file).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining([['sun', 'Pisces'], ['moon', 'Aries'], ['rising', 'Leo'], []]),
    );
    expect(issues).toHaveLength(4);
  });

  it('holds 36 different readings of one to three sentences, each naming its sign', () => {
    const file = read();
    const texts: string[] = [];
    for (const point of ['sun', 'moon', 'rising'] as const) {
      for (const sign of ZODIAC_SIGNS) {
        const text: string = file[point][sign];
        texts.push(text);
        expect(text).toContain(sign);
        const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
        expect(sentences.length, text).toBeGreaterThanOrEqual(1);
        expect(sentences.length, text).toBeLessThanOrEqual(3);
      }
    }
    expect(new Set(texts).size).toBe(36);
  });
});
