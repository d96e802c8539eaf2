import type { HoroscopeSky } from '@contract/guidance';
import { Moon, RotateCcw, Sun } from 'lucide-react';

/** 'waxing gibbous' -> 'Waxing gibbous Moon'; 'full' -> 'Full Moon'. */
function moonPhaseLabel(phase: string): string {
  return `${phase.charAt(0).toUpperCase()}${phase.slice(1)} Moon`;
}

function listOf(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** A glimpse of today's real sky, shown to every member under the horoscope. */
export function SkyHint({ sky }: { sky: HoroscopeSky }) {
  const chip = 'inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-xs font-medium text-espresso';
  return (
    <ul aria-label="Today's sky" className="flex flex-wrap gap-2">
      <li className={chip}>
        <Moon aria-hidden className="size-3.5 text-gold" />
        {moonPhaseLabel(sky.moonPhase)} in {sky.moonSign}
      </li>
      <li className={chip}>
        <Sun aria-hidden className="size-3.5 text-gold" />
        Sun in {sky.sunSign}
      </li>
      {sky.retrograde.length > 0 && (
        <li className={chip}>
          <RotateCcw aria-hidden className="size-3.5 text-gold" />
          {listOf(sky.retrograde)} retrograde
        </li>
      )}
    </ul>
  );
}
