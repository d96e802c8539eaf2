import { AFFIRMATION_MOODS } from '@contract/moods';
import { describe, expect, it } from 'vitest';
import { AFFIRMATIONS } from './affirmation-corpus';
import { anyWord, MEDICAL_OR_FRIGHTENING } from './unkind-words';

/** Words that would turn an affirmation into medical advice or a fright. */
const UNKIND_OR_MEDICAL = anyWord([
  ...MEDICAL_OR_FRIGHTENING,
  'suicid\\w*',
  'worthless',
  'hopeless',
  'failure',
  'should have',
]);

describe('affirmation corpus', () => {
  it('covers exactly the 14 moods and Confident', () => {
    expect(Object.keys(AFFIRMATIONS).sort()).toEqual([...AFFIRMATION_MOODS].sort());
  });

  it.each(AFFIRMATION_MOODS)('has at least 20 distinct affirmations for %s', (mood) => {
    expect(new Set(AFFIRMATIONS[mood]).size).toBeGreaterThanOrEqual(20);
    expect(new Set(AFFIRMATIONS[mood]).size).toBe(AFFIRMATIONS[mood].length);
  });

  it.each(AFFIRMATION_MOODS)('speaks to or as the member, in one tidy sentence, for %s', (mood) => {
    for (const text of AFFIRMATIONS[mood]) {
      expect(text).toMatch(/\b(I|me|my|myself|you|your|yourself)\b/i);
      expect(text).toMatch(/^[A-Z].*\.$/);
      expect(text).not.toMatch(/\s{2}|\.\s/);
    }
  });

  it('never gives the same line to two moods', () => {
    const all = AFFIRMATION_MOODS.flatMap((mood) => AFFIRMATIONS[mood]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('never frightens or gives medical advice', () => {
    const all = AFFIRMATION_MOODS.flatMap((mood) => AFFIRMATIONS[mood]);
    expect(all.filter((text) => UNKIND_OR_MEDICAL.test(text))).toEqual([]);
  });
});
