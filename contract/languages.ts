/**
 * The languages Telve speaks (issue 33). English is SPEC.md's and the default; Turkish is the
 * second. A member's choice is kept in her profile; before that, the browser's Accept-Language.
 */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * The languages whose catalogs cover the whole app: only these are chosen for a visitor by her
 * browser. Turkish joined once every screen, reading, letter and card was written in it (issue 33).
 */
export const OFFERED_LANGUAGES: readonly Language[] = ['en', 'tr'];

/** Each language's name in itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', tr: 'Türkçe' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first language of an Accept-Language header that Telve offers, by the header's order of
 * preference (q values), else English. 'tr-TR' is Turkish; anything unreadable is English.
 */
export function languageFromAcceptLanguage(
  header: string | undefined,
  offered: readonly Language[] = OFFERED_LANGUAGES,
): Language {
  if (!header || header.length > 500) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (
    (ranked.map(({ base }) => base).find((base) => isLanguage(base) && offered.includes(base)) as Language) ??
    DEFAULT_LANGUAGE
  );
}
