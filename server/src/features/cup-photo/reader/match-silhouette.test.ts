import { describe, expect, it } from 'vitest';
import { rankSilhouettes, silhouetteLibrary } from './match-silhouette';
import { dilate, GYRATION, likeness, SIZE, type Template, templateFrom } from './shape-template';

/** Share of `a`'s cells within `bGrown`, counted cell by cell: the test's own measure of likeness. */
function coveredShare(a: Template, bGrown: Template): number {
  let inside = 0;
  let all = 0;
  for (let row = 0; row < SIZE; row++)
    for (let col = 0; col < SIZE; col++) {
      if (!bit(a, col, row)) continue;
      all++;
      if (bit(bGrown, col, row)) inside++;
    }
  return all ? inside / all : 0;
}
const likenessByCells = (a: Template, b: Template) => 0.5 * (coveredShare(a, dilate(b)) + coveredShare(b, dilate(a)));

const bit = (t: Template, col: number, row: number) =>
  col >= 0 && row >= 0 && col < SIZE && row < SIZE && (((t[row] as number) >>> col) & 1) === 1;

/** `t` drawn `factor` times larger about the template's centre. */
function enlarged(t: Template, factor: number): Template {
  return templateFrom((u, v) =>
    bit(t, Math.floor((u / factor) * GYRATION + SIZE / 2), Math.floor((v / factor) * GYRATION + SIZE / 2)),
  );
}

describe('rankSilhouettes', () => {
  it("tries the best few again at the shape's other scales and keeps each one's best", () => {
    const anchor = silhouetteLibrary().find((s) => s.id === 'anchor')?.templates[0] as Template;
    const exact = rankSilhouettes(anchor, 1)[0];
    expect(exact).toEqual({ id: 'anchor', overlap: 1 });
    // Its radius of gyration misjudged by a quarter: less alike at scale 1, itself again at the right scale.
    const misjudged = enlarged(anchor, 1.25);
    const [plain] = rankSilhouettes(misjudged, 1);
    const [rescaled] = rankSilhouettes(misjudged, 1, [anchor]);
    expect(plain?.overlap).toBeLessThan(0.95);
    expect(rescaled).toEqual({ id: 'anchor', overlap: 1 });
  });

  it("matches a shape against each of a symbol's two drawings, as one symbol", () => {
    const library = silhouetteLibrary();
    expect(library).toHaveLength(110);
    expect(new Set(library.map((s) => s.id)).size).toBe(110);
    // 48 turns, each plain and mirrored, for each hand's drawing.
    const bird = library.find((s) => s.id === 'bird');
    expect(bird?.templates).toHaveLength(2 * 96);
    const secondHand = bird?.templates[96] as Template;
    expect(rankSilhouettes(secondHand, 1)).toEqual([{ id: 'bird', overlap: 1 }]);
    // The two hands drew the bird differently: the second drawing is not the first at any turn.
    const firstHand = bird?.templates.slice(0, 96) ?? [];
    const alike = Math.max(...firstHand.map((t) => likeness(secondHand, dilate(secondHand), t)));
    expect(alike).toBeLessThan(0.95);
    // Asked for the first hand's drawings only (as the neck split asks), the second drawing is a
    // poorer likeness of the bird, as of any symbol.
    const [firstHandOnly] = rankSilhouettes(secondHand, 1, [], { firstHandOnly: true });
    expect(firstHandOnly?.overlap).toBeLessThan(0.95);
  });
});

describe('likeness', () => {
  it('is the mean share of each shape within a cell of the other, the second grown row by row, edges and corners included', () => {
    const bird = silhouetteLibrary().find((s) => s.id === 'bird');
    const anchor = silhouetteLibrary().find((s) => s.id === 'anchor')?.templates[7] as Template;
    // A template inked on its first and last rows and columns, where growing meets the edges.
    const framed = templateFrom((u, v) => Math.max(Math.abs(u), Math.abs(v)) > 2.1 || (u > 0 && v > 0));
    for (const t of [bird?.templates[0], bird?.templates[96], bird?.templates[191], framed] as Template[]) {
      expect(likeness(anchor, dilate(anchor), t)).toBe(likenessByCells(anchor, t));
      expect(likeness(framed, dilate(framed), t)).toBe(likenessByCells(framed, t));
    }
  });
});
