import { ZODIAC_SIGNS } from '@contract/zodiac';
import { describe, expect, it } from 'vitest';
import {
  AREA_CORPUS,
  ASPECT_PHRASES,
  BODY_THEMES,
  CAREER_GUIDANCE,
  GENERAL_GUIDANCE,
  HEALTH_GUIDANCE,
  HOROSCOPE_AREAS,
  LOVE_GUIDANCE,
  MOON_DESCRIPTORS,
  MOON_IN_ELEMENT_LEAD_INS,
  MOON_IN_OWN_SIGN_LEAD_INS,
  MOON_RELATIONS,
  MOON_THEMES,
  OWN_INTENTION_GUIDANCE,
  PHASE_CLAUSES,
  PLACEHOLDERS,
  QUIET_SKY,
  RETROGRADE_AREA,
  RETROGRADE_LEAD_INS,
  SUN_IN_OWN_SIGN_LEAD_INS,
} from './horoscope-corpus';
import { SIGN_PROFILES } from './horoscope-signs';
import { SKY_PLANETS } from './sky';
import { anyWord, MEDICAL_OR_FRIGHTENING } from './unkind-words';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Words that would make a horoscope frightening, fatalistic or sound like medical advice. */
const UNKIND_OR_MEDICAL = anyWord([
  ...MEDICAL_OR_FRIGHTENING,
  'curse[sd]?',
  'beware',
  'warning',
  'catastroph\\w*',
  'fatal\\w*',
  'tragic\\w*',
  'misfortune',
  'ruin\\w*',
  'bad luck',
]);

const moodRelationLeadIns = [...MOON_IN_OWN_SIGN_LEAD_INS, ...MOON_IN_ELEMENT_LEAD_INS, ...SUN_IN_OWN_SIGN_LEAD_INS];

function allHoroscopeText(): string[] {
  return [
    ...HOROSCOPE_AREAS.flatMap((area) => [...AREA_CORPUS[area].leadIns, ...AREA_CORPUS[area].cores]),
    ...SKY_PLANETS.flatMap((planet) => RETROGRADE_LEAD_INS[planet]),
    ...moodRelationLeadIns,
    ...Object.values(PHASE_CLAUSES).flat(),
    ...Object.values(MOON_THEMES).flat(),
    ...Object.values(MOON_DESCRIPTORS).flat(),
    ...Object.values(SIGN_PROFILES).flatMap((profile) => [...profile.traits, profile.gift, profile.strength]),
    ...Object.values(ASPECT_PHRASES).flat(),
    ...Object.values(MOON_RELATIONS),
    ...Object.values(BODY_THEMES),
    QUIET_SKY,
    ...LOVE_GUIDANCE,
    ...CAREER_GUIDANCE,
    ...HEALTH_GUIDANCE,
    ...OWN_INTENTION_GUIDANCE,
    ...GENERAL_GUIDANCE,
  ];
}

describe('area corpus', () => {
  it.each(HOROSCOPE_AREAS)(
    '%s has 30+ distinct cores and list sizes that cannot repeat a pair within a year',
    (area) => {
      const { leadIns, cores } = AREA_CORPUS[area];
      expect(cores.length).toBeGreaterThanOrEqual(30);
      expect(new Set(cores).size).toBe(cores.length);
      expect(new Set(leadIns).size).toBe(leadIns.length);
      expect(gcd(leadIns.length, cores.length)).toBe(1);
      expect(leadIns.length * cores.length).toBeGreaterThan(365);
    },
  );

  it.each(HOROSCOPE_AREAS)('%s lead-ins and cores join into one sentence', (area) => {
    const { leadIns, cores } = AREA_CORPUS[area];
    for (const leadIn of leadIns) expect(leadIn).toMatch(/^[A-Z{].*([,:;]| and| so)$/);
    for (const core of cores) expect(core).toMatch(/^[a-z].*[a-z’]$/);
  });

  it('gives sky lead-ins lengths that share no factor with the cores they precede', () => {
    for (const planet of SKY_PLANETS) {
      const { area } = RETROGRADE_AREA[planet];
      expect(gcd(RETROGRADE_LEAD_INS[planet].length, AREA_CORPUS[area].cores.length)).toBe(1);
    }
    for (const list of [MOON_IN_OWN_SIGN_LEAD_INS, MOON_IN_ELEMENT_LEAD_INS, SUN_IN_OWN_SIGN_LEAD_INS]) {
      expect(gcd(list.length, AREA_CORPUS.mood.cores.length)).toBe(1);
    }
  });

  it('uses only placeholders the composer knows', () => {
    const leadIns = [...HOROSCOPE_AREAS.flatMap((area) => AREA_CORPUS[area].leadIns), ...moodRelationLeadIns];
    const used = leadIns.flatMap((leadIn) => [...leadIn.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(PLACEHOLDERS).toContain(name);
  });
});

describe('Moon corpus', () => {
  it('has openings per phase and five themes per sign, turning on cycles that share no factor', () => {
    for (const clauses of Object.values(PHASE_CLAUSES)) {
      expect(clauses.length).toBeGreaterThanOrEqual(3);
      expect(gcd(clauses.length, 5)).toBe(1);
      expect(new Set(clauses).size).toBe(clauses.length);
      for (const clause of clauses) expect(clause).toContain('{moon}');
    }
    for (const sign of ZODIAC_SIGNS) {
      expect(MOON_THEMES[sign]).toHaveLength(5);
      expect(new Set(MOON_THEMES[sign]).size).toBe(5);
      expect(MOON_DESCRIPTORS[sign].length).toBeGreaterThan(0);
    }
  });
});

describe('tone', () => {
  it('never frightens, predicts doom or gives medical advice', () => {
    const text = allHoroscopeText();
    expect(text.length).toBeGreaterThan(400);
    expect(text.filter((phrase) => UNKIND_OR_MEDICAL.test(phrase))).toEqual([]);
  });
});
