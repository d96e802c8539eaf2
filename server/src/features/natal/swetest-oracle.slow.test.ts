import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { type ChartBody, castChart } from './chart';

/**
 * The chart against an independent ephemeris: the Swiss Ephemeris' `swetest` (Debian package
 * `swetest`, an oracle for tests only; its licence keeps it out of the product), in its built-in
 * Moshier mode (-emos) so no data files are needed. 240 charts spread over 1900-2030 and latitudes
 * -60..66, apparent positions on the true ecliptic and equinox of date (swetest's default).
 */
const hasSwetest = spawnSync('swetest', ['-h'], { encoding: 'utf8' }).error === undefined;
if (!hasSwetest) console.warn('swetest-oracle: `swetest` is not installed (apt-get install swetest); skipped.');

const CHARTS = 240;
/** Targets in arcminutes. */
const LIMITS = { planet: 1, moon: 2, angle: 2, cusp: 3 };

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SWE_NAMES: Record<string, ChartBody | 'ascendant' | 'midheaven'> = {
  Sun: 'sun',
  Moon: 'moon',
  Mercury: 'mercury',
  Venus: 'venus',
  Mars: 'mars',
  Jupiter: 'jupiter',
  Saturn: 'saturn',
  Uranus: 'uranus',
  Neptune: 'neptune',
  Pluto: 'pluto',
  'mean Node': 'north-node',
  Ascendant: 'ascendant',
  MC: 'midheaven',
};

function swetest(utc: Date, latitude: number, longitude: number) {
  const date = `${utc.getUTCDate()}.${utc.getUTCMonth() + 1}.${utc.getUTCFullYear()}`;
  const time = utc.toISOString().slice(11, 19);
  const args = [`-b${date}`, `-ut${time}`, '-p0123456789m', '-fPl', '-head', '-emos'];
  args.push(`-house${longitude},${latitude},P`);
  const out = spawnSync('swetest', args, { encoding: 'utf8' }).stdout;
  const values = new Map<string, number>();
  for (const line of out.split('\n')) {
    const match = /^(.+?)\s+(-?\d+\.\d+)\s*$/.exec(line.trim());
    if (match) values.set((match[1] as string).trim().replace(/\s+/g, ' '), Number(match[2]));
  }
  return values;
}

/** Angular distance in arcminutes. */
const arcmin = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180) * 60;

describe.skipIf(!hasSwetest)('the natal chart against swetest', () => {
  it(`agrees on ${CHARTS} charts over 1900-2030, latitudes -60..66`, () => {
    const random = seeded(34);
    const worst = { planet: 0, moon: 0, angle: 0, cusp: 0 };
    const start = Date.UTC(1900, 0, 1);
    const end = Date.UTC(2030, 11, 31);
    for (let index = 0; index < CHARTS; index += 1) {
      const utc = new Date(Math.round((start + random() * (end - start)) / 1000) * 1000);
      const latitude = Math.round((-60 + random() * 126) * 1e4) / 1e4;
      const longitude = Math.round((-180 + random() * 360) * 1e4) / 1e4;
      const chart = castChart({ utc, latitude, longitude, timeKnown: true });
      const oracle = swetest(utc, latitude, longitude);
      const where = `${utc.toISOString()} ${latitude},${longitude}`;
      for (const [name, key] of Object.entries(SWE_NAMES)) {
        const expected = oracle.get(name);
        expect(expected, `swetest gave ${name} for ${where}`).toBeTypeOf('number');
        if (key === 'ascendant' || key === 'midheaven') {
          worst.angle = Math.max(worst.angle, arcmin(chart[key] as number, expected as number));
          continue;
        }
        const body = chart.bodies.find((point) => point.body === key);
        const error = arcmin(body?.longitude as number, expected as number);
        if (key === 'moon') worst.moon = Math.max(worst.moon, error);
        else worst.planet = Math.max(worst.planet, error);
        expect(error, `${key} at ${where}`).toBeLessThanOrEqual(key === 'moon' ? LIMITS.moon : LIMITS.planet);
      }
      expect(chart.houseSystem).toBe('placidus');
      for (let house = 1; house <= 12; house += 1) {
        const error = arcmin(chart.cusps?.[house - 1] as number, oracle.get(`house ${house}`) as number);
        worst.cusp = Math.max(worst.cusp, error);
        expect(error, `cusp ${house} at ${where}`).toBeLessThanOrEqual(LIMITS.cusp);
      }
    }
    console.info(`swetest-oracle: worst differences in arcminutes ${JSON.stringify(worst)}`);
    expect(worst.angle).toBeLessThanOrEqual(LIMITS.angle);
  });
});
