import { describe, expect, it } from 'vitest';
import { extractTags } from './post-tags';

describe('extractTags', () => {
  it('takes the #words, lower-cased, without the #, each once', () => {
    expect(extractTags('Morning pages #Gratitude and #selfcare, then #gratitude again', 'en')).toEqual([
      'gratitude',
      'selfcare',
    ]);
  });

  it('reads letters of any script and digits, and stops at punctuation', () => {
    expect(extractTags('#şükür! #día_1 #2026goals.', 'en')).toEqual(['şükür', 'día_1', '2026goals']);
  });

  it("lower-cases by the author's language: Turkish's I is ı, and İ is i for everyone", () => {
    expect(extractTags('#IŞIK #İyilik #Inspired', 'tr')).toEqual(['ışık', 'iyilik', 'ınspired']);
    expect(extractTags('#IŞIK #İyilik #Inspired', 'en')).toEqual(['işik', 'iyilik', 'inspired']);
  });

  it("ignores a '#' inside a word, an entity, a lone '#' and '##'", () => {
    expect(extractTags('I code in C# &#39; # ##double', 'en')).toEqual([]);
  });

  it('keeps at most 10 tags and drops one longer than 50 characters', () => {
    const many = Array.from({ length: 12 }, (_, i) => `#t${i}`).join(' ');
    expect(extractTags(many, 'en')).toHaveLength(10);
    expect(extractTags(`#${'a'.repeat(51)} #${'b'.repeat(50)}`, 'en')).toEqual(['b'.repeat(50)]);
  });
});
