import { ERROR_STATUS, type ErrorCode, SIGN_IN_MESSAGE } from '@contract/errors';

export type { ErrorCode };

/** An expected failure with a message that is safe to show the member. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message = SIGN_IN_MESSAGE) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
