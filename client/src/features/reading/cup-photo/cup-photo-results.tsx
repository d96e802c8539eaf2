import type { ReadingSymbol } from '@contract/reading';
import { useId, useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { urlOf } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { currentLanguage, type MessageId, useT } from '@/lib/i18n';
import { PhotoWithShapes } from './photo-with-shapes';

const ZONE_WORDS: Record<ReadingSymbol['zone'], MessageId> = {
  rim: 'reading.photo.zone.rim',
  side: 'reading.photo.zone.side',
  bottom: 'reading.photo.zone.bottom',
  handle: 'reading.photo.zone.handle',
};

/**
 * The member's own cup beneath her reading: the photo it was read from, each shape the reading
 * names outlined as a button; choosing one shows what it means here. Nothing shows for a reading of
 * the swirl, or when the photo is no longer kept.
 */
export function CupPhotoResults({ cupPhotoId, symbols }: { cupPhotoId?: string; symbols: ReadingSymbol[] }) {
  const say = useT();
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
        {say('reading.yourCup')}
      </h2>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          <PhotoWithShapes
            src={urlOf(endpoints.cupPhotoImage, { params: { id: cupPhotoId } })}
            alt={say('reading.photo.alt')}
            outlines={placed.map(({ symbol, key, box }) => ({ key, name: symbol.name, box }))}
            selected={chosen}
            onShape={(key) => setChosen((current) => (current === key ? null : key))}
            onMissing={() => setGone(true)}
          />
          <div aria-live="polite" className="min-h-20">
            {shown ? (
              <div data-testid="shape-meaning">
                <h3 className="font-display text-xl font-semibold">
                  {shown.name.charAt(0).toLocaleUpperCase(currentLanguage()) + shown.name.slice(1)}
                </h3>
                <p className="text-sm text-gold">{say(ZONE_WORDS[shown.zone])}</p>
                <p className="mt-1 leading-relaxed">{shown.meaning}</p>
              </div>
            ) : (
              <p className="text-muted-foreground">{say('reading.photo.tap')}</p>
            )}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
