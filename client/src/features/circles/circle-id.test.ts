import { describe, expect, it } from 'vitest';
import { circleIdFrom } from './circle-id';

describe('circleIdFrom', () => {
  it('reads a whole number', () => {
    expect(circleIdFrom('1')).toBe(1);
    expect(circleIdFrom('42')).toBe(42);
  });

  it('opens circle 3 for anything that is not a usable id', () => {
    for (const raw of [undefined, '', 'abc', '0', '-2', '2.5', '1e3', ' 4', '99999999999']) {
      expect({ raw, id: circleIdFrom(raw) }).toEqual({ raw, id: 3 });
    }
  });
});
