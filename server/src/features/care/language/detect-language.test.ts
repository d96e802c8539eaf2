import { beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage, languagesMentioned, loadLanguageDetector } from './detect-language';

beforeAll(() => loadLanguageDetector());
describe('detectLanguage', () => {
  it.each([
    ['Artık yaşamak istemiyorum', 'tr'],
    ['Kocam her akşam beni dövüyor', 'tr'],
    ['bu job beni öldürüyor', 'tr'],
    ['olmek istiyorum', 'tr'],
    ['İNTİHAR ETMEYİ DÜŞÜNÜYORUM', 'tr'],
    ['Should I stop taking my antidepressants?', 'en'],
    ['some days I want to die', 'en'],
    ['love', 'en'],
    ['kill myself', 'en'],
    ['quiero morirme', 'es'],
    ['je veux mourir', 'fr'],
    ['voglio morire', 'it'],
    // Italian's word-final and lone accents are not French ones; its own small words outweigh Spanish.
    ['nonna ha il diabete ma le facciamo lo stesso la festa degli 80 con la torta, verrà bella?', 'it'],
    ['mi taglio le braccia da mesi e nessuno se ne accorge', 'it'],
    ['se smetto la paroxetina torna la depressione?', 'it'],
    // Italian's own small words and its future in -ranno, not Spanish's or French's.
    ['grazie a tutte, siete state la mia famiglia. addio', 'it'],
    ['le prossime analisi andranno meglio?', 'it'],
    ['Je vais à la gare, il est très tard', 'fr'],
    // French's 'ou' and 'truc', not Spanish's 'y' ('y a un truc ou pas').
    ['écho de contrôle lundi, y a un truc ou pas ?', 'fr'],
    ['я хочу умереть', 'ru'],
    ['أريد أن أموت', 'ar'],
    ['ana 3ayez amoot, mesh 2ader akammel', 'ar'],
    ['Czy on wróci do mnie w tym roku?', 'pl'],
    ['Hij komt terug, denk ik, wat zie je in de kop?', 'nl'],
    ['Він повернеться до мене цього року?', 'uk'],
    ['او امسال به من برمی‌گردد؟', 'fa'],
    ['12345 !!!', 'und'],
  ])('%j is %s', (text, language) => {
    expect(detectLanguage(text).language).toBe(language);
  });

  it("takes the browser's language as a hint for a text too short to tell", () => {
    expect(detectLanguage('amor', { locale: 'es-ES' }).language).toBe('es');
    expect(detectLanguage('amor').language).toBe('en');
  });
});

describe('languagesMentioned', () => {
  // Each language's small words, so its net still reads a text the detector names otherwise.
  it.each([
    ['it', 'sto male dal dentista nella sala, devo aspettare'],
    ['de', 'i mog nimma, scho lang ned'],
    ['es', 'nadie me escribe nunca, sin razón'],
    ['fr', 'vous savez, demain je pars sous la pluie'],
  ])('names %s in "%s"', (language, text) => {
    expect(languagesMentioned(text)).toContain(language);
  });
});
