import type { Intention } from '@contract/intentions';
import { Hand, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { preloadPageWhenIdle } from '@/lib/pages';
import { IntentionCard } from './intention-card';
import { listenToMotion, motionNeedsPermission, requestMotionPermission } from './motion-sensor';
import { SwirlCup } from './swirl-cup';
import { useCreateReading } from './use-create-reading';
import { SWIRL_MS, useSwirl } from './use-swirl';

/** The swirl screen (/coffee-reading): set an intention, swirl three times, and the cup is read. */
export default function CoffeeReadingPage() {
  const [intention, setIntention] = useState('');
  const [category, setCategory] = useState<Intention | undefined>();
  const { generate, isGenerating, arrived } = useCreateReading(() => reset());
  const { remaining, swirling, swirl, feelMotion, simulate, reset } = useSwirl((data) =>
    generate({ intention: intention.trim(), category, swirl: data }),
  );
  const busy = isGenerating || arrived;
  const askedMotion = useRef(false);
  const pressedAt = useRef<number | null>(null);

  useEffect(() => listenToMotion(feelMotion), [feelMotion]);
  // The results are the next step: their code comes while the member sets her intention and
  // swirls, so they open at once when the cup has spoken, even on a slow or dropped line.
  useEffect(() => preloadPageWhenIdle('/reading-results'), []);

  // iOS only lets a page feel motion once asked inside a tap; the first tap anywhere asks.
  const askMotionOnce = () => {
    if (askedMotion.current || !motionNeedsPermission()) return;
    askedMotion.current = true;
    void requestMotionPermission();
  };

  const onSimulate = () => {
    const held = pressedAt.current === null ? SWIRL_MS : performance.now() - pressedAt.current;
    pressedAt.current = null;
    simulate(held);
  };

  const status = busy
    ? arrived
      ? 'Your cup has spoken'
      : 'Reading your future...'
    : `Swirl ${remaining} more ${remaining === 1 ? 'time' : 'times'}`;

  return (
    <div className="min-h-dvh bg-cream text-espresso">
      <PageHeader title="Coffee Reading" backHref="/dashboard" backLabel="Back to dashboard" />
      <main className="mx-auto flex max-w-md flex-col gap-5 px-4 pt-5 pb-10" onClickCapture={askMotionOnce}>
        <p className="text-center text-muted-foreground">
          Set your intention, then hold your phone like a cup and swirl it gently three times, letting your question
          settle with the grounds.
        </p>
        <IntentionCard
          intention={intention}
          onIntention={setIntention}
          category={category}
          onCategory={setCategory}
          disabled={busy}
        />
        <SwirlCup active={swirling || busy} status={status} />
        <div className="flex flex-col gap-3">
          <Button size="lg" onClick={() => swirl()} disabled={busy || remaining === 0}>
            <Hand aria-hidden /> Swirl
          </Button>
          {/* A stand-in for the phone's motion, so quieter than swirling itself. */}
          <Button
            variant="ghost"
            className="self-center text-muted-foreground"
            disabled={busy}
            onPointerDown={() => {
              pressedAt.current = performance.now();
            }}
            onClick={onSimulate}
          >
            <Sparkles aria-hidden /> Simulate Swirl
          </Button>
        </div>
      </main>
    </div>
  );
}
