import type { Language } from '@contract/languages';
import { useEffect } from 'react';
import { currentLanguage, loadMessages, setMessages } from '@/lib/i18n';

/** The language last asked for: a catalog that arrives after another was asked for is dropped. */
let wanted: Language | undefined;

/**
 * Speaks the member's language (users.language): loads its catalog when it is not the current one
 * and makes it current, the page's `lang` with it, so every screen renders again in it without a
 * reload. Two changes in quick succession end on the last one asked for.
 */
export async function followMemberLanguage(language: Language): Promise<void> {
  wanted = language;
  if (language === currentLanguage()) return;
  const messages = await loadMessages(language);
  if (wanted !== language) return;
  setMessages(messages);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The signed-in member's language, followed as it comes and changes: when she signs in, when her
 * profile loads, when she changes it in Settings. Signed out (undefined), the page keeps the
 * language it was served in.
 */
export function useMemberLanguage(language: Language | undefined): void {
  useEffect(() => {
    if (!language) return;
    followMemberLanguage(language).catch((error: unknown) =>
      console.warn(`Could not load the words of the member's language (${language})`, error),
    );
  }, [language]);
}
