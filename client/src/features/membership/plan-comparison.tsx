import { PLANS } from '@contract/membership';
import { Check, Minus } from 'lucide-react';
import type { ReactElement } from 'react';
import { type MessageId, T, useCatalog, useT } from '@/lib/i18n';
import { formatPrice } from './words';

const yes = (
  <>
    <Check aria-hidden className="mx-auto size-5 text-gold" />
    <span className="sr-only">
      <T id="membership.compare.included" />
    </span>
  </>
);
const no = (
  <>
    <Minus aria-hidden className="mx-auto size-4 text-muted-foreground" />
    <span className="sr-only">
      <T id="membership.compare.notIncluded" />
    </span>
  </>
);

/** Each row: the feature, then what the free plan and Premium give (a mark, or words from the catalog). */
const ROWS: Array<[feature: MessageId, free: MessageId | ReactElement, premium: MessageId | ReactElement]> = [
  ['membership.compare.readings', yes, yes],
  ['membership.compare.horoscope', 'membership.compare.basic', 'membership.compare.detailed'],
  ['membership.compare.affirmations', 'membership.compare.onePerMood', 'membership.compare.unlimited'],
  ['membership.compare.questions', no, 'membership.compare.unlimited'],
  ['membership.compare.journal', no, yes],
  ['membership.compare.circle', no, yes],
  ['membership.compare.gallery', no, yes],
];

const cell = (value: MessageId | ReactElement) => (typeof value === 'string' ? <T id={value} /> : value);

/** Free versus Premium, as a table a screen reader can walk row by row. */
export function PlanComparison() {
  const say = useT();
  const { language } = useCatalog();
  return (
    <section aria-labelledby="compare-title" className="flex flex-col gap-3">
      <h2 id="compare-title" className="font-display text-xl font-semibold">
        <T id="membership.compare.title" />
      </h2>
      {/* Read while choosing: toasts keep off it. */}
      <div className="overflow-hidden rounded-2xl border border-border bg-card shadow-soft" data-toast-avoid>
        <table className="w-full table-fixed text-sm">
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="w-[44%] p-3 text-left font-medium text-muted-foreground">
                <span className="sr-only">
                  <T id="membership.compare.feature" />
                </span>
              </th>
              <th scope="col" className="p-3 text-center">
                <span className="block font-display text-lg font-semibold">
                  <T id="membership.compare.free" />
                </span>
                {/* The contract's FREE_PRICE_LABEL ($0), as the member's language writes an amount. */}
                <span className="block text-xs font-normal text-muted-foreground">{formatPrice(0, language)}</span>
              </th>
              <th scope="col" className="bg-secondary/60 p-3 text-center">
                <span className="block font-display text-lg font-semibold">
                  <T id="membership.compare.premium" />
                </span>
                <span className="block text-xs font-normal text-muted-foreground">
                  {say('membership.compare.from', { price: formatPrice(PLANS.monthly.priceCents, language) })}
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([feature, free, premium]) => (
              <tr key={feature} className="border-b border-border/60 last:border-b-0">
                <th scope="row" className="p-3 text-left font-medium">
                  <T id={feature} />
                </th>
                <td className="p-3 text-center text-muted-foreground">{cell(free)}</td>
                <td className="bg-secondary/60 p-3 text-center font-medium">{cell(premium)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
