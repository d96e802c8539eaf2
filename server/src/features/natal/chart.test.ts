import { describe, expect, it } from 'vitest';
import { castChart } from './chart';
import { houseOf } from './houses';
import { readLocalTime } from './local-time';

const sunOf = (iso: string) =>
  castChart({ utc: new Date(iso), latitude: 41, longitude: 29, timeKnown: false }).bodies[0];

describe('castChart', () => {
  it('puts the Sun in Pisces just before the 2026 March equinox (14:46 UTC) and in Aries just after', () => {
    expect(sunOf('2026-03-20T14:30:00Z')).toMatchObject({ sign: 'Pisces' });
    expect(sunOf('2026-03-20T14:30:00Z')?.degree).toBeGreaterThan(29.98);
    expect(sunOf('2026-03-20T15:05:00Z')).toMatchObject({ sign: 'Aries' });
  });

  it('falls back to Whole Sign houses, said plainly, where Placidus fails (Tromso, 69.6 N)', () => {
    const chart = castChart({
      utc: new Date('1990-06-01T12:00:00Z'),
      latitude: 69.65,
      longitude: 18.96,
      timeKnown: true,
    });
    expect(chart.houseSystem).toBe('whole-sign');
    expect((chart.cusps?.[0] as number) % 30).toBe(0);
  });

  it('leaves angles, cusps and houses out when the birth time is unknown', () => {
    const chart = castChart({ utc: new Date('1990-06-01T09:00:00Z'), latitude: 41, longitude: 29, timeKnown: false });
    expect(chart).toMatchObject({ ascendant: null, midheaven: null, cusps: null, houseSystem: null });
    expect(chart.bodies.every((body) => body.house === null)).toBe(true);
  });

  it('finds houses across 0 Aries', () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    expect(houseOf(355, cusps)).toBe(1);
    expect(houseOf(5, cusps)).toBe(1);
    expect(houseOf(345, cusps)).toBe(12);
  });
});

describe('readLocalTime', () => {
  it.each([
    // Istanbul: UTC+2 in winter until 2016, UTC+3 all year since.
    ['Europe/Istanbul', '2015-01-15', '12:00', '2015-01-15T10:00:00.000Z'],
    ['Europe/Istanbul', '2017-01-15', '12:00', '2017-01-15T09:00:00.000Z'],
    // British Standard Time, 1968-71: UTC+1 in winter too.
    ['Europe/London', '1969-01-15', '12:00', '1969-01-15T11:00:00.000Z'],
    ['Europe/London', '1975-01-15', '12:00', '1975-01-15T12:00:00.000Z'],
    ['Asia/Kolkata', '1990-05-05', '06:30', '1990-05-05T01:00:00.000Z'],
    ['Asia/Kathmandu', '2000-01-01', '00:00', '1999-12-31T18:15:00.000Z'],
    // Istanbul's local mean time, +01:56:56, before 1910.
    ['Europe/Istanbul', '1900-01-01', '12:00', '1900-01-01T10:03:04.000Z'],
  ])('reads %s %s %s as %s', (zone, date, time, utc) => {
    expect(readLocalTime(zone, date, time)).toEqual({ kind: 'unique', utc: new Date(utc) });
  });

  it('gives both instants for a time the clocks went back over, and for one they skipped', () => {
    expect(readLocalTime('Europe/Berlin', '1990-09-30', '02:30')).toEqual({
      kind: 'ambiguous',
      earlier: new Date('1990-09-30T00:30:00Z'),
      later: new Date('1990-09-30T01:30:00Z'),
    });
    expect(readLocalTime('America/New_York', '1950-04-30', '02:15')).toEqual({
      kind: 'skipped',
      earlier: new Date('1950-04-30T06:15:00Z'),
      later: new Date('1950-04-30T07:15:00Z'),
    });
  });
});
