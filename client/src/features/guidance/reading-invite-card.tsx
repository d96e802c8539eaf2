import { Coffee } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { T } from '@/lib/i18n';

/** The way into a coffee reading: 'Start Your Reading' to /coffee-reading. */
export function ReadingInviteCard() {
  return (
    <section
      aria-labelledby="reading-title"
      className="relative overflow-hidden rounded-2xl bg-primary p-5 text-primary-foreground shadow-lift"
    >
      <Coffee aria-hidden className="absolute -top-3 -right-5 size-32 -rotate-12 opacity-10" />
      <h2 id="reading-title" className="font-display text-2xl leading-tight font-semibold">
        <T id="guidance.reading.title" />
      </h2>
      <p className="mt-1 max-w-[16rem] text-sm opacity-90">
        <T id="guidance.reading.text" />
      </p>
      <Link
        href="/coffee-reading"
        className={buttonVariants({
          variant: 'ghost',
          size: 'lg',
          className: 'relative mt-4 w-full bg-cream text-espresso hover:bg-cream/90',
        })}
      >
        <Coffee aria-hidden /> <T id="guidance.reading.start" />
      </Link>
    </section>
  );
}
