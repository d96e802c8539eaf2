import { describe, expect, it } from 'vitest';
import { HoroscopeCache } from '../guidance';
import { CALM_REMINDER_LINE, isGentleLine, reminderLine } from './reminder-line';
import { REMINDER_WORDS } from './reminder-words';

describe("a reminder's line", () => {
  it('is her sign’s headline of her local day when it is gentle', () => {
    const horoscopes = new HoroscopeCache();
    expect(reminderLine({ dateOfBirth: '1992-05-14', localDay: '2026-03-11', horoscopes })).toBe(
      'Trade perfect for finished under the halved Moon in Sagittarius.',
    );
  });

  it('is the calm fixed line without a birth date', () => {
    expect(reminderLine({ dateOfBirth: null, localDay: '2026-03-11', horoscopes: new HoroscopeCache() })).toBe(
      'Your horoscope for today is ready, whenever you are.',
    );
  });

  it('never carries an alarming word, a line the care rules would answer, or more than a glance', () => {
    expect(isGentleLine('A quiet morning suits you under the waxing Moon.')).toBe(true);
    for (const line of [
      'Beware of a sudden change at work today.',
      'A warning from the stars: guard your savings.',
      'Risky moves tempt you under the full Moon.',
      'You must act before the Moon wanes.',
      'I want to end my life.',
      'Some days nothing helps and I cannot go on anymore.',
      `A long line ${'that keeps going '.repeat(10)}.`,
      '',
    ]) {
      expect({ line, gentle: isGentleLine(line) }).toEqual({ line, gentle: false });
    }
    expect(isGentleLine(CALM_REMINDER_LINE)).toBe(true);
  });

  it('passes the wording check for every sign over a year of headlines, or falls back calmly', () => {
    const horoscopes = new HoroscopeCache({ maxDays: 1 });
    const births = ['1990-03-25', '1990-04-25', '1990-05-25', '1990-06-25', '1990-07-25', '1990-08-25'];
    let used = 0;
    for (let day = 0; day < 366; day += 7) {
      const localDay = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      for (const dateOfBirth of births) {
        const line = reminderLine({ dateOfBirth, localDay, horoscopes });
        expect(isGentleLine(line)).toBe(true);
        if (line !== CALM_REMINDER_LINE) used++;
      }
    }
    // Most days her own horoscope speaks; the fixed line is only the fallback.
    expect(used).toBeGreaterThan(250);
  });

  describe('for a member who chose Turkish', () => {
    const turkish = { language: 'tr' as const };

    it('is her sign’s Turkish headline of her local day, or the calm line in Turkish', () => {
      const horoscopes = new HoroscopeCache();
      expect(reminderLine({ dateOfBirth: '1992-05-14', localDay: '2026-03-12', horoscopes, ...turkish })).toBe(
        'Yerinde nazikçe dur; Oğlak burcundaki solgun hilal sağlam duruşu destekliyor.',
      );
      expect(reminderLine({ dateOfBirth: null, localDay: '2026-03-12', horoscopes, ...turkish })).toBe(
        'Bugünkü burç yorumun hazır; ne zaman istersen seni bekliyor.',
      );
      // English as it was, from the same cache.
      expect(reminderLine({ dateOfBirth: '1992-05-14', localDay: '2026-03-12', horoscopes })).toBe(
        'Hold your ground kindly under the fading Moon in Capricorn.',
      );
    });

    it('never carries a Turkish word that alarms, warns or commands, in any case or with any ending', () => {
      expect(isGentleLine('Sakin bir sabah sana iyi gelir; Yay burcundaki hilal seninle.', 'tr')).toBe(true);
      expect(isGentleLine('Ölçülü adımlar kazanç getirir; yaratıcı fikirlerin yerini buluyor.', 'tr')).toBe(true);
      for (const line of [
        'Bugün işte ani bir değişikliğe karşı dikkatli ol.',
        'Yıldızlardan bir uyarı: birikimini koru.',
        'RİSKLİ adımlar dolunayda seni çekiyor.',
        'Ay küçülmeden harekete geçmek zorundasın.',
        'Kaybettiğin şeyler bugün aklına gelebilir.',
        'Bir kazaya karşı yavaş git.',
        'Korkularınla yüzleşme günü.',
        `Upuzun bir satır ${'durmadan devam eden '.repeat(8)}.`,
      ]) {
        expect({ line, gentle: isGentleLine(line, 'tr') }).toEqual({ line, gentle: false });
      }
      expect(isGentleLine(REMINDER_WORDS.tr.calm, 'tr')).toBe(true);
    });

    it('passes the wording check for every sign over a year of Turkish headlines, or falls back calmly', () => {
      const horoscopes = new HoroscopeCache({ maxDays: 1 });
      const births = ['1990-09-25', '1990-10-25', '1990-11-25', '1990-12-25', '1990-01-25', '1990-02-25'];
      let used = 0;
      for (let day = 0; day < 366; day += 7) {
        const localDay = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
        for (const dateOfBirth of births) {
          const line = reminderLine({ dateOfBirth, localDay, horoscopes, ...turkish });
          expect(isGentleLine(line, 'tr')).toBe(true);
          if (line !== REMINDER_WORDS.tr.calm) used++;
        }
      }
      expect(used).toBeGreaterThan(250);
    });
  });
});
