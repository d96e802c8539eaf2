import { Palette } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { T } from '@/lib/i18n';

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
              <T id="guidance.gallery.title" />
            </h2>
            <p className="text-sm text-muted-foreground">
              <T id="guidance.gallery.lead" />
            </p>
          </div>
        </div>
        <p className="text-sm leading-relaxed">
          <T id="guidance.gallery.text" />
        </p>
        <Link href="/art-gallery" className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
          <T id="guidance.gallery.open" />
        </Link>
      </section>
    </Card>
  );
}
