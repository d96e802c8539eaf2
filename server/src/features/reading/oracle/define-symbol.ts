import type { Area, SymbolRecord, Tone } from './types';

/** One or two areas, space-separated: 'love' or 'love career'. */
type Affinity = Area | `${Area} ${Area}`;

/**
 * Builds a dictionary entry. `name` is the display name, or [name, noun] when the noun differs
 * from the lower-cased name ('pair of scissors'). Meanings are given in the order love, career,
 * health, general, as noun phrases that read after 'it speaks of'.
 */
export function defineSymbol(
  id: string,
  name: string | readonly [string, string],
  tone: Tone,
  affinity: Affinity,
  [love, career, health, general]: readonly [string, string, string, string],
): SymbolRecord {
  const [display, noun] = typeof name === 'string' ? [name, name.toLowerCase()] : name;
  return {
    id,
    name: display,
    noun,
    tone,
    affinity: affinity.split(' ') as Area[],
    meanings: { love, career, health, general },
  };
}
