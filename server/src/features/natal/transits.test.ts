import type { Transit } from '@contract/guidance';
import { describe, expect, it, vi } from 'vitest';
import type { MemberUser } from '../../db/statements/load-member';
import { ASPECTS } from './aspects';
import { apparentLongitude } from './chart';
import transitsFile from './content/transits.json' with { type: 'json' };
import { byStrength, MAX_TRANSITS, memberTransits, type TransitBirth, transitsFor } from './transits';
import { TransitsFileSchema } from './transits-content';

// A premium horoscope must never load the ~90 MB place index: any use of it fails these tests.
vi.mock('./places', () => ({
  placeIndex: () => {
    throw new Error('the place index must not be loaded for transits');
  },
}));

const IZMIR_1990: TransitBirth = {
  utc: new Date('1990-05-17T05:45:00Z'),
  latitude: 38.41273,
  longitude: 27.13838,
  timeKnown: true,
};
const DATE = '2026-11-27';

/** Births 13 weeks and an hour apart from 1960, the same place. */
const births = (timeKnown: boolean, count = 40): TransitBirth[] =>
  Array.from({ length: count }, (_, i) => ({
    ...IZMIR_1990,
    utc: new Date(Date.UTC(1960, 0, 1, 7, 30) + i * 7 * 86_400_000 * 13 + i * 3_600_000),
    timeKnown,
  }));

const separation = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

describe('transitsFor', () => {
  it('gives the same transits and words for the same chart and day, pinned', () => {
    const first = transitsFor(IZMIR_1990, DATE);
    expect(transitsFor({ ...IZMIR_1990, utc: new Date(IZMIR_1990.utc) }, DATE)).toEqual(first);
    // Literal values: a change of orbs, ranking, wording choice or anything process-dependent shows here.
    expect(first[0]).toEqual({
      transiting: 'saturn',
      natal: 'ascendant',
      type: 'square',
      orb: 0.78,
      exactAt: null,
      text: 'Saturn squares your natal Ascendant, stirring patience and commitment around the way you meet the world; treat any friction as energy to grow with.',
    });
    expect(first.find((transit) => transit.transiting === 'mercury' && transit.natal === 'midheaven')).toMatchObject({
      type: 'trine',
      orb: 0.08,
      exactAt: '2026-11-27T10:34:00.000Z',
    });
  });

  it('lists at most six, strongest first, within the orbs', () => {
    for (const birth of births(true)) {
      const transits = transitsFor(birth, DATE);
      expect(transits.length).toBeLessThanOrEqual(MAX_TRANSITS);
      expect([...transits].sort(byStrength)).toEqual(transits);
      for (const transit of transits) {
        expect(transit.orb).toBeLessThanOrEqual(transit.transiting === 'moon' ? 6 : 2);
        expect(transit.text.length).toBeGreaterThan(20);
      }
    }
  });

  it('gives an exact moment when the aspect is exact within three days, and it is exact then', () => {
    const exact = births(true).flatMap((birth) =>
      transitsFor(birth, DATE)
        .filter((transit) => transit.exactAt !== null && transit.type !== 'ingress')
        .map((transit) => ({ birth, transit })),
    );
    expect(exact.length).toBeGreaterThan(10);
    for (const { birth, transit } of exact) {
      const at = Date.parse(transit.exactAt as string);
      expect(at).toBeGreaterThanOrEqual(Date.parse(`${DATE}T00:00:00Z`));
      expect(at).toBeLessThanOrEqual(Date.parse(`${DATE}T00:00:00Z`) + 72 * 3_600_000);
      if (transit.natal === 'ascendant' || transit.natal === 'midheaven') continue;
      const natal = apparentLongitude(transit.natal as 'sun', birth.utc);
      const moving = apparentLongitude(transit.transiting as 'sun', new Date(at));
      const angle = ASPECTS.find((aspect) => aspect.type === transit.type)?.angle as number;
      // Within 0.02° (the Moon moves that far in two minutes).
      expect(Math.abs(separation(moving, natal) - angle)).toBeLessThan(0.02);
    }
  });

  it('reads houses and angles only with a birth time', () => {
    // Ingresses are rarer than aspects (a planet crosses a cusp on a few days a month), so more births.
    const timed = births(true, 150).flatMap((birth) => transitsFor(birth, DATE));
    const untimed = births(false, 150).flatMap((birth) => transitsFor(birth, DATE));
    expect(timed.filter((transit) => transit.type === 'ingress').length).toBeGreaterThan(0);
    expect(timed.some((transit) => transit.natal === 'ascendant' || transit.natal === 'midheaven')).toBe(true);
    expect(untimed.filter((transit) => transit.type === 'ingress')).toEqual([]);
    expect(untimed.filter((transit) => ['ascendant', 'midheaven'].includes(transit.natal))).toEqual([]);
    for (const ingress of timed.filter((transit) => transit.type === 'ingress')) {
      expect(ingress.natal).toMatch(/^house-([1-9]|1[0-2])$/);
      expect(ingress.transiting).not.toBe('moon');
      expect(ingress.text).toMatch(/ enters your | moves into your /);
    }
  });
});

