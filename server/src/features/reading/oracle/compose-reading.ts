import type { Intention } from '@contract/intentions';
import { seededRandom } from '../../../lib/seeded-random';
import { closingVariants, weighingVariants } from './closing-sentences';
import { openerVariants, patternSentences } from './opening-sentences';
import { symbolSentences } from './symbol-sentences';
import { cleanFirstName, quotableIntention, wordCount } from './text';
import type { Cup, Language, Zone } from './types';
import { ZONES } from './types';

export const MIN_READING_WORDS = 150;
export const MAX_READING_WORDS = 250;
/** Readings are shortened toward this length; a little under the maximum reads less crowded. */
const TARGET_WORDS = 235;

interface ComposeOptions {
  intention: string;
  category?: Intention;
  firstName?: string | null;
  /** The language the reading is written in; English by default. The cup is the same in every language. */
  language?: Language;
}

/** One sentence of the reading in its alternative lengths, longest first; '' drops it. */
interface Part {
  variants: readonly string[];
  /** Word count of each variant, counted once. */
  words: readonly number[];
  level: number;
  paragraph: number;
}

const makePart = (variants: readonly string[], paragraph: number): Part => ({
  variants,
  words: variants.map(wordCount),
  level: 0,
  paragraph,
});
const text = (p: Part): string => p.variants[p.level] ?? '';
const total = (parts: readonly Part[]): number => parts.reduce((sum, p) => sum + (p.words[p.level] ?? 0), 0);

/**
 * Writes the reading of a cup: the grounds and the number of shapes, each symbol in time order
 * (rim, side, bottom, then the handle for home and self), the balance of fortunate and
 * cautionary signs, and gentle advice tied to the intention. 150 to 250 words, deterministic.
 * In Turkish the same cup gives the same shapes in the same places, in Turkish words.
 */
export function composeReading(cup: Cup, options: ComposeOptions): string {
  const language = options.language ?? 'en';
  // Readings have always been drawn from this key: changing it would reword every seed's reading.
  const rng = seededRandom(`${cup.seed}:compose`);
  const name = cleanFirstName(options.firstName, language);
  const nameInOpener = name !== null && rng() < 0.5;
  const parts: Part[] = [];
  const add = (variants: readonly string[], paragraph: number): Part => {
    const part = makePart(variants, paragraph);
    parts.push(part);
    return part;
  };

  const opener = add(openerVariants(rng, cup, nameInOpener ? name : null, language), 0);
  const symbolParts: Part[] = [];
  const seen = new Set<Zone>();
  const used = new Set<string>();
  for (const placed of cup.symbols) {
    const emptyAbove = ZONES.slice(0, ZONES.indexOf(placed.zone)).filter((z) => !seen.has(z));
    const slot = { firstInZone: !seen.has(placed.zone), emptyAbove, area: cup.area };
    seen.add(placed.zone);
    const early = placed.zone === 'rim' || placed.zone === 'side';
    const paragraph = early || !cup.symbols.some((p) => p.zone === 'rim' || p.zone === 'side') ? 0 : 1;
    symbolParts.push(add(symbolSentences(rng, placed, slot, used, language), paragraph));
  }
  const [pattern, ...pads] = patternSentences(rng, cup, language);
  const patternPart = add([pattern ?? '', ''], 1);
  const weighing = add(weighingVariants(rng, cup, language), 2);
  const closing = add(
    closingVariants(
      rng,
      cup,
      {
        quoted: quotableIntention(options.intention),
        hasIntention: options.intention.trim() !== '',
        name: nameInOpener ? null : name,
      },
      language,
    ),
    2,
  );

  // Shorten in the order a reader would miss least: the symbols' glosses (from the last), the
  // overall observation, then the frame, and only then the symbols' placement details.
  const reversed = [...symbolParts].reverse();
  const steps: Array<[Part, number]> = [
    ...reversed.map((p): [Part, number] => [p, 1]),
    [patternPart, 1],
    [opener, 1],
    [weighing, 1],
    [closing, 1],
    ...reversed.map((p): [Part, number] => [p, 2]),
  ];
  for (const [part, level] of steps) {
    if (total(parts) <= TARGET_WORDS) break;
    part.level = level;
  }
  for (const pad of pads) {
    if (total(parts) >= MIN_READING_WORDS) break;
    parts.splice(parts.indexOf(weighing), 0, makePart([pad], 1));
  }

  return [0, 1, 2]
    .map((paragraph) =>
      parts
        .filter((p) => p.paragraph === paragraph)
        .map(text)
        .filter((t) => t !== '')
        .join(' '),
    )
    .filter((p) => p !== '')
    .join('\n\n');
}
