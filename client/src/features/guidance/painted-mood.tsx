import type { AffirmationMood } from '@contract/mood-names';
import { createContext, useContext } from 'react';

const PaintedMoodContext = createContext<AffirmationMood | undefined>(undefined);

/** Set by the server's painter: the mood this session picked, as the browser told it in a cookie. */
export const PaintedMoodProvider = PaintedMoodContext.Provider;

/** The mood the server paints the dashboard with; undefined in the browser, which reads its own. */
export function usePaintedMood(): AffirmationMood | undefined {
  return useContext(PaintedMoodContext);
}
