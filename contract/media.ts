import { asLine, PHOTO_MESSAGES } from './messages';

/** The largest profile photo accepted, checked in the browser before sending and by the server. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The server's photo refusals: the client's toasts written as one line, 'Title: description'. */
export const PHOTO_REFUSALS = {
  invalidType: asLine(PHOTO_MESSAGES.invalidType),
  tooLarge: asLine(PHOTO_MESSAGES.tooLarge),
} as const;

/** The server's refusals of a malformed upload. */
export const UPLOAD_MESSAGES = {
  notMultipart: 'Please send the form as multipart/form-data.',
  noBoundary: 'Malformed upload: the multipart/form-data content type has no boundary.',
  malformed: 'Malformed upload: the form data ended early or is not valid multipart. Please try again.',
  missing: (field: string) => `Please choose a file to upload (field "${field}").`,
  noFilename: (field: string) => `Please send "${field}" as a file: the part has no filename.`,
} as const;

/** The server's answers when media cannot be handled right now: 503 with Retry-After. */
export const MEDIA_UNAVAILABLE_MESSAGES = {
  /** The image decode queue is full. */
  busy: 'Many photos are being processed right now. Please try again in a few seconds.',
  /** The object store did not answer, or refused the server. */
  storeDown: 'Photos and videos cannot be stored or shown right now. Please try again in a minute.',
} as const;
