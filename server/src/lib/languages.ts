import { type Language, languageFromAcceptLanguage, OFFERED_LANGUAGES } from '@contract/languages';
import type { AppConfig } from '../env';

/** The languages a visitor's browser may choose among (AppConfig.offeredLanguages, else the contract's). */
export function offeredLanguages(config: Pick<AppConfig, 'offeredLanguages'>): readonly Language[] {
  return config.offeredLanguages ?? OFFERED_LANGUAGES;
}

/**
 * The language a visitor's browser asks for, among those offered (English otherwise): her first
 * pages, and her language when she registers. A member's own choice (users.language) comes before it.
 */
export function browserLanguage(
  config: Pick<AppConfig, 'offeredLanguages'>,
  acceptLanguage: string | undefined,
): Language {
  return languageFromAcceptLanguage(acceptLanguage, offeredLanguages(config));
}
