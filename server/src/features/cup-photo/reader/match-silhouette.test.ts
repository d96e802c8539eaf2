import { describe, expect, it } from 'vitest';
import { rankSilhouettes, silhouetteLibrary } from './match-silhouette';
import { GYRATION, SIZE, type Template, templateFrom } from './shape-template';

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
});
