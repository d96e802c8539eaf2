import type { ReadingSymbol } from '@contract/reading';
import { useId, useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { urlOf } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { PhotoWithShapes } from './photo-with-shapes';

const ZONE_WORDS: Record<ReadingSymbol['zone'], string> = {
  rim: 'At the rim: the near future',
  side: 'On the side: the coming weeks',
  bottom: 'At the bottom: further ahead',
  handle: 'By the handle: home and self',
};

/**
 * The member's own cup beneath her reading: the photo it was read from, each shape the reading
 * names outlined as a button; choosing one shows what it means here. Nothing shows for a reading of
 * the swirl, or when the photo is no longer kept.
 */
export function CupPhotoResults({ cupPhotoId, symbols }: { cupPhotoId?: string; symbols: ReadingSymbol[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const headingId = useId();
  const placed = symbols.flatMap((symbol, index) =>
    symbol.box ? [{ symbol, key: String(index), box: symbol.box }] : [],
  );
  if (!cupPhotoId || placed.length === 0 || gone) return null;
  const shown = placed.find((item) => item.key === chosen)?.symbol;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-display text-2xl font-semibold">
        Your cup
      </h2>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          <PhotoWithShapes
            src={urlOf(endpoints.cupPhotoImage, { params: { id: cupPhotoId } })}
            alt="Your cup, with the shapes of your reading outlined"
            outlines={placed.map(({ symbol, key, box }) => ({ key, name: symbol.name, box }))}
            selected={chosen}
            onShape={(key) => setChosen((current) => (current === key ? null : key))}
            onMissing={() => setGone(true)}
          />
          <div aria-live="polite" className="min-h-20">
            {shown ? (
              <div data-testid="shape-meaning">
                <h3 className="font-display text-xl font-semibold">
                  {shown.name.charAt(0).toUpperCase() + shown.name.slice(1)}
                </h3>
                <p className="text-sm text-gold">{ZONE_WORDS[shown.zone]}</p>
                <p className="mt-1 leading-relaxed">{shown.meaning}</p>
              </div>
            ) : (
              <p className="text-muted-foreground">Tap a shape in your cup to see what it means.</p>
            )}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
