/**
 * The server's refusals that carry a value (a wait, a limit, a size), in each language a member may
 * choose (issue 33). The client's catalogs translate a message by its English text, so they cannot
 * translate these: the server writes them in the request's language (plugins/request-language.ts).
 * English is word for word as it has always been (SPEC.md and the tests pin it); Turkish is written
 * for a Turkish reader ('sen'), a number before 'saniye', 'dakika' or 'saat' takes no plural, and
 * no value takes a suffix. A language, a limit or a noun left out is a type error.
 */
import { videoTooLargeMessage } from '@contract/circles';
import type { FAIR_USE, FairUseName } from '@contract/fair-use';
import type { Language } from '@contract/languages';

type FairUseLimit = (typeof FAIR_USE)[FairUseName];

/** What a "Too many ..." refusal names: the limits routes declare so, and those services count. */
export type TooManyWhat =
  | Extract<FairUseLimit, { wording: 'too-many' }>['noun']
  | 'failed sign-in attempts'
  | 'sign-ups from this network'
  | 'password attempts'
  | 'password reset requests'
  | 'emails'
  | 'email changes'
  | 'billing changes';

/** A limit a fair-use refusal names: how many of what, in how long a window. */
export interface FairUseCount {
  limit: number;
  noun: Extract<FairUseLimit, { wording: 'fair-use' }>['noun'];
  windowMs: number;
}

export interface RefusalWords {
  /** 'Too many posts. Please try again in 12 minutes.' */
  tooMany(what: TooManyWhat, seconds: number): string;
  /** 'You have reached the fair-use limit of 30 readings an hour. Please try again in 12 minutes.' */
  fairUse(limit: FairUseCount, seconds: number): string;
  /** The ask chat's allowance of questions per UTC day. */
  dailyQuestions(limit: number, seconds: number): string;
  /** An image over the pixel limit (413). */
  imageTooLarge(maxPixels: number): string;
  /** A circle's video over the size limit (413). */
  videoTooLarge(maxBytes: number): string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const minutesOf = (seconds: number) => Math.ceil(seconds / 60);
const hoursOf = (minutes: number) => Math.ceil(minutes / 60);
const megabytes = (bytes: number) => Number((bytes / (1024 * 1024)).toFixed(1));

const en: RefusalWords = {
  tooMany(what, seconds) {
    const minutes = minutesOf(seconds);
    const wait =
      seconds < 90 ? `${seconds} seconds` : minutes < 90 ? `${minutes} minutes` : `${hoursOf(minutes)} hours`;
    return `Too many ${what}. Please try again in ${wait}.`;
  },
  fairUse(limit, seconds) {
    const minutes = Math.max(1, minutesOf(seconds));
    const hours = hoursOf(minutes);
    const wait =
      minutes === 1 ? 'a minute' : minutes < 90 ? `${minutes} minutes` : hours === 1 ? 'an hour' : `${hours} hours`;
    const span = limit.windowMs >= DAY_MS ? 'a day' : 'an hour';
    return `You have reached the fair-use limit of ${limit.limit} ${limit.noun} ${span}. Please try again in ${wait}.`;
  },
  dailyQuestions(limit, seconds) {
    const minutes = minutesOf(seconds);
    const wait =
      seconds < 90 ? `${seconds} seconds` : minutes < 90 ? `${minutes} minutes` : `${hoursOf(minutes)} hours`;
    return `You have asked ${limit} questions today, the daily fair-use limit. Please try again in ${wait}.`;
  },
  imageTooLarge: (maxPixels) => `File too large: Please upload an image of at most ${maxPixels / 1_000_000} megapixels`,
  videoTooLarge: (maxBytes) => videoTooLargeMessage(maxBytes),
};

/** A number as Turkish writes it ('1.000', '1,5'). */
const trNumber = (value: number) => value.toLocaleString('tr-TR');

/** '45 saniye', '12 dakika', '3 saat': how long until she may try again. */
function trWait(seconds: number): string {
  const minutes = minutesOf(seconds);
  if (seconds < 90) return `${trNumber(seconds)} saniye`;
  return minutes < 90 ? `${trNumber(minutes)} dakika` : `${trNumber(hoursOf(minutes))} saat`;
}

/** Each "Too many ..." as its own Turkish sentence: Turkish says who did what, not "too many X". */
const TR_TOO_MANY: Record<TooManyWhat, string> = {
  'failed sign-in attempts': 'Çok fazla hatalı giriş denemesi yapıldı.',
  'sign-ups from this network': 'Bu ağdan çok fazla kayıt yapıldı.',
  'password attempts': 'Şifreni kısa sürede çok kez denedin.',
  'password reset requests': 'Çok fazla şifre sıfırlama isteği gönderildi.',
  emails: 'Çok fazla e-posta istedin.',
  'email changes': 'Çok fazla e-posta değişikliği istedin.',
  'billing changes': 'Aboneliğinde çok fazla değişiklik yaptın.',
  'shared readings opened': 'Bu ağdan çok fazla paylaşılan fal açıldı.',
  saves: 'Çok sık kaydettin.',
  posts: 'Çok fazla gönderi paylaştın.',
  comments: 'Çok fazla yorum yaptın.',
  likes: 'Kısa sürede çok fazla şey beğendin.',
  reports: 'Çok fazla bildirimde bulundun.',
  uploads: 'Çok fazla dosya yükledin.',
  'tries of this link': 'Bu bağlantı kısa sürede çok kez denendi.',
};

/** What a fair-use limit counts, as Turkish names one of them after a number ('30 fal'). */
const TR_FAIR_USE_NOUNS: Record<FairUseCount['noun'], string> = {
  readings: 'fal',
  moods: 'ruh hâli kaydı',
  affirmations: 'olumlama',
  'photo uploads': 'fotoğraf yükleme',
  'share cards': 'paylaşım kartı',
  'cup photos': 'fincan fotoğrafı',
};

const tr: RefusalWords = {
  tooMany: (what, seconds) => `${TR_TOO_MANY[what]} Lütfen ${trWait(seconds)} sonra yeniden dene.`,
  fairUse(limit, seconds) {
    const minutes = Math.max(1, minutesOf(seconds));
    const wait = minutes === 1 ? 'bir dakika' : trWait(minutes * 60);
    const span = limit.windowMs >= DAY_MS ? 'günde' : 'saatte';
    const most = `${span} en fazla ${trNumber(limit.limit)} ${TR_FAIR_USE_NOUNS[limit.noun]}`;
    return `Adil kullanım sınırına ulaştın: ${most}. Lütfen ${wait} sonra yeniden dene.`;
  },
  dailyQuestions: (limit, seconds) =>
    `Bugün ${trNumber(limit)} soru sordun; günlük adil kullanım sınırı bu kadar. Yeni sorularını ${trWait(seconds)} sonra sorabilirsin.`,
  imageTooLarge: (maxPixels) =>
    `Dosya çok büyük: Lütfen en fazla ${trNumber(maxPixels / 1_000_000)} megapiksellik bir görsel yükle`,
  videoTooLarge: (maxBytes) =>
    `Dosya çok büyük: Lütfen en fazla ${trNumber(megabytes(maxBytes))} MB boyutunda bir video ekle`,
};

/** Every refusal's words, by the language of the request. */
export const REFUSAL_WORDS: Readonly<Record<Language, RefusalWords>> = { en, tr };
