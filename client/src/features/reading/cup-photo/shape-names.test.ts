import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { resetApp, speak } from '@/test/render';
import en from '../locales/en.json';
import { nameOfShape } from './shape-names';

afterEach(resetApp);

/** The silhouettes the server's cup reader matches shapes against: each is a symbol it may name. */
const SILHOUETTES = path.resolve(
  import.meta.dirname,
  '../../../../../server/src/features/cup-photo/reader/silhouette-masks.json',
);
const readerSymbols = (JSON.parse(fs.readFileSync(SILHOUETTES, 'utf8')) as { masks: { id: string }[] }).masks.map(
  (mask) => mask.id,
);

describe('what Telve saw a shape as', () => {
  it('names a shape by its symbol, less surely by likeness, or by its form', () => {
    expect(nameOfShape({ symbolId: 'palm-tree', form: 'figure', confidence: 0.8 }, t)).toBe('Palm tree');
    expect(nameOfShape({ symbolId: 'anchor', form: 'figure', confidence: 0.3 }, t)).toBe('Something like an anchor');
    expect(nameOfShape({ symbolId: 'bird', form: 'figure', confidence: 0.3 }, t)).toBe('Something like a bird');
    expect(nameOfShape({ symbolId: null, form: 'dots', confidence: 0.5 }, t)).toBe('Dots and specks');
    // A symbol the catalog does not name yet is a shape, never its key.
    expect(nameOfShape({ symbolId: 'unicorn', form: 'figure', confidence: 0.9 }, t)).toBe('A shape');
  });

  it('names them in Turkish as the oracle does', async () => {
    await speak('tr');
    expect(nameOfShape({ symbolId: 'palm-tree', form: 'figure', confidence: 0.8 }, t)).toBe('Palmiye');
    expect(nameOfShape({ symbolId: 'bird', form: 'figure', confidence: 0.3 }, t)).toBe('Kuş gibi bir şekil');
    expect(nameOfShape({ symbolId: null, form: 'mass', confidence: 0.5 }, t)).toBe('Koyu bir kütle');
  });

  it('has a name and a likeness for every symbol the cup reader can see', () => {
    expect(readerSymbols.length).toBeGreaterThan(100);
    const missing = readerSymbols.filter((id) => !(`reading.shape.${id}` in en) || !(`reading.shape.${id}.like` in en));
    expect(missing).toEqual([]);
  });
});
