import { describe, expect, it } from 'vitest';
import { netFeatures } from './net-features';

describe('netFeatures', () => {
  it('gives each word its five-letter stem, its letter runs with marked edges, and neighbouring stems', () => {
    expect(netFeatures('ölmek istiyorum').sort()).toEqual(
      [
        'w:olmek',
        'c:<olme',
        'c:olmek',
        'c:lmek>',
        'w:istiy',
        'c:<isti',
        'c:istiy',
        'c:stiyo',
        'c:tiyor',
        'c:iyoru',
        'c:yorum',
        'c:orum>',
        'b:olmek_istiy',
      ].sort(),
    );
  });

  it('reads a text typed without Turkish letters as the one typed with them', () => {
    expect(netFeatures('öldüreceğim')).toEqual(netFeatures('oldurecegim'));
  });

  it('shares runs between two forms of a root that a stem alone keeps apart', () => {
    const shared = (a: string, b: string) => netFeatures(a).filter((f) => netFeatures(b).includes(f));
    // 'intiharı' and 'intihar': the stems agree; 'kendimi' and 'kendini' differ in the stem's
    // fifth letter ('kendi' in both) and share the runs '<kend', 'kendi'.
    expect(shared('kendimi', 'kendini')).toEqual(expect.arrayContaining(['c:<kend', 'c:kendi']));
  });

  it('gives a three-letter word one run and a two-letter word its stem only, and marks a blanked idiom once', () => {
    expect(netFeatures('çok _ | _ aç').sort()).toEqual(['c:<cok>', 'idiom', 'w:ac', 'w:cok'].sort());
  });
});
