import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { angleBetween, CUP_ZONES, SHAPE_FORMS, zoneAt } from '@contract/cup-photos';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DRAWN_SYMBOL_IDS } from '../drawn-symbols';
import { generateCupPhoto, PHOTO_KINDS, type PhotoTruth, rotateTruth } from './generate-photo';
import { loadSilhouettes } from './geometry';
import { HELD_OUT, SPLITS, TUNE } from './splits';

const SMALL = { width: 480, height: 360 };
const symbols: { id: string }[] = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../reading/oracle/content/symbols.json'), 'utf8'),
);

function expectValidTruth(t: PhotoTruth) {
  for (const s of t.shapes) {
    expect(SHAPE_FORMS).toContain(s.form);
    expect(CUP_ZONES).toContain(s.zone);
    expect(s.zone).toBe(zoneAt(s.radius, s.fromHandle));
    expect(s.fromHandle).toBeCloseTo(angleBetween(s.angle, t.handleAngleInCup!), 1);
    expect(s.box.x).toBeGreaterThanOrEqual(0);
    expect(s.box.y).toBeGreaterThanOrEqual(0);
    expect(s.box.w).toBeGreaterThan(0);
    expect(s.box.h).toBeGreaterThan(0);
    expect(s.box.x + s.box.w).toBeLessThanOrEqual(1.00001);
    expect(s.box.y + s.box.h).toBeLessThanOrEqual(1.00001);
    expect(s.form === 'figure').toBe(s.symbolId !== null);
    expect(s.radius).toBeLessThanOrEqual(1);
    // The box holds the centroid (shapes are placed in the cup's own coordinates, then tilted).
    expect(s.area).toBeGreaterThan(0);
  }
}

describe('the evaluation photo generator', () => {
  it('draws 40 silhouettes of oracle symbols, one filled path each', () => {
    const files = readdirSync(path.join(import.meta.dirname, 'silhouettes')).filter((f) => f.endsWith('.svg'));
    expect(files.sort()).toEqual(DRAWN_SYMBOL_IDS.map((id) => `${id}.svg`).sort());
    const ids = new Set(symbols.map((s) => s.id));
    for (const [id, sil] of loadSilhouettes()) {
      expect(ids.has(id)).toBe(true);
      expect(sil.polygons.length).toBeGreaterThan(0);
      expect(sil.radius).toBeGreaterThan(60);
    }
  });

  it('gives the same bytes for the same seed, other bytes for another', async () => {
    const a = await generateCupPhoto(7, SMALL);
    const b = await generateCupPhoto(7, SMALL);
    const c = await generateCupPhoto(8, SMALL);
    expect(a.jpeg.equals(b.jpeg)).toBe(true);
    expect(a.truth).toEqual(b.truth);
    expect(a.jpeg.equals(c.jpeg)).toBe(false);
  });

  it('tells the truth of a cup photo: the cup, the handle, shapes with zones from zoneAt', async () => {
    for (const seed of [1, 2, 3]) {
      const { jpeg, truth } = await generateCupPhoto(seed, SMALL);
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 360]);
      expect(truth.kind).toBe('cup');
      expect(truth.expected).toBe('reading');
      expect(truth.cup!.r).toBeGreaterThan(0.05);
      expect(truth.cup!.ry).toBeLessThanOrEqual(truth.cup!.rx);
      expect(truth.handleAngle).toBeGreaterThanOrEqual(0);
      expect(truth.handleAngle).toBeLessThan(360);
      expect(truth.shapes.filter((s) => s.form === 'figure').length).toBeGreaterThanOrEqual(1);
      expectValidTruth(truth);
      const quarter = rotateTruth(truth, 1);
      expect(quarter.shapes.map((s) => s.zone)).toEqual(truth.shapes.map((s) => s.zone));
      expect(quarter.width).toBe(truth.height);
      expect(rotateTruth(truth, 4)).toEqual(truth);
    }
  });

  it('draws every kind of photo', async () => {
    for (const kind of PHOTO_KINDS) {
      const { jpeg, truth } = await generateCupPhoto(11, { ...SMALL, kind });
      expect((await sharp(jpeg).metadata()).width).toBe(480);
      expect(truth.kind).toBe(kind);
      if (kind !== 'cup') expect(truth.shapes).toEqual([]);
      const withCup = ['cup', 'empty-cup', 'dark', 'blurred'].includes(kind);
      expect(truth.cup !== undefined).toBe(withCup);
    }
  });

  it('splits the set into a tuning part and a held-out part that share no photo', () => {
    const count = (specs: readonly { kind: string }[], kind: string) => specs.filter((s) => s.kind === kind).length;
    expect(count(TUNE, 'cup')).toBe(120);
    expect(TUNE.length).toBe(150);
    expect(count(HELD_OUT, 'cup')).toBe(200);
    expect(HELD_OUT.length).toBe(250);
    expect(HELD_OUT.filter((s) => ['face', 'landscape', 'text', 'wall'].includes(s.kind)).length).toBe(40);
    const seeds = new Set(TUNE.map((s) => s.seed));
    expect(seeds.size).toBe(TUNE.length);
    expect(HELD_OUT.some((s) => seeds.has(s.seed))).toBe(false);
  });

  it('keeps every later held-out part apart from every part before it, with the same make-up', () => {
    // Every part, in the order drawn: tune, then the held-out parts.
    const parts = Object.values(SPLITS);
    const all = parts.flatMap((specs) => specs.map((s) => s.seed));
    expect(new Set(all).size).toBe(150 + 13 * 250);
    for (const later of parts.slice(2)) {
      expect(later.map((s) => s.kind)).toEqual(HELD_OUT.map((s) => s.kind));
    }
  });
});
