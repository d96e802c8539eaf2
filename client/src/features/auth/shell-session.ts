import type { User } from '@contract/auth';
import { SHELL_SESSION_ELEMENT_ID } from '@contract/shell';

let read = false;
let session: { user: User | null } | undefined;

/**
 * The user the server put in the page shell when it served this page: a member, null when signed
 * out, or undefined when the shell carries no answer (the development server), and the client must
 * ask GET /api/user itself. Read once; the element is left as it was.
 */
export function shellSession(): { user: User | null } | undefined {
  if (read) return session;
  read = true;
  const text = document.getElementById(SHELL_SESSION_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as { user?: User | null };
    session = { user: parsed.user ?? null };
  } catch (error) {
    console.warn('The page shell carried an unreadable session', error);
  }
  return session;
}
