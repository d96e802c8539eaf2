import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AffirmationsFileSchema } from './affirmation-corpus';
import {
  HoroscopeAreasFileSchema,
  HoroscopeHeadlinesFileSchema,
  HoroscopeInsightsFileSchema,
  HoroscopeMoonFileSchema,
  SkyLeadInsFileSchema,
} from './horoscope-corpus';
import { SignProfilesFileSchema } from './horoscope-signs';
import { TurkishWordsFileSchema } from './horoscope-wording';

const CONTENT_DIR = path.join(import.meta.dirname, 'content');

/** Every guidance content file and the schema its loader checks it with; Turkish in tr/. */
const SCHEMAS: Record<string, z.ZodType> = {
  'affirmations.json': AffirmationsFileSchema,
  'horoscope-areas.json': HoroscopeAreasFileSchema,
  'horoscope-headlines.json': HoroscopeHeadlinesFileSchema,
  'horoscope-insights.json': HoroscopeInsightsFileSchema,
  'horoscope-moon.json': HoroscopeMoonFileSchema,
  'horoscope-sky-lead-ins.json': SkyLeadInsFileSchema,
  'sign-profiles.json': SignProfilesFileSchema,
  'tr/affirmations.json': AffirmationsFileSchema,
  'tr/horoscope-areas.json': HoroscopeAreasFileSchema,
  'tr/horoscope-headlines.json': HoroscopeHeadlinesFileSchema,
  'tr/horoscope-insights.json': HoroscopeInsightsFileSchema,
  'tr/horoscope-moon.json': HoroscopeMoonFileSchema,
  'tr/horoscope-sky-lead-ins.json': SkyLeadInsFileSchema,
  'tr/sign-profiles.json': SignProfilesFileSchema,
  'tr/words.json': TurkishWordsFileSchema,
};

const read = (file: string): any => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8'));

describe('the guidance content files', () => {
  it('each have a schema, and nothing else lies in content/', () => {
    const files = readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file !== 'tr');
    expect(files.sort()).toEqual(Object.keys(SCHEMAS).sort());
  });

  it.each(Object.keys(SCHEMAS))('%s matches its schema', (file) => {
    const result = SCHEMAS[file]!.safeParse(read(file));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('rejects a placeholder in a core, which the composer never fills, and an unknown one in a lead-in', () => {
    const areas = read('horoscope-areas.json');
    areas.love.cores[0] = 'your {sign} heart opens';
    areas.career.leadIns[0] = 'As a {planet} person,';
    const issues = HoroscopeAreasFileSchema.safeParse(areas).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([
      ['love', 'cores', 0],
      ['career', 'leadIns', 0],
    ]);
  });

  it('rejects a sign left out of the Moon themes and an aspect phrase without its placeholders known', () => {
    const moon = read('horoscope-moon.json');
    delete moon.themes.Pisces;
    expect(HoroscopeMoonFileSchema.safeParse(moon).error?.issues[0]?.path).toEqual(['themes', 'Pisces']);
    const insights = read('horoscope-insights.json');
    insights.aspectPhrases.trine[0] = '{body} forms a trine.';
    expect(HoroscopeInsightsFileSchema.safeParse(insights).error?.issues[0]?.path).toEqual([
      'aspectPhrases',
      'trine',
      0,
    ]);
  });

  it('rejects a mood with fewer than 20 affirmations and an affirmation without its full stop', () => {
    const affirmations = read('affirmations.json');
    affirmations.Calm = affirmations.Calm.slice(0, 19);
    affirmations.Happy[0] = 'I am glad today';
    const issues = AffirmationsFileSchema.safeParse(affirmations).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([['Happy', 0], ['Calm']]);
  });

  it('rejects a Turkish name in lower case, a placeholder the code does not fill and a suffix on a name', () => {
    const words = read('tr/words.json');
    words.signs.Leo = 'aslan';
    words.guidance.planetIn = "{planet} {sign}'da";
    words.guidance.general = 'Güneş {sun} burcundayken {guidance}.';
    const issues = TurkishWordsFileSchema.safeParse(words).error?.issues ?? [];
    expect(issues.map((issue) => issue.path)).toEqual([
      ['signs', 'Leo'],
      ['guidance', 'general'],
      ['guidance', 'planetIn'],
    ]);
  });

  it('accepts an affirmation opening with a Turkish capital, and still refuses one in lower case', () => {
    const affirmations = read('tr/affirmations.json');
    affirmations.Calm[0] = 'İçim rahat.';
    expect(AffirmationsFileSchema.safeParse(affirmations).success).toBe(true);
    affirmations.Calm[0] = 'içim rahat.';
    expect(AffirmationsFileSchema.safeParse(affirmations).error?.issues[0]?.path).toEqual(['Calm', 0]);
  });
});
