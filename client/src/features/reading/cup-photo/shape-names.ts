import type { CupShape, ShapeForm } from '@contract/cup-photos';
import type { MessageId, MessageValues } from '@/lib/i18n';

/**
 * At or above this confidence a shape is named outright; below it 'Something like a bird', as the
 * reading words it (server/src/features/reading/oracle/photo-cup.ts, SURE_CONFIDENCE).
 */
const SURE_CONFIDENCE = 0.5;

/** A shape that matched no silhouette, named by its form. */
const FORM_NAMES: Record<ShapeForm, MessageId> = {
  figure: 'reading.shape.form.figure',
  dots: 'reading.shape.form.dots',
  line: 'reading.shape.form.line',
  ring: 'reading.shape.form.ring',
  mass: 'reading.shape.form.mass',
};

type Say = (id: MessageId, values?: MessageValues) => string;

/**
 * What Telve saw a shape as, in a few words of the member's language: 'Anchor', 'Something like a
 * bird', 'A line'. Each symbol the reader knows is named in the reading's catalog
 * (`reading.shape.<id>`, and `.like` for a shape it is less sure of); one the catalog does not name
 * yet is 'A shape'.
 */
export function nameOfShape(shape: Pick<CupShape, 'symbolId' | 'form' | 'confidence'>, say: Say): string {
  if (!shape.symbolId) return say(FORM_NAMES[shape.form]);
  const id = `reading.shape.${shape.symbolId}${shape.confidence >= SURE_CONFIDENCE ? '' : '.like'}` as MessageId;
  const name = say(id);
  // A message the catalog does not hold answers its own key.
  return name === id ? say(FORM_NAMES.figure) : name;
}
