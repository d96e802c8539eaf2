import { describe, expect, it } from 'vitest';
import { clampText, drawableText, escapeMarkup, longDate } from './card-text';

describe('drawableText', () => {
  it('drops control characters, bidi marks, emoji and broken surrogates, and keeps the words', () => {
    expect(drawableText('I\u0000 am\u0007\ncalm\u200f \u202eשלום\u202c 🌙✨👩‍👩‍👧🇹🇷 \ud83c ok')).toBe(
      'I am calm שלום ok',
    );
  });
});

describe('clampText', () => {
  it('keeps a text that fits, and cuts a longer one at a word with an ellipsis', () => {
    expect(clampText('a calm day', 10)).toBe('a calm day');
    expect(clampText('a calm day ahead', 10)).toBe('a calm…');
    expect(clampText('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('escapeMarkup', () => {
  it('escapes what Pango would read as markup', () => {
    expect(escapeMarkup(`<b a="1">&'`)).toBe('&lt;b a=&quot;1&quot;&gt;&amp;&#39;');
  });
});

describe('longDate', () => {
  it("writes the day out, in the sharing member's language", () => {
    expect(longDate('2026-11-27', 'en')).toBe('Friday, 27 November 2026');
    expect(longDate('2026-11-27', 'tr')).toBe('27 Kasım 2026 Cuma');
    expect(longDate('2026-02-02', 'tr')).toBe('2 Şubat 2026 Pazartesi');
  });
});
