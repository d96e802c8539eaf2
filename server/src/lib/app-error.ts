import { ERROR_STATUS, type ErrorCode, SIGN_IN_MESSAGE } from '@contract/errors';
import { LANGUAGES, type Language } from '@contract/languages';

export type { ErrorCode };

/**
 * A message written in every language, for the few that carry a value (a wait, a limit, a date):
 * the client's catalogs translate a message by its English text, so they cannot translate these.
 */
export type Localised = Readonly<Record<Language, string>>;

/** A message in every language, each written by `say` (a words table looked up by language). */
export function inEveryLanguage(say: (language: Language) => string): Localised {
  return Object.fromEntries(LANGUAGES.map((language) => [language, say(language)])) as Record<Language, string>;
}

/** An expected failure with a message that is safe to show the member. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers?: Record<string, string>;
  /** The message in every language, when it carries a value; `message` is then its English. */
  readonly words?: Localised;

  constructor(code: ErrorCode, message: string | Localised, headers?: Record<string, string>) {
    super(typeof message === 'string' ? message : message.en);
    this.name = 'AppError';
    this.code = code;
    this.headers = headers;
    if (typeof message !== 'string') this.words = message;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** The message in a language: its own words there, else the English (which the client's catalogs translate). */
  messageIn(language: Language): string {
    return this.words?.[language] ?? this.message;
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message = SIGN_IN_MESSAGE) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
