/** The error codes the API answers with, and the HTTP status of each. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A birth time the clocks made happen twice (or skipped): the member is asked which was meant. */
  BIRTH_TIME_FOLD: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RANGE_NOT_SATISFIABLE: 416,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The code for a status, for refusals that did not come from a service (framework, proxy). */
export function codeForStatus(status: number): ErrorCode {
  const found = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);
  return found ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

/** Sent when a write names something deleted a moment before (a foreign key refused it). */
export const GONE_MESSAGE = 'This no longer exists. Please reload the page.';

/** Sent to a signed-out caller of any member endpoint. */
export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
/** Sent to a free member calling a premium endpoint. */
export const PREMIUM_REQUIRED_MESSAGE = 'This is a premium feature. Upgrade to Premium to unlock it.';
/** Sent to a member calling an admin endpoint, and shown by the /admin gate. */
export const ADMIN_REQUIRED_MESSAGE = "You don't have permission to access the admin dashboard.";
