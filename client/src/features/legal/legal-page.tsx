import type { User } from '@contract/auth';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '@/components/page-header';
import { useAuth } from '@/session/auth-context';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/**
 * Where a legal page's back link leads: the two places that link to it (the consent step for a
 * member who has not agreed yet, Settings for one who has), or home for a visitor signed out.
 */
export function legalBackLink(user: User | null): { backHref: string; backLabel: string } {
  if (!user) return { backHref: '/', backLabel: 'Back to the home page' };
  return user.termsAccepted
    ? { backHref: '/settings', backLabel: 'Back to settings' }
    : { backHref: '/terms-of-service', backLabel: 'Back to the consent step' };
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
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
  other: { href: string; label: string };
}) {
  const { user } = useAuth();
  return (
    <div className="min-h-dvh bg-cream text-espresso">
      <PageHeader title={title} {...legalBackLink(user)} />
      <main className="mx-auto max-w-2xl px-4 pt-6 pb-16">
        <p className="text-sm text-muted-foreground">Last updated {updated}</p>
        <div className="mt-6 text-lg leading-relaxed">{intro}</div>
        {sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="font-display text-2xl font-semibold">{section.heading}</h2>
            <div className="mt-3 flex flex-col gap-3 leading-relaxed [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
              {section.body}
            </div>
          </section>
        ))}
        <p className="mt-12 border-t border-border pt-6 text-muted-foreground">
          See also our{' '}
          <Link href={other.href} className="font-medium text-primary underline underline-offset-4 dark:text-gold">
            {other.label}
          </Link>
          .
        </p>
      </main>
    </div>
  );
}
