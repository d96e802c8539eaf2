/** The care nets for the languages besides English, each read on every text (mixed texts are common). */
import { ARABIC_NET } from './ar';
import { GERMAN_NET } from './de';
import { SPANISH_NET } from './es';
import { FRENCH_NET } from './fr';
import { ITALIAN_NET } from './it';
import type { LanguageNetData } from './net';
import { RUSSIAN_NET } from './ru';
import { TURKISH_NET } from './tr';

export const NETS: readonly LanguageNetData[] = [
  TURKISH_NET,
  GERMAN_NET,
  SPANISH_NET,
  FRENCH_NET,
  ITALIAN_NET,
  RUSSIAN_NET,
  ARABIC_NET,
];
export { classifyWithNet, type LanguageNetData, prepareForNet, warmNet } from './net';
