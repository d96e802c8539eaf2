import type { HoroscopeInsights as Insights } from '@contract/guidance';
import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Premium members' detailed insights: aspects to their sign, the Moon's sign and guidance. */
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
    </section>
  );
}
