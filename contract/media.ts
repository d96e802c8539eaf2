import { asLine, PHOTO_MESSAGES } from './messages';

/** The largest profile photo accepted, checked in the browser before sending and by the server. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The server's photo refusals: the client's toasts written as one line, 'Title: description'. */
export const PHOTO_REFUSALS = {
  invalidType: asLine(PHOTO_MESSAGES.invalidType),
  tooLarge: asLine(PHOTO_MESSAGES.tooLarge),
} as const;
