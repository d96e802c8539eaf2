import { describe, expect, it } from 'vitest';
import { firstPageOf } from './first-page';

describe('firstPageOf', () => {
  it('drops the keyset line and nothing else', () => {
    const text = 'select id from t\nwhere owner = $1\n  and (at, id) < ($2, $3)\norder by at desc, id desc';
    expect(firstPageOf(text, 'and (at, id) < ($2, $3)')).toBe(
      'select id from t\nwhere owner = $1\norder by at desc, id desc',
    );
  });

  it('refuses a statement without that line', () => {
    expect(() => firstPageOf('select 1', 'and (at, id) < ($2, $3)')).toThrow('No line "and (at, id) < ($2, $3)"');
  });
});
