import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Transit } from '@contract/guidance';
import { describe, expect, it } from 'vitest';
import type { MemberUser } from '../../db/statements/load-member';
import { fillTemplate } from '../../lib/content';
import { bigThreeOf } from './big-three';
import { foldQuestion } from './birth-data';
import { castChart } from './chart';
import { INTER_ASPECTS, type InterAspect, SYNASTRY_POINTS } from './compatibility-aspects';
import { describeInterAspect, summarise } from './compatibility-content';
import { memberTransits, type TransitBirth, transitsFor } from './transits';

const CONTENT_DIR = path.join(import.meta.dirname, 'content');
const read = (file: string): any => JSON.parse(readFileSync(path.join(CONTENT_DIR, file), 'utf8'));
const TR = {
  bigThree: read('tr/big-three.json'),
  transits: read('tr/transits.json'),
  interAspects: read('tr/inter-aspects.json'),
  words: read('tr/words.json'),
};
const EN = { transits: read('transits.json'), interAspects: read('inter-aspects.json') };

const IZMIR_1990: TransitBirth = {
  utc: new Date('1990-05-17T05:45:00Z'),
  latitude: 38.41273,
  longitude: 27.13838,
  timeKnown: true,
};
const DATES = ['2026-11-27', '2027-03-02'];
/** Births 13 weeks and an hour apart from 1960, the same place (as transits.test.ts). */
const births = (timeKnown: boolean, count: number): TransitBirth[] =>
  Array.from({ length: count }, (_, i) => ({
    ...IZMIR_1990,
    utc: new Date(Date.UTC(1960, 0, 1, 7, 30) + i * 7 * 86_400_000 * 13 + i * 3_600_000),
    timeKnown,
  }));
const NAMES = ['Deniz', 'Ece', 'Ayşe Nur'];

