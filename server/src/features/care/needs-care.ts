import { classifyCare } from './classify-care';

/** True when the embedded classifier reads the text as a crisis: Telve answers with the care message. */
export function needsCare(text: string): boolean {
  return classifyCare(text).kind === 'crisis';
}
