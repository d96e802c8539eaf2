import { describe, expect, it } from 'vitest';
import { compareText, initialOf, lowerCase, lowerFirst, searchFold, upperCase, upperFirst } from './casing';

describe('casing by language', () => {
  it("capitalises Turkish's dotted i as İ, and English's as I", () => {
    expect(upperCase('istanbul ılık', 'tr')).toBe('İSTANBUL ILIK');
    expect(upperCase('istanbul', 'en')).toBe('ISTANBUL');
    expect(upperFirst('ilk kahve', 'tr')).toBe('İlk kahve');
    expect(upperFirst('ilk kahve', 'en')).toBe('Ilk kahve');
    expect(lowerFirst('Işık geliyor', 'tr')).toBe('ışık geliyor');
    expect(lowerFirst('Işık geliyor', 'en')).toBe('işık geliyor');
    expect(lowerFirst('İstanbul', 'en')).toBe('istanbul');
    expect(upperFirst('', 'tr')).toBe('');
  });

  it("lowers Turkish's I to ı and İ to i", () => {
    expect(lowerCase('IŞIK İZMİR', 'tr')).toBe('ışık izmir');
    expect(lowerCase('IŞIK', 'en')).toBe('işik');
    expect(lowerCase('İyilik', 'en')).toBe('iyilik');
  });

  it("gives a name's initial by its owner's language", () => {
    expect(initialOf(' ilhan', 'tr')).toBe('İ');
    expect(initialOf('ilhan', 'en')).toBe('I');
    expect(initialOf('ışık', 'tr')).toBe('I');
    expect(initialOf('   ', 'tr')).toBe('');
  });

  it('orders as a Turkish dictionary does: ç after c, ı before i, ş after s', () => {
    expect(['şeker', 'incir', 'ceviz', 'ılgın', 'çay', 'sahlep'].sort((a, b) => compareText(a, b, 'tr'))).toEqual([
      'ceviz',
      'çay',
      'ılgın',
      'incir',
      'sahlep',
      'şeker',
    ]);
  });

  it("folds Turkish's four i's and its capitals together for a search", () => {
    expect(searchFold('IŞIK')).toBe('işik');
    expect(searchFold('ışık')).toBe('işik');
    expect(searchFold('Işık')).toBe('işik');
    expect(searchFold('İstanbul')).toBe('istanbul');
    expect(searchFold('ÇÖĞÜŞ')).toBe('çöğüş');
    expect(searchFold('In Love')).toBe('in love');
  });
});
