import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, localeFor } from './format';
import { loadMessages, setMessages } from './i18n';

const en = await loadMessages('en', []);
const tr = await loadMessages('tr', []);
afterEach(() => {
  vi.unstubAllGlobals();
  setMessages(en);
});

const browser = (language: string) => vi.stubGlobal('navigator', { language });

describe("dates in the member's language", () => {
  it("writes a day as the member's language does, on any browser", () => {
    browser('en-US');
    setMessages(tr);
    expect(formatDate('2027-03-03T12:00:00Z')).toBe('3 Mart 2027');
    setMessages(en);
    expect(formatDate('2027-03-03T12:00:00Z')).toBe('March 3, 2027');
    expect(formatDate('2027-03-03T12:00:00Z', 'tr')).toBe('3 Mart 2027');
  });

  it("keeps the browser's own variant of her language (en-GB writes the day first)", () => {
    browser('en-GB');
    expect(localeFor('en')).toBe('en-GB');
    expect(formatDate('2027-03-03T12:00:00Z', 'en')).toBe('3 March 2027');
    expect(localeFor('tr')).toBe('tr');
  });

  it('shows a dash for no date or a date that is not one', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});
