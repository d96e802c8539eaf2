import { CloudOff, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { T, useT } from '@/lib/i18n';
import { useOnline } from '@/lib/online';
import { ScreenFrame, type ScreenShape } from './screen-shape';

/**
 * A screen that could not be shown (its code did not arrive, or it failed to render), said
 * kindly, in the screen's own shell, so the navigation and the way back stay where they were.
 */
export function ScreenError({ shape, onRetry }: { shape: ScreenShape; onRetry: () => void }) {
  const online = useOnline();
  const say = useT();
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
          <T id="screen.failed" values={{ what: say(shape.what) }} />
        </Heading>
        <p className="max-w-sm text-muted-foreground" role="status">
          <T id={online ? 'screen.failed.online' : 'screen.failed.offline'} />
        </p>
        <Button size="lg" className="w-full max-w-xs" onClick={onRetry}>
          <RotateCcw aria-hidden /> <T id="tryAgain" />
        </Button>
      </section>
    </ScreenFrame>
  );
}
