import { describe, expect, it } from 'vitest';
import { anchorTest, compilePattern, indexTokens } from './pattern';
import { CRISIS_RULES } from './rules/crisis-rules';
import { FAMILIES } from './rules/families';
import { HEALTH_RULES } from './rules/health-rules';
import { IDIOMS } from './rules/idioms';

const families = { person: ['my mum', 'he', 'she'], illness: ['cancer', '*itis', 'tumo(u)r'] };
const normalised = (text: string) => ` ${text} `;

describe("a pattern's quick test", () => {
  const pattern = 'will ..2 @person ..4 @illness';
  const mayMatch = anchorTest(pattern, families);
  const regex = compilePattern(pattern, families);

  it('skips a text missing any required word, not only the first', () => {
    const text = normalised('will my mum get the job');
    expect(mayMatch(indexTokens(text))).toBe(false);
    expect(regex.test(text)).toBe(false);
  });

  it('lets through every text the pattern matches, wildcards and optional endings included', () => {
    for (const text of [
      'will my mum beat her cancer',
      'will he get over the tonsillitis',
      'will she shrink the tumour',
    ]) {
      const prepared = normalised(text);
      regex.lastIndex = 0;
      expect(regex.test(prepared)).toBe(true);
      expect(mayMatch(indexTokens(prepared))).toBe(true);
    }
  });

  it('ignores optional tokens and gaps: they need no word', () => {
    const optional = anchorTest('@person? cancer', families);
    expect(optional(indexTokens(normalised('cancer is scary')))).toBe(true);
    expect(optional(indexTokens(normalised('he is scary')))).toBe(false);
  });
});

describe('the English rules and idioms', () => {
  // Each expression is built when a text first passes its quick test: a bad pattern must still show here.
  it('all build an expression, with what may not come before or after them', () => {
    const rules = [...CRISIS_RULES, ...HEALTH_RULES];
    for (const rule of rules) {
      const options = { notFollowedBy: rule.notFollowedBy, notPrecededBy: rule.notPrecededBy };
      for (const pattern of rule.patterns) expect(compilePattern(pattern, FAMILIES, options)).toBeInstanceOf(RegExp);
      for (const pattern of rule.alsoNeeds ?? []) expect(compilePattern(pattern, FAMILIES)).toBeInstanceOf(RegExp);
      if (rule.weakWhen) expect(compilePattern(rule.weakWhen, FAMILIES)).toBeInstanceOf(RegExp);
    }
    for (const idiom of IDIOMS) expect(compilePattern(idiom.pattern, FAMILIES, idiom)).toBeInstanceOf(RegExp);
    expect(rules.length).toBeGreaterThan(50);
  });

  it('refuses a word the pattern language does not allow', () => {
    expect(() => compilePattern('will ..2 my-mum', families)).toThrow('bad literal');
  });
});
