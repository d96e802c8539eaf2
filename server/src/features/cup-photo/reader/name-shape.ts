/**
 * Names a piece of residue: the library silhouette it overlaps best when the overlap is good,
 * otherwise its form as tasseography reads it (a line, a ring, a dark mass).
 */
import type { ShapeForm } from '@contract/cup-photos';
import type { ShapeDescription } from './describe-shape';
import { rankSilhouettes } from './match-silhouette';

/** Likeness (shape-template.ts, best turn and mirror) at which a silhouette names the shape at all. */
export const NAME_OVERLAP = 0.6;
/** Likeness at which the name is as sure as it gets. */
const SURE_OVERLAP = 0.85;
/**
 * The library's plain geometric silhouettes: a shape most like one of these is what tasseography
 * reads by its form (a ring, a dark mass), not a figure.
 */
const FORM_SILHOUETTES: Record<string, ShapeForm> = { circle: 'ring', egg: 'mass' };
/** Elongation past which a piece is a line whatever it overlaps. */
const LINE_ELONGATION = 6;

export interface ShapeName {
  symbolId: string | null;
  form: ShapeForm;
  confidence: number;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

export function nameShape(d: ShapeDescription): ShapeName {
  if (d.elongation >= LINE_ELONGATION) return { symbolId: null, form: 'line', confidence: clamp01(d.elongation / 12) };
  const [best, second] = rankSilhouettes(d.template, 2, d.rescaled);
  const isRing = d.holes >= 1 && d.holeShare >= 0.2 && d.elongation < 1.8;
  const plainForm = best ? FORM_SILHOUETTES[best.id] : undefined;
  if (plainForm) return { symbolId: null, form: plainForm, confidence: 0.5 };
  if (best && best.overlap >= NAME_OVERLAP && !(isRing && best.overlap < 0.75)) {
    // Sure when the overlap is high and clearly ahead of the next silhouette.
    const margin = second ? best.overlap - second.overlap : best.overlap;
    const confidence = clamp01(((best.overlap - NAME_OVERLAP) / (SURE_OVERLAP - NAME_OVERLAP)) * 0.7 + margin * 3);
    return { symbolId: best.id, form: 'figure', confidence: Math.round(confidence * 100) / 100 };
  }
  if (isRing) return { symbolId: null, form: 'ring', confidence: clamp01(d.holeShare * 2) };
  if (d.elongation >= 3.5) return { symbolId: null, form: 'line', confidence: clamp01(d.elongation / 12) };
  return { symbolId: null, form: 'mass', confidence: 0.5 };
}
