import type { CupShape, ShapeForm } from '@contract/cup-photos';

/**
 * At or above this confidence a shape is named outright; below it 'Something like a bird', as the
 * reading words it (server/src/features/reading/oracle/photo-cup.ts, SURE_CONFIDENCE).
 */
const SURE_CONFIDENCE = 0.5;

/** A shape that matched no silhouette, named by its form. */
const FORM_NAMES: Record<ShapeForm, string> = {
  figure: 'A shape',
  dots: 'Dots and specks',
  line: 'A line',
  ring: 'A ring',
  mass: 'A dark mass',
};

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** What Telve saw a shape as, in a few words: 'Anchor', 'Something like a bird', 'A line'. */
export function nameOfShape(shape: Pick<CupShape, 'symbolId' | 'form' | 'confidence'>): string {
  if (!shape.symbolId) return FORM_NAMES[shape.form];
  const noun = shape.symbolId.replaceAll('-', ' ');
  if (shape.confidence >= SURE_CONFIDENCE) return noun.charAt(0).toUpperCase() + noun.slice(1);
  return `Something like ${withArticle(noun)}`;
}
