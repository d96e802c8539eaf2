import { describe, expect, it } from 'vitest';
import { bigThreeOf } from './big-three';
import { castChart } from './chart';

const body = (name: 'sun' | 'moon' | 'mars', sign: 'Leo' | 'Pisces' | 'Aries') => ({
  body: name,
  longitude: 0,
  sign,
  degree: 0,
  retrograde: false,
  house: null,
});

describe('bigThreeOf', () => {
  it("reads the Sun's and the Moon's signs, and the rising sign from the ascendant", () => {
    const three = bigThreeOf({
      bodies: [body('sun', 'Leo'), body('mars', 'Aries'), body('moon', 'Pisces')],
      ascendant: 359.99,
    });
    expect(three.map(({ point, sign }) => [point, sign])).toEqual([
      ['sun', 'Leo'],
      ['moon', 'Pisces'],
      ['rising', 'Pisces'],
    ]);
    expect(three[0]?.text).toMatch(/^Your Sun in Leo gives you warmth/);
    expect(three[1]?.text).toMatch(/^With your Moon in Pisces, you are tender/);
    expect(three[2]?.text).toMatch(/^With Pisces rising, you come across as gentle/);
  });

  it('puts an ascendant of exactly 0 degrees in Aries', () => {
    expect(bigThreeOf({ bodies: [], ascendant: 0 })).toEqual([
      { point: 'rising', sign: 'Aries', text: expect.stringMatching(/^With Aries rising/) },
    ]);
  });

  it('has no rising sign without a birth time', () => {
    const chart = castChart({ utc: new Date('1990-06-01T09:00:00Z'), latitude: 41, longitude: 29, timeKnown: false });
    expect(bigThreeOf(chart).map(({ point, sign }) => [point, sign])).toEqual([
      ['sun', 'Gemini'],
      ['moon', chart.bodies[1]?.sign],
    ]);
  });

  it('reads the rising sign of a cast chart with a birth time', () => {
    // Istanbul, 1990-06-01 09:00 UTC (noon local): the Sun high in the south, Virgo rising.
    const chart = castChart({ utc: new Date('1990-06-01T09:00:00Z'), latitude: 41, longitude: 29, timeKnown: true });
    expect(bigThreeOf(chart).at(-1)).toMatchObject({ point: 'rising', sign: 'Virgo' });
  });
});
