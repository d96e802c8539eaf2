import { ArrowLeft, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';

/** Shown by routes whose feature has not landed yet. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <main className="flex min-h-dvh flex-col bg-cream px-5 pt-6 pb-24 text-espresso">
      <Link
        href="/dashboard"
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        aria-label="Back to dashboard"
      >
        <ArrowLeft />
      </Link>
      <div className="mt-16 flex flex-col items-center text-center">
        <Sparkles className="size-10 text-gold" aria-hidden />
        <h1 className="mt-4 font-display text-3xl font-semibold">{title}</h1>
        <p className="mt-2 max-w-xs text-muted-foreground">
          This part of Telve is being prepared with care. Please check back soon.
        </p>
      </div>
    </main>
  );
}
