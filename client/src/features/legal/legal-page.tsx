import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/**
 * The frame of the Terms and Privacy pages: readable by anyone, signed in or not, and left by the
 * way the reader came (the consent step, Settings), or home when they were opened directly.
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
  const [, navigate] = useLocation();
  const back = () => (window.history.length > 1 ? window.history.back() : navigate('/'));
  return (
    <div className="min-h-dvh bg-cream text-espresso">
      <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-border/60 bg-cream/90 px-3 backdrop-blur">
        <Button variant="ghost" size="icon" aria-label="Back" onClick={back}>
          <ArrowLeft />
        </Button>
        <span className="font-display text-2xl font-semibold">Telve</span>
      </header>
      <main className="mx-auto max-w-2xl px-5 pt-8 pb-16">
        <h1 className="font-display text-4xl font-semibold">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>
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
