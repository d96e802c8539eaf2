import type { CupSigns as CupSignsData } from '@contract/reading';
import { Coffee, Droplets, Flame, Landmark, Mountain, Sparkles, Wind } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/lib/i18n';

const ELEMENT_ICONS = { Fire: Flame, Earth: Mountain, Air: Wind, Water: Droplets } as const;

/**
 * The two paragraphs beneath every reading, made true by the server: the bridge when the cup holds
 * one (else its strongest shape), and the member's own sign's element.
 */
export function CupSigns({ signs }: { signs: CupSignsData }) {
  const say = useT();
  const { spotlight, element } = signs;
  const ElementIcon = element.element ? ELEMENT_ICONS[element.element] : Sparkles;
  const SpotlightIcon = spotlight?.symbolId === 'bridge' ? Landmark : Coffee;
  return (
    <section aria-labelledby="cup-signs" className="flex flex-col gap-3">
      <h2 id="cup-signs" className="font-display text-2xl font-semibold">
        {say('reading.signs.title')}
      </h2>
      <Card>
        <CardContent className="flex flex-col gap-5 pt-5 sm:pt-6">
          {spotlight && (
            <div data-testid="symbol-spotlight" data-symbol={spotlight.symbolId}>
              <h3 className="flex items-center gap-2 font-display text-xl font-semibold">
                <SpotlightIcon className="size-5 text-gold" aria-hidden /> {spotlight.title}
              </h3>
              <p className="mt-1 leading-relaxed">{spotlight.text}</p>
            </div>
          )}
          <div data-testid="element-paragraph" data-element={element.element ?? 'none'}>
            <h3 className="flex items-center gap-2 font-display text-xl font-semibold">
              <ElementIcon className="size-5 text-gold" aria-hidden /> {element.title}
            </h3>
            <p className="mt-1 leading-relaxed">{element.text}</p>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
