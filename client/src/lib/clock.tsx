import { localIsoDate } from '@contract/dates';
import type { Clock } from '@contract/shell';
import { createContext, type ReactNode, useContext } from 'react';

export type { Clock };

/** The browser's own clock, read when asked. */
export function browserClock(now = new Date()): Clock {
  return {
    today: localIsoDate(now),
    hour: now.getHours(),
    dayLabel: now.toLocaleDateString(undefined, { weekday: 'long', month: 'long', day: 'numeric' }),
  };
}

const ClockContext = createContext<Clock | null>(null);

/**
 * Sets the clock for the screens under it: the server paints a member's dashboard by the member's
 * time zone and language, not its own.
 */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock given by a ClockProvider, else the browser's. */
export function useClock(): Clock {
  return useContext(ClockContext) ?? browserClock();
}
