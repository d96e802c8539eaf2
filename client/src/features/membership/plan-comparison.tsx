import { FREE_PRICE_LABEL, PLANS } from '@contract/membership';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';

const yes = (
  <>
    <Check aria-hidden className="mx-auto size-5 text-gold" />
    <span className="sr-only">Included</span>
  </>
);
const no = (
  <>
    <Minus aria-hidden className="mx-auto size-4 text-muted-foreground" />
    <span className="sr-only">Not included</span>
  </>
);

const ROWS: Array<[feature: string, free: ReactNode, premium: ReactNode]> = [
  ['Coffee readings', yes, yes],
  ['Daily horoscope', 'Basic', 'Detailed insights'],
  ['Daily affirmations', 'One per mood', 'Unlimited'],
  ['Questions to the reader', no, 'Unlimited'],
  ['Save to your journal', no, yes],
  ['Wellness Circle', no, yes],
  ['Art gallery', no, yes],
];

/** Free versus Premium, as a table a screen reader can walk row by row. */
export function PlanComparison() {
  return (
    <section aria-labelledby="compare-title" className="flex flex-col gap-3">
      <h2 id="compare-title" className="font-display text-xl font-semibold">
        Free and Premium
      </h2>
      {/* Read while choosing: toasts keep off it. */}
      <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-soft" data-toast-avoid>
        <table className="w-full table-fixed text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="w-[44%] p-3 text-left font-medium text-muted-foreground">
                <span className="sr-only">Feature</span>
              </th>
              <th scope="col" className="p-3 text-center">
                <span className="block font-display text-lg font-semibold">Free</span>
                <span className="block text-xs font-normal text-muted-foreground">{FREE_PRICE_LABEL}</span>
              </th>
              <th scope="col" className="bg-secondary/60 p-3 text-center">
                <span className="block font-display text-lg font-semibold">Premium</span>
                <span className="block text-xs font-normal text-muted-foreground">
                  from {PLANS.monthly.priceLabel} {PLANS.monthly.intervalLabel}
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([feature, free, premium]) => (
              <tr key={feature} className="border-b border-border/60 last:border-b-0">
                <th scope="row" className="p-3 text-left font-medium">
                  {feature}
                </th>
                <td className="p-3 text-center text-muted-foreground">{free}</td>
                <td className="bg-secondary/60 p-3 text-center font-medium">{premium}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
