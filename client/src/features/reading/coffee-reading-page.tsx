import type { Intention } from '@contract/intentions';
import { Hand, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { WithBottomNav } from '@/components/bottom-nav';
import { PageHeader } from '@/components/page-header';
import { SCREEN_COLUMN } from '@/components/screen-column';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { preloadPageWhenIdle } from '@/lib/pages';
import { ReadMyCup } from './cup-photo/read-my-cup';
import { useCupPhoto } from './cup-photo/use-cup-photo';
import { IntentionCard } from './intention-card';
import { listenToMotion, motionNeedsPermission, requestMotionPermission } from './motion-sensor';
import { SwirlCup } from './swirl-cup';
import { useCreateReading } from './use-create-reading';
import { SWIRL_MS, useSwirl } from './use-swirl';

/** The swirl screen (/coffee-reading): set an intention, swirl three times, and the cup is read. */
export default function CoffeeReadingPage() {
  const say = useT();
  const [intention, setIntention] = useState('');
  const [category, setCategory] = useState<Intention | undefined>();
  const cupPhoto = useCupPhoto();
  const { generate, isGenerating, arrived } = useCreateReading(() => reset());
  const { remaining, swirling, swirl, feelMotion, simulate, reset } = useSwirl((data) =>
    generate({ intention: intention.trim(), category, swirl: data, cupPhotoId: cupPhoto.photo?.id }),
  );
  const busy = isGenerating || arrived;
  // A photo being read is waited for, so the swirl reads the member's own cup.
  const waitingForPhoto = cupPhoto.reading;
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
      ? say('reading.swirl.spoken')
      : say('reading.swirl.reading')
    : say('reading.swirl.remaining', { count: remaining });

  return (
    <WithBottomNav tabBar={false}>
      <PageHeader title={say('title:/coffee-reading')} backHref="/dashboard" backLabel={say('back.dashboard')} />
      <main className={`${SCREEN_COLUMN.column} flex flex-col gap-5 pt-5 pb-10`} onClickCapture={askMotionOnce}>
        {/* A phone swirls in the hand; a computer has no motion to feel, so its words fit a mouse. */}
        <p className="text-center text-muted-foreground pointer-fine:hidden" data-testid="swirl-intro-touch">
          {say('reading.swirl.introTouch')}
        </p>
        <p className="hidden text-center text-muted-foreground pointer-fine:block" data-testid="swirl-intro-mouse">
          {say('reading.swirl.introMouse')}
        </p>
        <IntentionCard
          intention={intention}
          onIntention={setIntention}
          category={category}
          onCategory={setCategory}
          disabled={busy}
        />
        <ReadMyCup cup={cupPhoto} disabled={busy || swirling} />
        <SwirlCup active={swirling || busy} status={status} />
        <div className="flex flex-col gap-3">
          <Button size="lg" onClick={() => swirl()} disabled={busy || waitingForPhoto || remaining === 0}>
            <Hand aria-hidden /> {say('reading.swirl.button')}
          </Button>
          {/* A stand-in for the phone's motion, so quieter than swirling itself. */}
          <Button
            variant="ghost"
            className="self-center text-muted-foreground"
            disabled={busy || waitingForPhoto || swirling}
            onPointerDown={() => {
              pressedAt.current = performance.now();
            }}
            onClick={onSimulate}
          >
            <Sparkles aria-hidden /> {say('reading.swirl.simulate')}
          </Button>
        </div>
      </main>
    </WithBottomNav>
  );
}
