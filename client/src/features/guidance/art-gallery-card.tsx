import { Palette } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** For premium members, in place of the upsell: the coffee art gallery. */
export function ArtGalleryCard() {
  return (
    <Card className="overflow-hidden bg-gradient-to-br from-secondary via-card to-card">
      <section aria-labelledby="gallery-title" className="flex flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Palette aria-hidden className="size-5" />
          </span>
          <div>
            <h2 id="gallery-title" className="font-display text-xl leading-tight font-semibold">
              Art Gallery
            </h2>
            <p className="text-sm text-muted-foreground">Mystical artwork inspired by coffee readings</p>
          </div>
        </div>
        <p className="text-sm leading-relaxed">
          Wander through pieces born from the shapes in the cup, and order a print of the one that speaks to you.
        </p>
        <Link href="/art-gallery" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          View Gallery
        </Link>
      </section>
    </Card>
  );
}
