import type { HoroscopeInsights as Insights, Transit } from '@contract/guidance';
import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { currentLanguage, T } from '@/lib/i18n';

/** When a transit is exact, in the member's own time zone and language: 'Sat 10:34' ('Cmt 10:34'). */
function exactTimeOf(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
}

/** Today's transits to the member's own chart (issue 34), strongest first, each with its exact moment. */
function YourSky({ transits }: { transits: Transit[] }) {
  return (
    <>
      <h4 id="horoscope-transits" className="mt-4 text-xs font-semibold tracking-wide text-gold uppercase">
        <T id="guidance.insights.ownSky" />
      </h4>
      {transits.length === 0 ? (
        <p className="mt-1.5 text-sm leading-relaxed">
          <T id="guidance.insights.quiet" />
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
                  <T
                    id="guidance.insights.exact"
                    values={{ time: exactTimeOf(transit.exactAt) }}
                    components={{ 0: <time dateTime={transit.exactAt} /> }}
                  />
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
          <T id="guidance.insights.title" />
        </h3>
        <Badge variant="accent">
          <Crown aria-hidden /> <T id="premium.badge" />
        </Badge>
      </div>
      <h4 className="mt-3 text-xs font-semibold tracking-wide text-gold uppercase">
        <T id="guidance.insights.sky" />
      </h4>
      <ul className="mt-1.5 flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed marker:text-gold">
        {insights.aspects.map((aspect) => (
          <li key={aspect}>{aspect}</li>
        ))}
      </ul>
      <h4 className="mt-4 text-xs font-semibold tracking-wide text-gold uppercase">
        <T id="guidance.insights.moon" />
      </h4>
      <p className="mt-1.5 text-sm leading-relaxed">{insights.moonSign}</p>
      <h4 className="mt-4 text-xs font-semibold tracking-wide text-gold uppercase">
        <T id="guidance.insights.guidance" />
      </h4>
      <p className="mt-1.5 text-sm leading-relaxed">{insights.guidance}</p>
      {insights.transits && <YourSky transits={insights.transits} />}
    </section>
  );
}
