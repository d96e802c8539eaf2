import { CHART_POINT_LABELS, type ChartPointName, type Compatibility } from '@contract/natal';
import { ZODIAC_SIGNS } from '@contract/zodiac-signs';
import { Heart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Card } from '@/components/ui/card';

/** How a chart's point reads in a heading: 'Venus', 'Rising sign'. */
const POINT_LABEL: Readonly<Record<ChartPointName, string>> = { ...CHART_POINT_LABELS, ascendant: 'Rising sign' };

const ASPECT_LABEL = {
  conjunction: 'together',
  sextile: 'sextile',
  square: 'square',
  trine: 'trine',
  opposition: 'opposite',
} as const;

const signOf = (longitude: number) => ZODIAC_SIGNS[Math.floor(longitude / 30) % 12];

/** Their Sun, Moon and rising sign (the last only with a birth time). */
function theirPlacements(other: Compatibility['other']): { label: string; value: string }[] {
  const signOfBody = (body: string) => other.bodies.find((point) => point.body === body)?.sign;
  return [
    { label: 'Sun', value: signOfBody('sun') ?? '' },
    { label: 'Moon', value: signOfBody('moon') ?? '' },
    {
      label: 'Rising',
      value: other.ascendant === null ? 'Needs a birth time' : (signOf(other.ascendant) ?? ''),
    },
  ];
}

/**
 * The reading: their big three, the summary and the main inter-aspects in plain words. Its heading
 * takes the focus when it appears, so a screen reader (and a phone's scroll) moves to the answer.
 */
export function CompatibilityResult({ result }: { result: Compatibility }) {
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
              You and {result.name}
            </h2>
            <p className="text-sm text-muted-foreground">Born in {result.other.place.name}</p>
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center" aria-label={`${result.name}'s placements`}>
          {theirPlacements(result.other).map((placement) => (
            <div key={placement.label} className="rounded-xl bg-cream/70 px-2 py-3">
              <dt className="text-xs font-semibold tracking-wide text-gold uppercase">{placement.label}</dt>
              <dd className="mt-1 font-display text-lg leading-tight">{placement.value}</dd>
            </div>
          ))}
        </dl>
        <p className="leading-relaxed">{result.summary}</p>
        {result.aspects.length > 0 && (
          <div>
            <h3 className="text-xs font-semibold tracking-wide text-gold uppercase">Where your charts meet</h3>
            <ul className="mt-2 flex flex-col gap-3">
              {result.aspects.map((aspect) => (
                <li key={`${aspect.a}-${aspect.b}-${aspect.type}`} className="rounded-xl border border-border p-4">
                  <p className="text-sm font-semibold">
                    Your {POINT_LABEL[aspect.a] ?? aspect.a} · {ASPECT_LABEL[aspect.type]} · {result.name}'s{' '}
                    {POINT_LABEL[aspect.b] ?? aspect.b}
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
