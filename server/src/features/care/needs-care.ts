import { readCare } from './read-care';

/** True when the embedded care net reads the text, in any language it knows, as a crisis: Telve answers with the care message. */
export function needsCare(text: string): boolean {
  return readCare(text).kind === 'crisis';
}