describe('byStrength', () => {
  const transit = (transiting: string, orb: number, exactAt: string | null = null): Transit => ({
    transiting,
    natal: 'sun',
    type: 'square',
    orb,
    exactAt,
    text: '',
  });

  it('puts the slower planet first unless the faster one is much the tighter', () => {
    const sorted = [transit('moon', 0), transit('saturn', 1.4), transit('mars', 0), transit('jupiter', 0.1)].sort(
      byStrength,
    );
    // Strengths: Saturn 6 + 2 × (1 - 1.4/1.5) = 6.13; Jupiter 5 + 1.87 = 6.87; Mars 4 + 2 = 6; Moon 0 + 2 = 2.
    expect(sorted.map((t) => t.transiting)).toEqual(['jupiter', 'saturn', 'mars', 'moon']);
  });

  it('puts the tighter first between the same bodies, then the sooner exact', () => {
    const sorted = [
      transit('mars', 1.5),
      transit('mars', 0.2, null),
      transit('mars', 0.2, '2026-11-28T10:00:00.000Z'),
      transit('mars', 0.2, '2026-11-27T10:00:00.000Z'),
    ].sort(byStrength);
    expect(sorted.map((t) => [t.orb, t.exactAt])).toEqual([
      [0.2, '2026-11-27T10:00:00.000Z'],
      [0.2, '2026-11-28T10:00:00.000Z'],
      [0.2, null],
      [1.5, null],
    ]);
  });
});

const member = (overrides: Partial<MemberUser> = {}): MemberUser =>
  ({
    id: 7,
    dateOfBirth: '1990-05-17',
    birthTime: '08:45',
    birthTimeFold: null,
    birthPlaceId: 311046,
    birthPlaceName: 'İzmir',
    birthPlaceLat: 38.41273,
    birthPlaceLon: 27.13838,
    birthPlaceTimeZone: 'Europe/Istanbul',
    ...overrides,
  }) as MemberUser;

describe('memberTransits', () => {
  it('reads the stored place and zone: 08:45 in İzmir in May 1990 is 05:45 UTC', () => {
    expect(memberTransits(member(), DATE)).toEqual(transitsFor(IZMIR_1990, DATE));
  });

  it('caches per member and day, and sees a changed birth time at once', () => {
    const first = memberTransits(member(), DATE);
    expect(memberTransits(member(), DATE)).toBe(first);
    const untimed = memberTransits(member({ birthTime: null }), DATE);
    expect(untimed).not.toBe(first);
    expect(untimed?.some((transit) => transit.natal === 'ascendant')).toBe(false);
  });

  it('gives none without a chart: no place, a place saved before its coordinates, no date, before 1900', () => {
    expect(memberTransits(member({ birthPlaceId: null }), DATE)).toBeUndefined();
    expect(memberTransits(member({ birthPlaceLat: null, birthPlaceLon: null }), DATE)).toBeUndefined();
    expect(memberTransits(member({ birthPlaceTimeZone: null }), DATE)).toBeUndefined();
    expect(memberTransits(member({ dateOfBirth: null }), DATE)).toBeUndefined();
    expect(memberTransits(member({ dateOfBirth: '1899-12-31' }), DATE)).toBeUndefined();
  });

  it('costs under 5 ms of CPU per member-day once the day is known, and next to nothing cached', () => {
    memberTransits(member({ id: 1000 }), DATE);
    const start = process.cpuUsage();
    for (let id = 1001; id <= 1040; id += 1) memberTransits(member({ id, birthTime: `0${id % 10}:15` }), DATE);
    const cold = process.cpuUsage(start);
    expect((cold.user + cold.system) / 1000 / 40).toBeLessThan(5);
  });
});

describe('content/transits.json', () => {
  it('matches its schema, which refuses an unknown placeholder', () => {
    expect(TransitsFileSchema.safeParse(transitsFile).success).toBe(true);
    const broken = { ...transitsFile, ingress: ['{transiting} enters your {sign}.'] };
    expect(TransitsFileSchema.safeParse(broken).success).toBe(false);
  });
});
