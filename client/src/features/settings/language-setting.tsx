import type { User } from '@contract/auth';
import { LANGUAGE_NAMES, LANGUAGES, type Language, OFFERED_LANGUAGES } from '@contract/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { T, t, useT } from '@/lib/i18n';
import { USER_QUERY_KEY, useAuth } from '@/session/auth-context';

/**
 * The languages Settings offers her: those offered to everyone, and hers when it is not among them
 * (chosen before, or on another install), so she can always go back to one offered.
 */
export function settingsLanguages(offered: readonly Language[], own: Language | undefined): Language[] {
  return LANGUAGES.filter((language) => offered.includes(language) || language === own);
}

/**
 * Settings' 'Language': each language named in itself (English, Türkçe), as radio buttons in a
 * fieldset (arrow keys move between them; each name is marked with its language, so a screen
 * reader says it as its speakers do). A choice is saved to her profile at once and the app speaks
 * it without a reload. Shown only when there is a choice: while English alone is offered, nothing
 * (docs/decisions/0049-member-language.md). `offered` is the contract's unless a test says otherwise.
 */
export function LanguageSetting({ offered = OFFERED_LANGUAGES }: { offered?: readonly Language[] }) {
  const id = useId();
  const say = useT();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (language: Language) => api(endpoints.updateLanguage, { language }),
    onSuccess: (saved: User) => {
      // The member as the server now answers her: the app follows her language from it (AuthProvider).
      queryClient.setQueryData(USER_QUERY_KEY, saved);
      // Said in the language she chose: the words follow the app's language as it changes under the toast.
      toast({ title: <T id="settings.language.saved" />, description: LANGUAGE_NAMES[saved.language] });
    },
    onError: (error) =>
      toast({ title: t('settings.language.failed'), description: error.message, variant: 'destructive' }),
  });
  const choices = settingsLanguages(offered, user?.language);
  if (!user || choices.length < 2) return null;
  const chosen = change.isPending ? change.variables : user.language;

  return (
    <fieldset aria-describedby={`${id}-help`} className="flex flex-col gap-2" disabled={change.isPending}>
      <legend className="text-sm font-medium">{say('settings.language.title')}</legend>
      <p id={`${id}-help`} className="text-sm text-muted-foreground">
        {say('settings.language.help')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {choices.map((language) => (
          <label
            key={language}
            lang={language}
            className={cn(
              'flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-xl border border-input bg-card px-4',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              chosen === language && 'border-primary',
            )}
          >
            <input
              type="radio"
              name={`${id}-language`}
              value={language}
              checked={chosen === language}
              onChange={() => change.mutate(language)}
              className="size-4 accent-primary"
            />
            {LANGUAGE_NAMES[language]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
