/**
 * The question asked when the clocks changed over a birth time (a 409), in each language a member
 * may choose: it names the day, the place and the time, so the client's catalogs (keyed by English
 * text) cannot translate it. English is word for word as before; in Turkish no value takes a suffix.
 */
import type { Language } from '@contract/languages';

export interface FoldQuestion {
  /** 'ambiguous': the clocks went back and the time happened twice; 'skipped': it never showed. */
  kind: 'ambiguous' | 'skipped';
  /** 'HH:MM', as entered. */
  time: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** The birth place's name. */
  place: string;
}

/** '30 Eylül 1990' for '1990-09-30'. */
const turkishDate = (date: string) =>
  new Date(`${date}T12:00:00.000Z`).toLocaleDateString('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const FOLD_WORDS: Readonly<Record<Language, (question: FoldQuestion) => string>> = {
  en: ({ kind, time, date, place }) =>
    kind === 'ambiguous'
      ? `The clocks went back on ${date} in ${place}, so ${time} happened twice: please choose the earlier or the later one.`
      : `The clocks went forward on ${date} in ${place}, so ${time} never showed on the clock: please choose the earlier or the later reading.`,
  tr: ({ kind, time, date, place }) =>
    kind === 'ambiguous'
      ? `${place} bölgesinde saatler ${turkishDate(date)} tarihinde geri alındı, bu yüzden saat ${time} o gün iki kez yaşandı: lütfen öncekini ya da sonrakini seç.`
      : `${place} bölgesinde saatler ${turkishDate(date)} tarihinde ileri alındı, bu yüzden saat ${time} o gün hiç yaşanmadı: lütfen öncekini ya da sonrakini seç.`,
};
