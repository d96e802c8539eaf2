import type { ShapeForm } from '@contract/cup-photos';
import type { SymbolRecord, SymbolWords } from './types';

/**
 * How tasseography reads a shape of the grounds that matches no symbol: by its form. Dots are money
 * and small blessings gathering, a line a journey or a path, a ring something made whole, a dark
 * mass a weight to set down. Their ids never clash with the dictionary's (which has no 'form-').
 */
export const FORM_SYMBOLS: Readonly<Record<Exclude<ShapeForm, 'figure'>, SymbolRecord>> = {
  dots: {
    id: 'form-dots',
    name: 'Dots',
    noun: 'scatter of dots',
    tone: 'fortunate',
    affinity: ['career', 'general'],
    meanings: {
      love: 'small kindnesses adding up to something warm',
      career: 'money arriving in several small sums',
      health: 'small good habits gathering strength',
      general: 'money and small blessings gathering around you',
    },
  },
  line: {
    id: 'form-line',
    name: 'Line',
    noun: 'line',
    tone: 'neutral',
    affinity: ['general', 'career'],
    meanings: {
      love: 'a path that leads you toward someone',
      career: 'a clear course and steady progress',
      health: 'steady progress along a path you keep to',
      general: 'a journey, or a clear road ahead',
    },
  },
  ring: {
    id: 'form-ring',
    name: 'Ring',
    noun: 'ring',
    tone: 'fortunate',
    affinity: ['love'],
    meanings: {
      love: 'a bond made whole, perhaps a promise',
      career: 'a venture brought full circle',
      health: 'a cycle completed and a return to balance',
      general: 'something coming full circle',
    },
  },
  mass: {
    id: 'form-mass',
    name: 'Dark mass',
    noun: 'dark mass',
    tone: 'cautionary',
    affinity: ['general'],
    meanings: {
      love: 'a weight on the heart that asks to be spoken',
      career: 'a heavy load to share or set down',
      health: 'a burden to ease with rest',
      general: 'a heavy matter that clears once it is faced',
    },
  },
};

export const FORM_SYMBOLS_BY_ID: ReadonlyMap<string, SymbolRecord> = new Map(
  Object.values(FORM_SYMBOLS).map((record) => [record.id, record]),
);

/** The forms' words in Turkish, by id: the bare noun, as the Turkish sentences never inflect it. */
export const TURKISH_FORM_WORDS: ReadonlyMap<string, SymbolWords> = new Map<string, SymbolWords>([
  [
    'form-dots',
    {
      name: 'Noktalar',
      noun: 'nokta kümesi',
      meanings: {
        love: 'birikip sıcacık bir şeye dönüşen küçük incelikler',
        career: 'birkaç küçük parça hâlinde gelen bir para',
        health: 'birikip güçlenen küçük, iyi alışkanlıklar',
        general: 'etrafında toplanan para ve küçük nimetler',
      },
    },
  ],
  [
    'form-line',
    {
      name: 'Çizgi',
      noun: 'çizgi',
      meanings: {
        love: 'seni birine doğru götüren bir yol',
        career: 'net bir rota ve istikrarlı bir ilerleme',
        health: 'sadık kaldığın bir yolda istikrarlı bir ilerleme',
        general: 'bir yolculuk ya da önünde açık bir yol',
      },
    },
  ],
  [
    'form-ring',
    {
      name: 'Çember',
      noun: 'çember',
      meanings: {
        love: 'bütünleşen bir bağ, belki de verilen bir söz',
        career: 'tam bir tur atıp tamamlanan bir girişim',
        health: 'tamamlanan bir döngü ve dengeye bir dönüş',
        general: 'tamamlanıp yerine oturan bir döngü',
      },
    },
  ],
  [
    'form-mass',
    {
      name: 'Koyu leke',
      noun: 'koyu leke',
      meanings: {
        love: 'gönülde dile getirilmek isteyen bir ağırlık',
        career: 'paylaşılması ya da bırakılması gereken ağır bir yük',
        health: 'dinlenerek hafifletilecek bir yük',
        general: 'yüzleşilince açılan ağır bir mesele',
      },
    },
  ],
]);