/** The words of some texts lower-cased the Turkish way, without the other person's name. */
function wordsOf(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    const withoutNames = NAMES.reduce((rest, name) => rest.replaceAll(name, ' '), text);
    for (const word of withoutNames.toLocaleLowerCase('tr').match(/\p{L}+(?:['\u2019]\p{L}+)*/gu) ?? [])
      words.add(word);
  }
  return words;
}

/** Every text of a content file, without its {placeholders}. */
function texts(data: unknown): string[] {
  if (typeof data === 'string') return [data.replace(/\{\w+\}/g, ' ')];
  if (data !== null && typeof data === 'object') return Object.values(data).flatMap(texts);
  return [];
}

/** The index of the template in `list` that `text` was filled from (its fixed words in order), or -1. */
function templateIndex(text: string, list: string[]): number {
  return list.findIndex((template) => {
    const pattern = template
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    return new RegExp(`^${pattern}$`, 'su').test(text);
  });
}

const aspect = (a: InterAspect['a'], b: InterAspect['b'], type: InterAspect['type']): InterAspect => ({
  a,
  b,
  type,
  orb: 1,
  strength: 0.5,
});
/** Every pair of points in every aspect, as a compatibility reading may meet them. */
const EVERY_ASPECT = SYNASTRY_POINTS.flatMap((a) =>
  SYNASTRY_POINTS.flatMap((b) => INTER_ASPECTS.map(({ type }) => aspect(a, b, type))),
);

/** What each language says over the samples: transits, big three, compatibility texts and summaries. */
function outputs(language: 'en' | 'tr') {
  const transits = DATES.flatMap((date) =>
    [...births(true, 150), ...births(false, 40)].flatMap((birth) => transitsFor(birth, date, language)),
  );
  const bigThree = births(true, 40).flatMap((birth) =>
    bigThreeOf(castChart({ ...birth, timeKnown: true }), language).map(({ text }) => text),
  );
  const compatibility = NAMES.flatMap((name) => [
    ...EVERY_ASPECT.map((one) => describeInterAspect(one, name, language)),
    ...[0, 13, 37].flatMap((from) =>
      [0, 1, 2, 3, 8].flatMap((count) =>
        [true, false].map((known) => summarise(EVERY_ASPECT.slice(from, from + count), name, known, language)),
      ),
    ),
  ]);
  return { transits, texts: [...transits.map((transit) => transit.text), ...bigThree, ...compatibility] };
}
const ENGLISH = outputs('en');
const TURKISH = outputs('tr');

describe('the big three in Turkish', () => {
  it("reads each point from the Turkish file, the English reading's sign and place unchanged", () => {
    const chart = castChart({ utc: new Date('1990-06-01T09:00:00Z'), latitude: 41, longitude: 29, timeKnown: true });
    const english = bigThreeOf(chart);
    const turkish = bigThreeOf(chart, 'tr');
    expect(bigThreeOf(chart, 'en')).toEqual(english);
    expect(turkish.map(({ point, sign }) => [point, sign])).toEqual(english.map(({ point, sign }) => [point, sign]));
    expect(turkish.map(({ text }) => text)).toEqual(english.map(({ point, sign }) => TR.bigThree[point][sign]));
    expect(turkish[0]?.text).toMatch(/^İkizler burcundaki Güneş'in /);
  });
});

describe('transits in Turkish', () => {
  it('finds the same transits as in English, each read from the same place in the Turkish lists', () => {
    for (const date of DATES) {
      const english = transitsFor(IZMIR_1990, date);
      const turkish = transitsFor(IZMIR_1990, date, 'tr');
      expect(transitsFor(IZMIR_1990, date, 'en')).toEqual(english);
      const withoutText = ({ text: _, ...rest }: Transit) => rest;
      expect(turkish.map(withoutText)).toEqual(english.map(withoutText));
      english.forEach((transit, index) => {
        const list = (file: any) => (transit.type === 'ingress' ? file.ingress : file.aspects[transit.type]);
        const at = templateIndex(transit.text, list(EN.transits));
        expect(at, transit.text).toBeGreaterThanOrEqual(0);
        expect(templateIndex(turkish[index]?.text as string, list(TR.transits)), turkish[index]?.text).toBe(at);
      });
    }
  });

  it("writes the day's strongest transit from the Turkish file and words", () => {
    const [first] = transitsFor(IZMIR_1990, '2026-11-27', 'tr');
    // English: 'Saturn squares your natal Ascendant, stirring ...' (transits.test.ts), the first square sentence.
    expect(first).toMatchObject({ transiting: 'saturn', natal: 'ascendant', type: 'square' });
    expect(first?.text).toBe(
      fillTemplate(TR.transits.aspects.square[0], {
        transiting: TR.words.points.saturn,
        transitingTheme: TR.transits.transitingThemes.saturn,
        natal: TR.words.points.ascendant,
        natalTheme: TR.transits.natalThemes.ascendant,
      }),
    );
    expect(first?.text).toMatch(/^Satürn, doğum haritandaki Yükselen ile kare yapıyor/);
  });

  it('names the house an ingress enters with its Turkish ordinal and theme', () => {
    const ingresses = TURKISH.transits.filter((transit) => transit.type === 'ingress');
    expect(ingresses.length).toBeGreaterThan(0);
    for (const ingress of ingresses) {
      const house = Number(ingress.natal.slice('house-'.length));
      expect(ingress.text).toContain(`${TR.words.houses[house - 1]} evine `);
      expect(ingress.text).toContain(TR.transits.houseThemes[house]);
      expect(ingress.text).toMatch(/ evine (giriyor|ge\u00E7iyor)/);
    }
  });

  it("follows the member's language, cached apart", () => {
    const member = (language: 'en' | 'tr') =>
      ({
        id: 41,
        language,
        dateOfBirth: '1990-05-17',
        birthTime: '08:45',
        birthTimeFold: null,
        birthPlaceId: 311046,
        birthPlaceName: 'İzmir',
        birthPlaceLat: 38.41273,
        birthPlaceLon: 27.13838,
        birthPlaceTimeZone: 'Europe/Istanbul',
      }) as MemberUser;
    const english = memberTransits(member('en'), '2026-11-27');
    const turkish = memberTransits(member('tr'), '2026-11-27');
    expect(english).toEqual(transitsFor(IZMIR_1990, '2026-11-27'));
    expect(turkish).toEqual(transitsFor(IZMIR_1990, '2026-11-27', 'tr'));
    expect(memberTransits(member('en'), '2026-11-27')).toBe(english);
    expect(memberTransits(member('tr'), '2026-11-27')).toBe(turkish);
    expect(memberTransits(member('en'), '2026-11-27', 'tr')).toBe(turkish);
  });
});

describe('compatibility in Turkish', () => {
  it('reads a classic pair in its own Turkish words, by tone, with the name standing alone', () => {
    expect(describeInterAspect(aspect('venus', 'mars', 'trine'), 'Deniz', 'tr')).toBe(
      fillTemplate(TR.interAspects.pairs['venus-mars'].easy, { name: 'Deniz' }),
    );
    expect(describeInterAspect(aspect('sun', 'sun', 'conjunction'), 'Ece', 'tr')).toBe(
      fillTemplate(TR.interAspects.pairs['sun-sun'].together, { name: 'Ece' }),
    );
    expect(describeInterAspect(aspect('venus', 'mars', 'trine'), 'Deniz', 'en')).toBe(
      describeInterAspect(aspect('venus', 'mars', 'trine'), 'Deniz'),
    );
  });

  it('fills the other pairs from the same place in the Turkish list, with Turkish labels and themes', () => {
    for (const type of INTER_ASPECTS.map((one) => one.type)) {
      const english = describeInterAspect(aspect('mars', 'saturn', type), 'Deniz');
      const turkish = describeInterAspect(aspect('mars', 'saturn', type), 'Deniz', 'tr');
      const at = templateIndex(english, EN.interAspects.aspects[type]);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(turkish).toBe(
        fillTemplate(TR.interAspects.aspects[type][at], {
          name: 'Deniz',
          yourPoint: 'Mars',
          theirPoint: 'Satürn',
          yourTheme: TR.interAspects.points.mars.theme,
          theirTheme: TR.interAspects.points.saturn.theme,
        }),
      );
    }
  });

  it('sums up in Turkish: counts in words, the strongest link, the missing birth time', () => {
    const easy = [aspect('sun', 'moon', 'trine'), aspect('venus', 'mars', 'sextile'), aspect('moon', 'moon', 'square')];
    const strongest = fillTemplate(TR.words.strongest, { yourPoint: 'Güneş', theirPoint: 'Ay' });
    expect(summarise(easy, 'Deniz', true, 'tr')).toBe(
      fillTemplate(TR.interAspects.summaries.flowing, { name: 'Deniz', count: 'üç', strongest }),
    );
    expect(summarise(easy, 'Deniz', true, 'tr')).toContain('haritandaki Güneş ile onun haritasındaki Ay');
    expect(summarise([], 'Deniz', false, 'tr')).toBe(
      `${fillTemplate(TR.interAspects.summaries.quiet, { name: 'Deniz' })} ${fillTemplate(TR.interAspects.noBirthTime, { name: 'Deniz' })}`,
    );
    expect(summarise(easy, 'Deniz', true, 'en')).toBe(summarise(easy, 'Deniz', true));
  });
});

describe('the question about a birth time the clocks changed over, in Turkish', () => {
  it('asks it with the date day first and the place and time standing alone', () => {
    expect(foldQuestion('ambiguous', '02:30', '1990-09-30', 'Berlin', 'tr').message).toBe(
      fillTemplate(TR.words.foldQuestions.ambiguous, { date: '30.09.1990', place: 'Berlin', time: '02:30' }),
    );
    expect(foldQuestion('skipped', '02:30', '1990-03-25', 'Berlin', 'tr')).toMatchObject({
      code: 'BIRTH_TIME_FOLD',
      message: fillTemplate(TR.words.foldQuestions.skipped, { date: '25.03.1990', place: 'Berlin', time: '02:30' }),
    });
    expect(foldQuestion('ambiguous', '02:30', '1990-09-30', 'Berlin').message).toBe(
      'The clocks went back on 1990-09-30 in Berlin, so 02:30 happened twice: please choose the earlier or the later one.',
    );
  });
});

describe('a Turkish answer over many charts', () => {
  it('leaves no placeholder unfilled and writes whole sentences', () => {
    expect(TURKISH.texts.length).toBeGreaterThan(1500);
    for (const text of TURKISH.texts) {
      expect(text, text).not.toMatch(/[{}]|\s{2}|\s[,.;:]/);
      expect(text, text).toMatch(/^\p{Lu}.*\.$/u);
    }
  });

  it('holds no English word', () => {
    // Words both languages spell alike: the planet Mars, and Turkish 'on' (ten: 'on birinci', the eleventh).
    const shared = ['mars', 'on'];
    const englishContent = [EN.transits, EN.interAspects, read('big-three.json')].flatMap(texts);
    const english = new Set([...wordsOf([...ENGLISH.texts, ...englishContent])].filter((w) => !shared.includes(w)));
    expect(english.size).toBeGreaterThan(500);
    const turkish = wordsOf(TURKISH.texts);
    expect([...turkish].filter((word) => english.has(word)).sort()).toEqual([]);
    // Both shared words are really used, so the exception is needed.
    expect(shared.filter((word) => turkish.has(word))).toEqual(shared);
  });
});
