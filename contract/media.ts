/** The largest profile photo accepted, checked in the browser before sending and by the server. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The photo refusals both sides show, as the member reads them (title, then sentence). */
export const PHOTO_MESSAGES = {
  invalidType: 'Invalid file type: Please upload an image file (JPEG, PNG, etc.)',
  tooLarge: 'File too large: Please upload an image smaller than 5MB',
} as const;

/** Splits 'Title: sentence' into a toast's title and description. */
export function toastParts(message: string): { title: string; description: string } {
  const at = message.indexOf(': ');
  return at < 0
    ? { title: message, description: '' }
    : { title: message.slice(0, at), description: message.slice(at + 2) };
}
