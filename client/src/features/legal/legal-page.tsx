import type { User } from '@contract/auth';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '@/components/page-header';
import { type MessageId, T, t, useT } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';

export interface LegalSection {
  heading: MessageId;
  /** The section's paragraphs and lists, their words read from the catalog as they render (`<T id>`). */
  body: ReactNode;
}

/** A paragraph's lead-in in bold (`<0>Your account:</0> ...`). */
export const STRONG = { 0: <strong /> };

/**
 * Where a legal page's back link leads: the two places that link to it (the consent step for a
 * member who has not agreed yet, Settings for one who has), or home for a visitor signed out.
 * Its label in the current language (the page renders again when it changes).
 */
export function legalBackLink(user: User | null): { backHref: string; backLabel: string } {
  if (!user) return { backHref: '/', backLabel: t('legal.back.home') };
  return user.termsAccepted
    ? { backHref: '/settings', backLabel: t('legal.back.settings') }
    : { backHref: '/terms-of-service', backLabel: t('legal.back.consent') };
}

/**
 * The frame of the Terms and Privacy pages: readable by anyone, signed in or not, in the screens'
 * own top bar, whose back link goes where the reader came from (legalBackLink).
 */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
  other,
}: {
  title: string;
  /** The day of the last change, as the language writes it. */
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** The other legal page, and the sentence pointing to it (its `<0>` the link). */
  other: { href: string; seeAlso: MessageId };
}) {
  const say = useT();
  const { user } = useAuth();
  return (
    <div className="min-h-dvh bg-cream text-espresso">
      <PageHeader title={title} {...legalBackLink(user)} />
      <main className="mx-auto max-w-2xl px-4 pt-6 pb-16">
        <p className="text-sm text-muted-foreground">{say('legal.updated', { date: updated })}</p>
        <div className="mt-6 text-lg leading-relaxed">{intro}</div>
        {sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="font-display text-2xl font-semibold">{say(section.heading)}</h2>
            <div className="mt-3 flex flex-col gap-3 leading-relaxed [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
              {section.body}
            </div>
          </section>
        ))}
        <p className="mt-12 border-t border-border pt-6 text-muted-foreground">
          <T
            id={other.seeAlso}
            components={{
              0: (
                <Link
                  href={other.href}
                  className="font-medium text-primary underline underline-offset-4 dark:text-gold"
                />
              ),
            }}
          />
        </p>
      </main>
    </div>
  );
}
