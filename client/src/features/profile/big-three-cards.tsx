import type { NatalChart } from '@contract/natal';
import { SIGN_GLYPHS } from './wheel-geometry';

const TITLES = { sun: 'Sun', moon: 'Moon', rising: 'Rising' } as const;

/** The big three (Sun, Moon and, with a birth time, rising sign) as three small cards. */
export function BigThreeCards({ bigThree }: { bigThree: NatalChart['bigThree'] }) {
  return (
    <ul aria-label="Your big three" className="grid gap-3 sm:grid-cols-3">
      {bigThree.map(({ point, sign, text }) => (
        <li key={point} className="rounded-xl border border-border/60 bg-cream/60 p-4">
          <h3 className="flex items-center gap-2 font-display text-lg font-semibold">
            <span aria-hidden className="text-gold">
              {SIGN_GLYPHS[sign]}
            </span>
            {TITLES[point]} in {sign}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
