import type { NatalChart } from '@contract/natal';
import { type MessageId, useT } from '@/lib/i18n';
import { SIGN_GLYPHS } from './wheel-geometry';

const TITLES: Record<NatalChart['bigThree'][number]['point'], MessageId> = {
  sun: 'profile.point.sun',
  moon: 'profile.point.moon',
  rising: 'profile.point.rising',
};

/**
 * The big three (Sun, Moon and, with a birth time, rising sign) as three small cards. Each card's
 * text is the server's, as it comes.
 */
export function BigThreeCards({ bigThree }: { bigThree: NatalChart['bigThree'] }) {
  const say = useT();
  return (
    <ul aria-label={say('profile.bigThree')} className="grid gap-3 sm:grid-cols-3">
      {bigThree.map(({ point, sign, text }) => (
        <li key={point} className="rounded-xl border border-border/60 bg-cream/60 p-4">
          <h3 className="flex items-center gap-2 font-display text-lg font-semibold">
            <span aria-hidden className="text-gold">
              {SIGN_GLYPHS[sign]}
            </span>
            {say(TITLES[point], { sign: say(`sign.${sign}`) })}
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
