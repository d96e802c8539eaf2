import { describe, expect, it } from 'vitest';
import { interAspectsOf, type SynastryLongitude, type SynastryPoint } from './compatibility-aspects';

const at = (entries: Partial<Record<SynastryPoint, number>>): SynastryLongitude[] =>
  Object.entries(entries).map(([point, longitude]) => ({
    point: point as SynastryPoint,
    longitude: longitude as number,
  }));

describe('inter-aspects between two charts', () => {
  it('finds each major aspect across the 0° line, the member first, with its orb', () => {
    const found = interAspectsOf(at({ sun: 358 }), at({ moon: 3, venus: 118, mars: 270.5, mercury: 62, saturn: 181 }));
    expect(found).toHaveLength(5);
    expect(found.map(({ a, b, type, orb }) => ({ a, b, type, orb }))).toEqual(
      expect.arrayContaining([
        { a: 'sun', b: 'moon', type: 'conjunction', orb: 5 },
        { a: 'sun', b: 'venus', type: 'trine', orb: 0 },
        { a: 'sun', b: 'mars', type: 'square', orb: 2.5 },
        { a: 'sun', b: 'mercury', type: 'sextile', orb: 4 },
        { a: 'sun', b: 'saturn', type: 'opposition', orb: 3 },
      ]),
    );
  });

  it('keeps orbs tighter than within one chart: 6° for a conjunction, 5° a square, 4° a sextile', () => {
    expect(interAspectsOf(at({ sun: 0 }), at({ moon: 6.01 }))).toEqual([]);
    expect(interAspectsOf(at({ sun: 0 }), at({ moon: 95.01 }))).toEqual([]);
    expect(interAspectsOf(at({ sun: 0 }), at({ moon: 64.01 }))).toEqual([]);
    expect(interAspectsOf(at({ sun: 0 }), at({ moon: 94.99 }))).toHaveLength(1);
  });

  it('ranks the lights and the exact first, and leaves out Jupiter with Saturn', () => {
    const found = interAspectsOf(
      at({ mercury: 10, sun: 140, jupiter: 300 }),
      at({ mercury: 10.5, moon: 143, saturn: 300 }),
    );
    expect(found.map(({ a, b }) => `${a}-${b}`)).toEqual(['sun-moon', 'mercury-mercury']);
    expect(found[0]?.strength).toBeGreaterThan(found[1]?.strength as number);
  });

  it('keeps at most eight, strongest first, and gives the same answer every time', () => {
    const same = at({ sun: 10, moon: 10, venus: 10, mars: 10, mercury: 10, ascendant: 10 });
    const found = interAspectsOf(same, same);
    expect(found).toHaveLength(8);
    expect(found.slice(0, 2).map(({ a, b }) => `${a}-${b}`)).toEqual(['sun-sun', 'sun-moon']);
    const strengths = found.map((aspect) => aspect.strength);
    expect(strengths).toEqual([...strengths].sort((x, y) => y - x));
    expect(interAspectsOf(same, same)).toEqual(found);
  });
});
