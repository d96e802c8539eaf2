import { FAIR_USE } from '@contract/fair-use';
import { describe, expect, it } from 'vitest';
import { AppError, inEveryLanguage } from './app-error';
import { REFUSAL_WORDS } from './refusal-words';

const { en, tr } = REFUSAL_WORDS;
const MINUTE = 60;
const HOUR = 60 * MINUTE;

describe('the refusals in English', () => {
  it('say what they always said, with the wait in seconds, minutes or hours', () => {
    expect(en.tooMany('failed sign-in attempts', 45)).toBe(
      'Too many failed sign-in attempts. Please try again in 45 seconds.',
    );
    expect(en.tooMany('posts', 12 * MINUTE)).toBe('Too many posts. Please try again in 12 minutes.');
    expect(en.tooMany('reports', 24 * HOUR)).toBe('Too many reports. Please try again in 24 hours.');
    expect(en.fairUse(FAIR_USE.readings, 30)).toBe(
      'You have reached the fair-use limit of 30 readings an hour. Please try again in a minute.',
    );
    expect(en.fairUse(FAIR_USE.cupPhotos, 5 * HOUR)).toBe(
      'You have reached the fair-use limit of 20 cup photos a day. Please try again in 5 hours.',
    );
    expect(en.dailyQuestions(200, 2 * HOUR)).toBe(
      'You have asked 200 questions today, the daily fair-use limit. Please try again in 2 hours.',
    );
    expect(en.imageTooLarge(24_000_000)).toBe('File too large: Please upload an image of at most 24 megapixels');
    expect(en.videoTooLarge(50 * 1024 * 1024)).toBe('File too large: Please attach a video smaller than 50MB');
  });
});

describe('the refusals in Turkish', () => {
  it('are Turkish sentences, the wait in saniye, dakika or saat with no plural after the number', () => {
    expect(tr.tooMany('failed sign-in attempts', 5 * MINUTE)).toBe(
      'Çok fazla hatalı giriş denemesi yapıldı. Lütfen 5 dakika sonra yeniden dene.',
    );
    expect(tr.tooMany('posts', 45)).toBe('Çok fazla gönderi paylaştın. Lütfen 45 saniye sonra yeniden dene.');
    expect(tr.tooMany('reports', 24 * HOUR)).toBe('Çok fazla bildirimde bulundun. Lütfen 24 saat sonra yeniden dene.');
    expect(tr.fairUse(FAIR_USE.readings, 12 * MINUTE)).toBe(
      'Adil kullanım sınırına ulaştın: saatte en fazla 30 fal. Lütfen 12 dakika sonra yeniden dene.',
    );
    expect(tr.fairUse(FAIR_USE.cupPhotos, 30)).toBe(
      'Adil kullanım sınırına ulaştın: günde en fazla 20 fincan fotoğrafı. Lütfen bir dakika sonra yeniden dene.',
    );
    expect(tr.dailyQuestions(200, 3 * HOUR)).toBe(
      'Bugün 200 soru sordun; günlük adil kullanım sınırı bu kadar. Yeni sorularını 3 saat sonra sorabilirsin.',
    );
  });

  it('write numbers as Turkish does', () => {
    expect(tr.imageTooLarge(24_000_000)).toBe('Dosya çok büyük: Lütfen en fazla 24 megapiksellik bir görsel yükle');
    expect(tr.imageTooLarge(1_500_000)).toBe('Dosya çok büyük: Lütfen en fazla 1,5 megapiksellik bir görsel yükle');
    expect(tr.videoTooLarge(50 * 1024 * 1024)).toBe('Dosya çok büyük: Lütfen en fazla 50 MB boyutunda bir video ekle');
    expect(tr.dailyQuestions(1000, 90 * MINUTE)).toBe(
      'Bugün 1.000 soru sordun; günlük adil kullanım sınırı bu kadar. Yeni sorularını 2 saat sonra sorabilirsin.',
    );
  });

  it('have a sentence for every limit a route declares', () => {
    for (const limit of Object.values(FAIR_USE)) {
      const said = limit.wording === 'too-many' ? tr.tooMany(limit.noun, 60) : tr.fairUse(limit, 60);
      const wait = limit.wording === 'too-many' ? '60 saniye' : 'bir dakika';
      expect({ noun: limit.noun, ends: said.endsWith(` Lütfen ${wait} sonra yeniden dene.`) }).toEqual({
        noun: limit.noun,
        ends: true,
      });
      expect(said).not.toMatch(/undefined|Too many|fair-use/);
    }
  });
});

describe('an AppError written in every language', () => {
  it('is English as its message, and each language in messageIn', () => {
    const error = new AppError(
      'TOO_MANY_REQUESTS',
      inEveryLanguage((language) => REFUSAL_WORDS[language].tooMany('saves', 30 * MINUTE)),
    );
    expect(error.message).toBe('Too many saves. Please try again in 30 minutes.');
    expect(error.messageIn('en')).toBe('Too many saves. Please try again in 30 minutes.');
    expect(error.messageIn('tr')).toBe('Çok sık kaydettin. Lütfen 30 dakika sonra yeniden dene.');
  });

  it('answers its one English message in every language when it carries no value', () => {
    expect(new AppError('CONFLICT', 'Already there').messageIn('tr')).toBe('Already there');
  });
});
