import type { HoroscopeInsights as Insights, Transit } from '@contract/guidance';
import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** When a transit is exact, in the member's own time zone and language: 'Sat 10:34'. */
function exactTimeOf(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/** Today's transits to the member's own chart (issue 34), strongest first, each with its exact moment. */
function YourSky({ transits }: { transits: Transit[] }) {
  return (
    <>
      <h4 id="horoscope-transits" className="mt-4 text-xs font-semibold tracking-wide text-gold uppercase">
        Your own sky
      </h4>
      {transits.length === 0 ? (
        <p className="mt-1.5 text-sm leading-relaxed">
          A quiet day for your own chart: no planet is close to an exact aspect.
        </p>
      ) : (
        <ul aria-labelledby="horoscope-transits" className="mt-1.5 flex flex-col gap-2.5 text-sm leading-relaxed">
          {transits.map((transit) => (
            <li
              key={`${transit.transiting}-${transit.natal}-${transit.type}`}
              className="border-l-2 border-gold/60 pl-3"
            >
              <p>{transit.text}</p>
              {transit.exactAt && (
                <p className="text-xs text-muted-foreground">
                  Exact <time dateTime={transit.exactAt}>{exactTimeOf(transit.exactAt)}</time>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Premium members' detailed insights: aspects to their sign, the Moon's sign, guidance and, once
 * they have a birth date and place, today's transits to their own chart.
 */
export function HoroscopeInsights({ insights }: { insights: Insights }) {
  return (
    <section aria-labelledby="horoscope-insights" className="rounded-xl border border-border bg-cream/60 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id="horoscope-insights" className="font-display text-lg font-semibold">
          Detailed insights
        </h3>
        <Badge variant="accent">
          <Crown aria-hidden /> Premium
        </Badge>
      </div>
      <h4 className="mt-3 text-xs font-semibold tracking-wide text-gold uppercase">The sky and you</h4>
      <ul className="mt-1.5 flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed marker:text-gold">
        {insights.aspects.map((aspect) => (
          <li key={aspect}>{aspect}</li>
        ))}
      </ul>
      <h4 className="mt-4 text-xs font-semibold tracking-wide text-gold uppercase">The Moon today</h4>
      <p className="mt-1.5 text-sm leading-relaxed">{insights.moonSign}</p>
      <h4 className="mt-4 text-xs font-semibold tracking-wide text-gold uppercase">Your guidance</h4>
      <p className="mt-1.5 text-sm leading-relaxed">{insights.guidance}</p>
      {insights.transits && <YourSky transits={insights.transits} />}
    </section>
  );
}
