// @vitest-environment jsdom
import type { ReadingSymbol } from '@contract/reading';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { silhouetteUrl } from '@/components/symbol-picture';
import { resetApp } from '@/test/render';
import { SymbolList } from './symbol-list';

afterEach(resetApp);

const symbol = (id: string, name: string): ReadingSymbol => ({
  id,
  name,
  zone: 'rim',
  size: 'large',
  clarity: 'clear',
  direction: 'toward',
  tone: 'fortunate',
  meaning: 'Steady ground.',
});

describe("the symbols' pictures", () => {
  it("shows each symbol's silhouette from the library beside its name, as decoration, in a box of fixed size", () => {
    render(<SymbolList symbols={[symbol('anchor', 'anchor'), symbol('no-such-shape', 'mist')]} elsewhere={{}} />);
    const [anchor, mist] = screen.getAllByRole('listitem');
    const picture = anchor?.querySelector('[data-symbol-picture="anchor"]') as HTMLElement | null;
    expect(picture?.getAttribute('aria-hidden')).toBe('true');
    expect(picture?.className).toContain('size-12');
    expect(picture?.style.maskImage).toMatch(/^url\(".*anchor[^"]*\.svg[^"]*"\)$/);
    expect(within(anchor as HTMLElement).getByRole('heading', { name: 'anchor' })).toBeTruthy();
    // A symbol the library has no outline for keeps its card, without a picture.
    expect(mist?.querySelector('[data-symbol-picture]')).toBeNull();
  });

  it('has a silhouette for the symbols the library drew, and none for a made-up id', () => {
    for (const id of ['anchor', 'cat', 'key', 'bird']) expect(silhouetteUrl(id)).toMatch(/\.svg/);
    expect(silhouetteUrl('unicorn-of-doom')).toBeUndefined();
  });
});
