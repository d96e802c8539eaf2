import { CloudOff, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/online';
import { ScreenFrame, type ScreenShape } from './screen-shape';

/**
 * A screen that could not be shown (its code did not arrive, or it failed to render), said
 * kindly, in the screen's own shell, so the navigation and the way back stay where they were.
 */
export function ScreenError({ shape, onRetry }: { shape: ScreenShape; onRetry: () => void }) {
  const online = useOnline();
  // With a top bar the screen's title is its heading; without one this card heads the page.
  const Heading = shape.header ? 'h2' : 'h1';
  return (
    <ScreenFrame shape={shape}>
      <section
        aria-labelledby="screen-error-title"
        data-screen-error
        className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-card px-6 py-8 text-center shadow-soft"
      >
        <CloudOff className="size-10 text-gold" aria-hidden />
        <Heading id="screen-error-title" className="font-display text-2xl font-semibold">
          We couldn't open {shape.what}
        </Heading>
        <p className="max-w-sm text-muted-foreground" role="status">
          {online
            ? 'Something got in the way. Please try again in a moment; everything you have saved is safe.'
            : 'You seem to be offline. Everything you have saved is safe; once you are connected again, tap Try again.'}
        </p>
        <Button size="lg" className="w-full max-w-xs" onClick={onRetry}>
          <RotateCcw aria-hidden /> Try again
        </Button>
      </section>
    </ScreenFrame>
  );
}
