import { describe, expect, it } from 'vitest';
import { anchorTest, compilePattern, indexTokens } from './pattern';

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
