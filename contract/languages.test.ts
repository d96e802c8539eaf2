import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromAcceptLanguage } from './languages';

describe('the language a visitor is first shown', () => {
  const both = ['en', 'tr'] as const;

  it('is the first offered language of Accept-Language, by its weights', () => {
    expect(languageFromAcceptLanguage('tr-TR,tr;q=0.9,en-US;q=0.8', both)).toBe('tr');
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,tr;q=0.8,en;q=0.7', both)).toBe('tr');
    expect(languageFromAcceptLanguage('en;q=0.5,tr;q=0.9', both)).toBe('tr');
    expect(languageFromAcceptLanguage('TR', both)).toBe('tr');
    expect(languageFromAcceptLanguage('en-GB,tr;q=0.9', both)).toBe('en');
  });

  it('is English for a header that names none, refuses one (q=0) or cannot be read', () => {
    for (const header of [undefined, '', '*', 'de-DE,fr;q=0.9', 'tr;q=0', 'tr;q=abc', ';;;', 'x'.repeat(600)]) {
      expect(languageFromAcceptLanguage(header, both)).toBe('en');
    }
  });

  it('is never a language not offered', () => {
    expect(languageFromAcceptLanguage('tr-TR,tr;q=0.9', ['en'])).toBe('en');
  });

  it('offers Turkish: a Turkish browser is shown Turkish, any other English', () => {
    expect(languageFromAcceptLanguage('tr-TR,tr;q=0.9')).toBe('tr');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,tr;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('de-DE')).toBe('en');
  });

  it('knows its languages', () => {
    expect(isLanguage('tr')).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
