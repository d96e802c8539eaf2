import { type Clock, clockFor } from '@contract/shell';
import { createContext, type ReactNode, useContext } from 'react';

export type { Clock };

const ClockContext = createContext<Clock | null>(null);

/**
 * Sets the clock for the screens under it: the server paints a member's dashboard by the member's
 * time zone and language, not its own.
 */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock given by a ClockProvider, else the browser's own, read now. */
export function useClock(): Clock {
  return useContext(ClockContext) ?? clockFor(new Date());
}
