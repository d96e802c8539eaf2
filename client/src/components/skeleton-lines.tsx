import { cn } from '@/components/ui/cn';

const WIDTHS = ['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3', 'w-10/12', 'w-3/5'];

/** Placeholder lines where text will appear; hidden from assistive tech (the card announces loading). */
export function SkeletonLines({ lines, className }: { lines: number; className?: string }) {
  return (
    <div aria-hidden className={cn('flex flex-col gap-2.5', className)}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative lines that never reorder
          key={index}
          className={cn('h-3.5 rounded-full bg-muted motion-safe:animate-pulse', WIDTHS[index % WIDTHS.length])}
        />
      ))}
    </div>
  );
}
