import type { HoroscopeSky } from '@contract/guidance';
import { Moon, RotateCcw, Sun } from 'lucide-react';
import { type MessageId, T, useT } from '@/lib/i18n';

/** 'Mercury, Venus and Mars', in the member's language. */
function listOf(names: string[], and: string): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

/** A glimpse of today's real sky, shown to every member under the horoscope. */
export function SkyHint({ sky }: { sky: HoroscopeSky }) {
  const say = useT();
  // A name the catalog does not hold (a new phase or planet) shows as the server gave it.
  const named = (id: string) => say(id as MessageId);
  const planets = sky.retrograde.map((planet) => named(`planet.${planet}`));
  const chip = 'inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-xs font-medium text-espresso';
  return (
    <ul aria-label={say('guidance.sky')} className="flex flex-wrap gap-2">
      <li className={chip}>
        <Moon aria-hidden className="size-3.5 text-gold" />
        <T
          id="guidance.sky.moon"
          values={{ phase: named(`moon.${sky.moonPhase}`), sign: say(`sign.${sky.moonSign}`) }}
        />
      </li>
      <li className={chip}>
        <Sun aria-hidden className="size-3.5 text-gold" />
        <T id="guidance.sky.sun" values={{ sign: say(`sign.${sky.sunSign}`) }} />
      </li>
      {sky.retrograde.length > 0 && (
        <li className={chip}>
          <RotateCcw aria-hidden className="size-3.5 text-gold" />
          <T id="guidance.sky.retrograde" values={{ planets: listOf(planets, say('guidance.sky.and')) }} />
        </li>
      )}
    </ul>
  );
}
