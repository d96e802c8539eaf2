import type { User } from '@contract/auth';
import type { Language } from '@contract/languages';
import type { QueryClient } from '@tanstack/react-query';
import type { activateLanguage } from '@/lib/i18n';
import { USER_QUERY_KEY } from './auth-context';

/**
 * lib/i18n.ts's activateLanguage, handed in by main.tsx: imported here, i18n.ts would be wrapped
 * in the landing page's first chunk to be shared with this one's, over its 100 KiB budget.
 */
type Activate = typeof activateLanguage;

/** The language last asked for. */
let wanted: Language | undefined;

/**
 * Speaks a language: loads its catalog when it is not the page's (its `lang`, which main.tsx set
 * from the server's choice, and every change since) and makes it current, the page's `lang` with
 * it, so every screen renders again in it without a reload. Two changes in quick succession end on
 * the last one asked for.
 */
export async function speak(language: Language, activate: Activate): Promise<void> {
  wanted = language;
  if (language === document.documentElement.lang) return;
  await activate(language);
  // Another was asked for while this one loaded: that one is spoken last.
  if (wanted !== language) await speak(wanted, activate);
}

/**
 * Follows the signed-in member's language (users.language) as the app learns it: when she signs
 * in, when her profile loads, when she changes it in Settings (each sets the user query). Signed
 * out, the page keeps the language it was served in (the server paints her pages in hers). Started
 * by main.tsx once the app is under way; answers a function that stops following.
 */
export default function followMemberLanguage(queryClient: QueryClient, activate: Activate): () => void {
  /** The language of the member last seen: the server wrote what the app holds in it. */
  let known: Language | undefined;
  const follow = () => {
    const language = queryClient.getQueryData<User | null>(USER_QUERY_KEY)?.language;
    if (!language) return;
    const changed = known !== undefined && known !== language;
    known = language;
    speak(language, activate)
      .then(() => {
        // What the server wrote in her old language (her chart, her horoscope, her reading) is asked
        // for again in her new one: the screens on show at once, the others when next opened.
        if (changed)
          return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      })
      .catch((error: unknown) =>
        console.warn(`Could not load the words of the member's language (${language})`, error),
      );
  };
  follow();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[0] === USER_QUERY_KEY[0]) follow();
  });
}
