import { cn } from '@/components/ui/cn';

const TEXT_WIDTHS = ['w-full', 'w-11/12', 'w-full', 'w-10/12', 'w-full', 'w-11/12', 'w-4/5'];
const bar = 'rounded-full bg-muted motion-safe:animate-pulse';

/**
 * Lines the height of real text lines (a bar inside each line box), so a placeholder paragraph is
 * as tall as the paragraph it stands for. `hideFrom` maps a line index to classes that hide it at
 * wider widths, where the same text takes fewer lines.
 */
function TextLines({
  count,
  lineClass,
  hideFrom,
}: {
  count: number;
  lineClass: string;
  hideFrom?: (index: number) => string | undefined;
}) {
  return (
    <span className="flex flex-col">
      {Array.from({ length: count }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative lines that never reorder
          key={index}
          className={cn('flex items-center', lineClass, hideFrom?.(index))}
        >
          <span className={cn('h-3', bar, index === count - 1 ? 'w-3/5' : TEXT_WIDTHS[index % TEXT_WIDTHS.length])} />
        </span>
      ))}
    </span>
  );
}

/** The horoscope paragraph: 17 lines on a small phone, 14 from 430 px, 12 in the desktop column. */
const paragraphLineHidden = (index: number) =>
  index >= 14 ? 'min-[430px]:hidden' : index >= 12 ? 'lg:hidden' : undefined;

function InsightsSkeleton() {
  const label = cn('mt-4 h-3 w-28', bar);
  const sm = 'h-[1.422rem]'; // one line of text-sm leading-relaxed
  return (
    <span className="block rounded-xl border border-border bg-cream/60 p-4">
      <span className="flex h-7 items-center justify-between gap-2">
        <span className={cn('h-4 w-36', bar)} />
        <span className={cn('h-6 w-20', bar)} />
      </span>
      <span className={cn(label, 'mt-3 block')} />
      <span className="mt-1.5 flex flex-col gap-1.5 pl-5">
        <TextLines count={3} lineClass={sm} />
        <TextLines count={3} lineClass={sm} />
        <TextLines count={3} lineClass={sm} hideFrom={(i) => (i === 2 ? 'min-[430px]:hidden' : undefined)} />
      </span>
      <span className={cn(label, 'block')} />
      <span className="mt-1.5 block">
        <TextLines count={2} lineClass={sm} />
      </span>
      <span className={cn(label, 'block')} />
      <span className="mt-1.5 block">
        <TextLines count={4} lineClass={sm} hideFrom={(i) => (i === 3 ? 'lg:hidden' : undefined)} />
      </span>
    </span>
  );
}

/**
 * The loading horoscope, shaped like the answer: the paragraph, the row of sky chips and, for
 * premium members, the detailed insights box. Decorative; the card announces the loading.
 */
export function HoroscopeSkeleton({ premium }: { premium: boolean }) {
  return (
    <span aria-hidden className="flex flex-col gap-4">
      <TextLines count={17} lineClass="h-[1.625rem]" hideFrom={paragraphLineHidden} />
      <span className="flex flex-wrap gap-2">
        <span className={cn('h-6 w-52', bar)} />
        <span className={cn('h-6 w-28', bar)} />
        <span className={cn('h-6 w-40', bar)} />
      </span>
      {premium && <InsightsSkeleton />}
    </span>
  );
}
