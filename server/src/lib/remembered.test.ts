import { describe, expect, it, vi } from 'vitest';
import { rememberedByOwner } from './remembered';

describe('rememberedByOwner', () => {
  it('makes each value once per owner and key, null included, and apart for another owner', () => {
    const make = vi.fn((key: string, owner: { suffix: string }) => (key === 'none' ? null : `${key}${owner.suffix}`));
    const remembered = rememberedByOwner(make);
    const tr = { suffix: '-tr' };
    const de = { suffix: '-de' };
    expect(remembered('öl', tr)).toBe('öl-tr');
    expect(remembered('öl', tr)).toBe('öl-tr');
    expect(remembered('none', tr)).toBeNull();
    expect(remembered('none', tr)).toBeNull();
    expect(remembered('öl', de)).toBe('öl-de');
    expect(make.mock.calls).toEqual([
      ['öl', tr],
      ['none', tr],
      ['öl', de],
    ]);
  });
});
