import { SHELL_SESSION_ELEMENT_ID, type ShellState } from '@contract/shell';

let read = false;
let session: ShellState | undefined;

/**
 * What the server put in the page shell when it served this page: the user (a member, or null
 * when signed out) and, on a dashboard it painted, the horoscope, clock and affirmation it painted with; undefined when the shell
 * carries no answer (the development server, or a render outside the browser), and the client
 * must ask GET /api/user itself. Read once; the element is left as it was.
 */
export function shellSession(): ShellState | undefined {
  if (read) return session;
  read = true;
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SHELL_SESSION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<ShellState>;
    session = {
      user: parsed.user ?? null,
      ...(parsed.horoscope ? { horoscope: parsed.horoscope } : {}),
      ...(parsed.clock ? { clock: parsed.clock } : {}),
      ...(parsed.affirmation ? { affirmation: parsed.affirmation } : {}),
    };
  } catch (error) {
    console.warn('The page shell carried an unreadable session', error);
  }
  return session;
}
