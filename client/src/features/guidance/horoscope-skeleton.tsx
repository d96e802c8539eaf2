import { cn } from '@/components/ui/cn';

const bar = 'rounded-full bg-muted motion-safe:animate-pulse';

/**
 * The loading horoscope, shaped like its closed answer: the headline's three lines (text-xl,
 * leading-snug: the height the headline keeps) and the row of sky chips. Decorative; the card
 * announces the loading.
 */
export function HoroscopeSkeleton() {
  return (
    <span aria-hidden className="flex flex-col gap-4">
      <span className="flex flex-col">
        {['w-full', 'w-11/12', 'w-3/5'].map((width) => (
          <span key={width} className="flex h-[1.71875rem] items-center">
            <span className={cn('h-4', bar, width)} />
          </span>
        ))}
      </span>
      <span className="flex flex-wrap gap-2">
        <span className={cn('h-6 w-52', bar)} />
        <span className={cn('h-6 w-28', bar)} />
        <span className={cn('h-6 w-40', bar)} />
      </span>
    </span>
  );
}
