import { type Language, languageFromAcceptLanguage, OFFERED_LANGUAGES } from '@contract/languages';

/** The part of the app's configuration (env.ts's AppConfig) these read. */
interface LanguageConfig {
  offeredLanguages?: readonly Language[];
}

/** The languages a visitor's browser may choose among (AppConfig.offeredLanguages, else the contract's). */
export function offeredLanguages(config: LanguageConfig): readonly Language[] {
  return config.offeredLanguages ?? OFFERED_LANGUAGES;
}

/**
 * The language a visitor's browser asks for, among those offered (English otherwise): her first
 * pages, and her language when she registers. A member's own choice (users.language) comes before it.
 */
export function browserLanguage(config: LanguageConfig, acceptLanguage: string | undefined): Language {
  return languageFromAcceptLanguage(acceptLanguage, offeredLanguages(config));
}
