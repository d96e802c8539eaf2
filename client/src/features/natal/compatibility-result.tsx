import type { ASPECT_TYPES, ChartPointName, Compatibility } from '@contract/natal';
import { ZODIAC_SIGNS, type ZodiacSign } from '@contract/zodiac-signs';
import { Heart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Card } from '@/components/ui/card';
import { type MessageId, T, useT } from '@/lib/i18n';

/**
 * How a chart's point reads in a heading: 'Venus', 'Rising sign' (the contract's CHART_POINT_LABELS,
 * but the ascendant's as a person says it).
 */
const POINT_LABEL: Readonly<Record<ChartPointName, MessageId>> = {
  sun: 'natal.point.sun',
  moon: 'natal.point.moon',
  mercury: 'natal.point.mercury',
  venus: 'natal.point.venus',
  mars: 'natal.point.mars',
  jupiter: 'natal.point.jupiter',
  saturn: 'natal.point.saturn',
  uranus: 'natal.point.uranus',
  neptune: 'natal.point.neptune',
  pluto: 'natal.point.pluto',
  'north-node': 'natal.point.north-node',
  chiron: 'natal.point.chiron',
  ascendant: 'natal.point.ascendant',
  midheaven: 'natal.point.midheaven',
};

const ASPECT_LABEL: Readonly<Record<(typeof ASPECT_TYPES)[number], MessageId>> = {
  conjunction: 'natal.aspect.conjunction',
  sextile: 'natal.aspect.sextile',
  square: 'natal.aspect.square',
  trine: 'natal.aspect.trine',
  opposition: 'natal.aspect.opposition',
};

const signOf = (longitude: number) => ZODIAC_SIGNS[Math.floor(longitude / 30) % 12];

/** Their Sun, Moon and rising sign (the last only with a birth time), in the member's language. */
function theirPlacements(
  other: Compatibility['other'],
  say: (id: MessageId) => string,
): { label: MessageId; value: string }[] {
  const signName = (sign: ZodiacSign | undefined) => (sign ? say(`sign.${sign}`) : '');
  const signOfBody = (body: string) => other.bodies.find((point) => point.body === body)?.sign;
  return [
    { label: 'natal.result.sun', value: signName(signOfBody('sun')) },
    { label: 'natal.result.moon', value: signName(signOfBody('moon')) },
    {
      label: 'natal.result.rising',
      value: other.ascendant === null ? say('natal.result.needsTime') : signName(signOf(other.ascendant)),
    },
  ];
}

/**
 * The reading: their big three, the summary and the main inter-aspects in plain words. Its heading
 * takes the focus when it appears, so a screen reader (and a phone's scroll) moves to the answer.
 */
export function CompatibilityResult({ result }: { result: Compatibility }) {
  const say = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby="compatibility-result" className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-gold">
            <Heart aria-hidden className="size-5" />
          </span>
          <div>
            <h2
              id="compatibility-result"
              ref={heading}
              tabIndex={-1}
              className="font-display text-2xl leading-tight font-semibold outline-none"
            >
              {say('natal.result.title', { name: result.name })}
            </h2>
            <p className="text-sm text-muted-foreground">
              {say('natal.result.born', { place: result.other.place.name })}
            </p>
          </div>
        </div>
        <dl
          className="grid grid-cols-3 gap-2 text-center"
          aria-label={say('natal.result.placements', { name: result.name })}
        >
          {theirPlacements(result.other, say).map((placement) => (
            <div key={placement.label} className="rounded-xl bg-cream/70 px-2 py-3">
              <dt className="text-xs font-semibold tracking-wide text-gold uppercase">
                <T id={placement.label} />
              </dt>
              <dd className="mt-1 font-display text-lg leading-tight">{placement.value}</dd>
            </div>
          ))}
        </dl>
        <p className="leading-relaxed">{result.summary}</p>
        {result.aspects.length > 0 && (
          <div>
            <h3 className="text-xs font-semibold tracking-wide text-gold uppercase">
              <T id="natal.result.meet" />
            </h3>
            <ul className="mt-2 flex flex-col gap-3">
              {result.aspects.map((aspect) => (
                <li key={`${aspect.a}-${aspect.b}-${aspect.type}`} className="rounded-xl border border-border p-4">
                  <p className="text-sm font-semibold">
                    {say('natal.result.aspect', {
                      a: POINT_LABEL[aspect.a] ? say(POINT_LABEL[aspect.a]) : aspect.a,
                      aspect: say(ASPECT_LABEL[aspect.type]),
                      name: result.name,
                      b: POINT_LABEL[aspect.b] ? say(POINT_LABEL[aspect.b]) : aspect.b,
                    })}
                  </p>
                  <p className="mt-1 text-sm leading-relaxed">{aspect.text}</p>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </Card>
  );
}
