import { Droplets, Landmark } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** The product's fixed paragraphs, shown beneath every reading: the bridge and the water signs. */
export function CupSigns() {
  return (
    <section aria-labelledby="cup-signs" className="flex flex-col gap-3">
      <h2 id="cup-signs" className="font-display text-2xl font-semibold">
        Signs to carry with you
      </h2>
      <Card>
        <CardContent className="flex flex-col gap-5 pt-5 sm:pt-6">
          <div>
            <h3 className="flex items-center gap-2 font-display text-xl font-semibold">
              <Landmark className="size-5 text-gold" aria-hidden /> The bridge
            </h3>
            <p className="mt-1 leading-relaxed">
              A bridge in the grounds speaks of connection and of passage. Two shores are being joined: a distance
              closing, a misunderstanding mended, or a quiet step from one chapter of your life into the next. Cross it
              with an open heart; what waits on the other side has been waiting for you too.
            </p>
          </div>
          <div>
            <h3 className="flex items-center gap-2 font-display text-xl font-semibold">
              <Droplets className="size-5 text-gold" aria-hidden /> The water signs
            </h3>
            <p className="mt-1 leading-relaxed">
              Where the grounds flow in soft, rippling lines, the cup speaks the language of water: intuition, feeling
              and the deep knowing beneath words. Trust the emotions that rise in the days ahead; let them guide you
              gently, as a river finds its way, rather than sweep you off your feet.
            </p>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
