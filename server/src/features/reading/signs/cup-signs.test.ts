import type { CoffeeReading, ReadingSymbol } from '@contract/reading';
import { describe, expect, it } from 'vitest';
import { SYMBOLS_BY_ID } from '../oracle/symbols';
import { elementParagraph, GENERAL_ELEMENT_TEXT } from './element-paragraph';
import { BRIDGE_TEXT, spotlightParagraph, strongestSymbol } from './spotlight';
import { presentYourReading } from './your-reading';

/** A shape as a reading about `area` shows it: its meaning for that area. */
function shape(id: string, overrides: Partial<ReadingSymbol> = {}, area: 'love' | 'career' = 'love'): ReadingSymbol {
  const record = SYMBOLS_BY_ID.get(id);
  if (!record) throw new Error(`no symbol ${id}`);
  const meaning = record.meanings[area];
  return {
    id,
    name: record.name,
    zone: 'side',
    size: 'medium',
    clarity: 'clear',
    direction: 'toward',
    tone: record.tone,
    meaning: `${meaning[0]?.toUpperCase()}${meaning.slice(1)}`,
    ...overrides,
  };
}

const reading = (symbols: ReadingSymbol[]): CoffeeReading => ({
  id: 1,
  reading: 'A reading.',
  symbols,
  createdAt: '2026-01-01T10:00:00.000Z',
  intention: '',
  category: 'Love',
});

describe('the symbol spotlight', () => {
  it('speaks of the bridge only when the cup holds one', () => {
    const withBridge = spotlightParagraph([shape('anchor', { size: 'large' }), shape('bridge', { size: 'small' })]);
    expect(withBridge).toEqual({ symbolId: 'bridge', title: 'The bridge', text: BRIDGE_TEXT });
    const without = spotlightParagraph([shape('anchor'), shape('acorn')]);
    expect(without?.symbolId).not.toBe('bridge');
    expect(without?.text).not.toMatch(/bridge/i);
  });

  it('otherwise picks the strongest shape: the largest, then the clearest, then the first', () => {
    expect(strongestSymbol([shape('acorn', { size: 'small' }), shape('anchor', { size: 'large' })])?.id).toBe('anchor');
    expect(
      strongestSymbol([shape('acorn', { size: 'large', clarity: 'faint' }), shape('anchor', { size: 'large' })])?.id,
    ).toBe('anchor');
    expect(strongestSymbol([shape('acorn'), shape('anchor')])?.id).toBe('acorn');
    expect(strongestSymbol([])).toBeNull();
  });

  it('says where and how the strongest shape lies and what it means beyond the reading’s own area', () => {
    const anchor = shape('anchor', { size: 'large', zone: 'rim', direction: 'away' });
    const spotlight = spotlightParagraph([shape('acorn', { size: 'small' }), anchor]);
    expect(spotlight).toEqual({
      symbolId: 'anchor',
      title: 'The anchor',
      text:
        'Of all the shapes in your grounds, the anchor stands out most: large and clearly drawn, right at the rim, ' +
        'where the coming days show. It is a kind sign to be given, and in every part of life it speaks of ' +
        'stability arriving after a restless stretch. It faces away from the handle, so what it promises is yours ' +
        'to reach for: take the first step.',
    });
    // The love meaning is the reading's own; the spotlight does not repeat it.
    expect(spotlight?.text).not.toContain('a steady love that holds firm');
  });

  it('is absent for a reading without a cup', () => {
    expect(spotlightParagraph([])).toBeNull();
  });
});

describe('the element paragraph', () => {
  it('speaks to the member’s own sign’s element', () => {
    expect(elementParagraph('1990-08-01')).toMatchObject({ element: 'Fire', sign: 'Leo', title: 'The fire signs' });
    expect(elementParagraph('1990-08-01').text).toMatch(/^As a Leo, you belong to the fire signs/);
    expect(elementParagraph('1990-05-01')).toMatchObject({
      element: 'Earth',
      sign: 'Taurus',
      title: 'The earth signs',
    });
    expect(elementParagraph('1990-10-01')).toMatchObject({ element: 'Air', sign: 'Libra', title: 'The air signs' });
    expect(elementParagraph('1990-03-01')).toMatchObject({
      element: 'Water',
      sign: 'Pisces',
      title: 'The water signs',
    });
    expect(elementParagraph('1990-08-01').text).not.toMatch(/water/i);
  });

  it('is a gentle general paragraph for a member without a date of birth', () => {
    expect(elementParagraph(null)).toEqual({
      element: null,
      sign: null,
      title: 'The four elements',
      text: GENERAL_ELEMENT_TEXT,
    });
  });
});

describe('presentYourReading', () => {
  it('gives each card the meanings the reading did not, and the spotlight’s card goes on from the spotlight', () => {
    const acorn = shape('acorn', { size: 'small' });
    const anchor = shape('anchor', { size: 'large' });
    const page = presentYourReading(reading([acorn, anchor]), { dateOfBirth: '1990-08-01' });
    expect(page.elsewhere.acorn).toEqual([
      { area: 'general', meaning: 'A small start that grows into something strong' },
      { area: 'career', meaning: 'Modest efforts now that grow into real success' },
      { area: 'health', meaning: 'Steady strength that builds quietly, day by day' },
    ]);
    // The spotlight told the anchor's general meaning; its card keeps to work and health.
    expect(page.elsewhere.anchor?.map((note) => note.area)).toEqual(['career', 'health']);
    expect(page.signs.spotlight?.symbolId).toBe('anchor');
    expect(page.signs.element.element).toBe('Fire');
  });
});
