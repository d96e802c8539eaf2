import type { CoffeeReading, YourReading } from '@contract/reading';
import { SYMBOLS_BY_ID } from '../oracle/symbols';
import { capitalise } from '../oracle/text';
import { elementParagraph } from './element-paragraph';
import { otherAreas, spotlightParagraph } from './spotlight';

/**
 * A reading as its own page shows it, for this member: the spotlight and element paragraphs, and
 * what each shape means in the other areas of life (the reading gives its meaning for this one).
 */
export function presentYourReading(reading: CoffeeReading, member: { dateOfBirth: string | null }): YourReading {
  const spotlight = spotlightParagraph(reading.symbols);
  const elsewhere: YourReading['elsewhere'] = {};
  for (const symbol of reading.symbols) {
    const record = SYMBOLS_BY_ID.get(symbol.id);
    if (!record) continue;
    let areas = otherAreas(record, symbol);
    // The spotlight already told the first of them; its card goes on from there.
    if (spotlight?.symbolId === symbol.id && symbol.id !== 'bridge') areas = areas.slice(1);
    elsewhere[symbol.id] = areas.map((area) => ({ area, meaning: capitalise(record.meanings[area]) }));
  }
  return { ...reading, signs: { spotlight, element: elementParagraph(member.dateOfBirth) }, elsewhere };
}
