import { describe, expect, it } from 'vitest';
import { QUIET_SKY } from './horoscope-corpus';
import { aspectsToSign, composeInsights, normaliseIntentions } from './horoscope-insights';
import type { Sky, SkyBody } from './sky';

/** A made-up sky, so aspects can be checked against hand-worked angles. */
function skyWith(longitudes: Partial<Record<SkyBody, number>>, overrides: Partial<Sky> = {}): Sky {
  // Defaults sit 35° and 145° from Aries' middle (15°), which is no aspect within 6°.
  return {
    date: '2024-05-01',
    moonPhase: 'full',
    moonSign: 'Libra',
    sunSign: 'Taurus',
    retrograde: [],
    longitudes: { Sun: 50, Moon: 160, Mercury: 50, Venus: 50, Mars: 160, Jupiter: 50, Saturn: 160, ...longitudes },
    ...overrides,
  };
}

describe('aspectsToSign', () => {
  it('finds each classic aspect to the middle of the sign, tightest first', () => {
    const sky = skyWith({ Sun: 15, Mercury: 79, Venus: 137, Mars: 109, Moon: 196 });
    const found = aspectsToSign('Aries', sky).map(({ body, aspect }) => `${body} ${aspect}`);
    expect(found).toEqual(['Sun conjunction', 'Moon opposition', 'Venus trine', 'Mercury sextile', 'Mars square']);
  });

  it('allows an orb of 6° and no more', () => {
    expect(aspectsToSign('Aries', skyWith({ Venus: 141 })).map((a) => a.body)).toEqual(['Venus']);
    expect(aspectsToSign('Aries', skyWith({ Venus: 141.5 }))).toEqual([]);
  });

  it('measures the short way round the circle', () => {
    // Pisces' middle is 345°: 45° is a sextile across 0°, 165° is opposite, 5° is nothing.
    const sky = skyWith({ Sun: 45, Moon: 165, Mars: 5, Mercury: 305, Venus: 305, Jupiter: 305, Saturn: 305 });
    const found = aspectsToSign('Pisces', sky).map(({ body, aspect }) => `${body} ${aspect}`);
    expect(found.sort()).toEqual(['Moon opposition', 'Sun sextile']);
  });
});

describe('composeInsights', () => {
  const base = { sign: 'Aries' as const, date: '2024-05-01' };

  it('says the sky is quiet when nothing is in aspect', () => {
    expect(composeInsights({ ...base, sky: skyWith({}), intentions: [] }).aspects).toEqual([QUIET_SKY]);
  });

  it('words aspects kindly, naming where the planet is and whether it is retrograde', () => {
    const sky = skyWith({ Mars: 105 }, { retrograde: ['Mars'] });
    const [aspect] = composeInsights({ ...base, sky, intentions: [] }).aspects;
    expect(aspect).toMatch(/^Mars, retrograde in Cancer, (squares|makes a lively square to) your sign/);
    expect(aspect).toContain('energy and courage');
  });

  it('lists at most four aspects', () => {
    const sky = skyWith({ Sun: 15, Moon: 195, Mercury: 75, Venus: 135, Mars: 105, Jupiter: 16, Saturn: 17 });
    expect(composeInsights({ ...base, sky, intentions: [] }).aspects).toHaveLength(4);
  });

  it('describes the Moon’s sign and how it sits with the member’s', () => {
    const inAries = composeInsights({ ...base, sky: skyWith({}, { moonSign: 'Aries' }), intentions: [] });
    expect(inAries.moonSign).toMatch(/^The Moon is full in \w+ Aries today: .+\. With the Moon in your own sign/);
    const inLeo = composeInsights({ ...base, sky: skyWith({}, { moonSign: 'Leo' }), intentions: [] });
    expect(inLeo.moonSign).toContain('fellow fire sign');
    const inGemini = composeInsights({ ...base, sky: skyWith({}, { moonSign: 'Gemini' }), intentions: [] });
    expect(inGemini.moonSign).toContain('air energy works well with your fire nature');
    const inTaurus = composeInsights({ ...base, sky: skyWith({}, { moonSign: 'Taurus' }), intentions: [] });
    expect(inTaurus.moonSign).toContain('a little different');
  });

  it('shapes guidance around each intention with the planet that rules it', () => {
    const sky = skyWith({ Venus: 100, Mercury: 20, Mars: 300 }, { retrograde: ['Mercury'] });
    const { guidance } = composeInsights({ ...base, sky, intentions: ['Love', 'Career', 'Health'] });
    expect(guidance).toMatch(
      /^For love, with Venus in Cancer, .+\. For your career, with Mercury retrograde in Aries, /,
    );
    expect(guidance).toMatch(/For your wellbeing, with Mars in Aquarius, [^.]+\.$/);
  });

  it('quotes the member’s own intention back, and speaks to everyone when there is none', () => {
    const own = composeInsights({ ...base, sky: skyWith({}), intentions: ['Other', 'find a calmer home'] });
    expect(own.guidance).toMatch(/^For your intention “find a calmer home”, [^.]+\.$/);
    const none = composeInsights({ ...base, sky: skyWith({}), intentions: [] });
    expect(none.guidance).toMatch(/^With the Sun in Taurus, [^.]+\.$/);
  });

  it('is deterministic for the same inputs', () => {
    const options = { ...base, sky: skyWith({ Venus: 135 }), intentions: ['Career', 'Love'] };
    expect(composeInsights(options)).toEqual(composeInsights(options));
  });
});

describe('normaliseIntentions', () => {
  it('recognises the options in any case, drops "Other", de-duplicates and keeps three', () => {
    expect(normaliseIntentions(['love', 'LOVE', 'Other', '  Career ', 'Health', 'travel'])).toEqual([
      { kind: 'Love' },
      { kind: 'Career' },
      { kind: 'Health' },
    ]);
  });

  it('tidies and shortens the member’s own words', () => {
    const [long] = normaliseIntentions([`"${'a'.repeat(80)}"`]);
    expect(long).toEqual({ kind: 'own', words: `${'a'.repeat(59)}…` });
    expect(normaliseIntentions(['  be   braver  ', '', '   '])).toEqual([{ kind: 'own', words: 'be braver' }]);
  });
});
