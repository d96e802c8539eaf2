import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import symbols from '../../reading/oracle/content/symbols.json' with { type: 'json' };
import { DRAWN_SYMBOL_IDS } from '../drawn-symbols';

/** The silhouettes the cup-photo reader matches against, and the symbols' pictures (README.md). */
const DIR = import.meta.dirname;
/** A second drawing of every symbol by another hand (second-hand/README.md), matched against too. */
const SECOND_DIR = path.join(DIR, 'second-hand');
const svgsIn = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.svg'))
    .sort();
const FILES = svgsIn(DIR);
const SECOND_FILES = svgsIn(SECOND_DIR);
const ids = FILES.map((f) => f.slice(0, -'.svg'.length));
/** Every drawing of both hands (its hand, folder and file), for the checks each drawing must pass. */
const DRAWINGS = [
  ...FILES.map((file) => ({ hand: 'first', dir: DIR, file })),
  ...SECOND_FILES.map((file) => ({ hand: 'second', dir: SECOND_DIR, file })),
];
const SYMBOL_IDS = new Set(symbols.map((s) => s.id));
const NAMES = new Map(symbols.map((s) => [s.id, s.name]));

const SIZE = 256;

/** The shape as a 256 x 256 mask: true where it is drawn. */
async function mask(svg: string): Promise<Uint8Array> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(SIZE, SIZE).ensureAlpha().raw().toBuffer({
    resolveWithObject: true,
  });
  const out = new Uint8Array(SIZE * SIZE);
  for (let i = 0; i < out.length; i++) out[i] = (data[i * info.channels + 3] as number) >= 128 ? 1 : 0;
  return out;
}

/** Pixels in the largest 4-connected piece. */
function largestPiece(m: Uint8Array): number {
  const seen = new Uint8Array(m.length);
  const stack: number[] = [];
  let best = 0;
  for (let start = 0; start < m.length; start++) {
    if (!m[start] || seen[start]) continue;
    let size = 0;
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop() as number;
      size++;
      const x = p % SIZE;
      for (const q of [p - SIZE, p + SIZE, x > 0 ? p - 1 : -1, x < SIZE - 1 ? p + 1 : -1]) {
        if (q >= 0 && q < m.length && m[q] && !seen[q]) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
    best = Math.max(best, size);
  }
  return best;
}

describe('symbol silhouettes', () => {
  it('has at least the first forty', () => {
    expect(DRAWN_SYMBOL_IDS.filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('names every file after an oracle symbol, and holds nothing else but this test, the README and the second hand', () => {
    expect(ids.filter((id) => !SYMBOL_IDS.has(id))).toEqual([]);
    const others = fs.readdirSync(DIR).filter((f) => !f.endsWith('.svg'));
    expect(others.sort()).toEqual(['README.md', 'second-hand', 'silhouettes.test.ts']);
  });

  it('has a second drawing of every oracle symbol, and nothing else there but its README', () => {
    expect(SECOND_FILES).toHaveLength(110);
    expect(SECOND_FILES.map((f) => f.slice(0, -'.svg'.length))).toEqual(symbols.map((s) => s.id).sort());
    expect(fs.readdirSync(SECOND_DIR).filter((f) => !f.endsWith('.svg'))).toEqual(['README.md']);
  });

  it.each(DRAWINGS)('$file ($hand hand) is one SVG root with the 256 box and one filled path', ({ dir, file }) => {
    const svg = fs.readFileSync(path.join(dir, file), 'utf8').trim();
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.match(/<svg[\s>]/g)).toHaveLength(1);
    expect(svg.match(/<\/svg>/g)).toHaveLength(1);
    const root = svg.match(/^<svg([^>]*)>/)?.[1] ?? '';
    expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(root).toContain('viewBox="0 0 256 256"');
    // The root holds the symbol's name as its accessible title, then one path filled with the client's
    // colour: no stroke, no drawn text, nothing else.
    const id = file.slice(0, -'.svg'.length);
    const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    const parts = inner.match(/^<title>([^<]*)<\/title>(<path\s[^>]*?\/>)$/);
    expect(parts, 'a <title> then a single self-closing <path/>').not.toBeNull();
    expect(parts?.[1]).toBe(NAMES.get(id));
    const pathTag = (parts?.[2] ?? '').match(/^<path\s([^>]*?)\/>$/);
    const attrs = pathTag?.[1] ?? '';
    expect(attrs).toContain('fill="currentColor"');
    expect(attrs).not.toMatch(/stroke/);
    const d = attrs.match(/\bd="([^"]*)"/)?.[1] ?? '';
    expect(d).toMatch(/^M[\d.\s,MLHVCSQTAZmlhvcsqtaz-]+[Zz]$/);
    // Every coordinate lies in the box (gathered, then asserted once: one expect() a number cost seconds).
    const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    expect(numbers.length).toBeGreaterThan(4);
    expect(numbers.filter((n) => !(n >= 0 && n <= SIZE))).toEqual([]);
  });

  it.each(DRAWINGS)(
    '$file ($hand hand) draws one solid shape covering 15% to 80% of the box',
    async ({ dir, file }) => {
      const m = await mask(fs.readFileSync(path.join(dir, file), 'utf8'));
      let filled = 0;
      let x0 = SIZE;
      let x1 = 0;
      let y0 = SIZE;
      let y1 = 0;
      for (let i = 0; i < m.length; i++) {
        if (!m[i]) continue;
        filled++;
        const x = i % SIZE;
        const y = Math.floor(i / SIZE);
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
      const coverage = filled / (SIZE * SIZE);
      expect(coverage).toBeGreaterThanOrEqual(0.15);
      expect(coverage).toBeLessThanOrEqual(0.8);
      // One piece (a speck may break off where two parts touch at a corner), centred, about 80% of the box.
      expect(largestPiece(m) / filled).toBeGreaterThan(0.97);
      expect(Math.max(x1 - x0, y1 - y0) / SIZE).toBeGreaterThan(0.7);
      expect(Math.max(x1 - x0, y1 - y0) / SIZE).toBeLessThan(0.9);
      expect(Math.abs((x0 + x1) / 2 - SIZE / 2)).toBeLessThan(8);
      expect(Math.abs((y0 + y1) / 2 - SIZE / 2)).toBeLessThan(8);
    },
  );
});
