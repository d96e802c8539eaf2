import { describe, expect, it } from 'vitest';
import { distinct } from './find-cup';
import type { TracedRim } from './trace-rim';

const traced = (cx: number, a: number): { traced: TracedRim } => ({
  traced: { ellipse: { cx, cy: 100, a, b: a, phi: 0 }, strength: 10, coverage: 1 },
});

describe('distinct rim candidates', () => {
  it('judges one trace of an edge found again and again, and the next edges after it', () => {
    // Six traces of a saucer's edge (radius 170, within 3% of each other), then the cup's rim (97).
    const saucer = [170, 171, 169.5, 172, 170.5, 170].map((a, i) => traced(100 + i, a));
    const kept = distinct([...saucer, traced(101, 97), traced(140, 150)], 6);
    expect(kept.map((t) => t.ellipse.a)).toEqual([170, 97, 150]);
  });

  it('keeps at most the count asked for', () => {
    const many = [60, 80, 100, 120, 140, 160, 180].map((a) => traced(100, a));
    expect(distinct(many, 6)).toHaveLength(6);
  });
});
