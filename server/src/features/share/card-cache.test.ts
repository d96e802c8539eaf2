import { describe, expect, it } from 'vitest';
import { CardCache } from './card-cache';

const png = (n: number) => Promise.resolve(Buffer.from([n]));

describe('CardCache', () => {
  it('draws each card once, and again only after it was the least recently used of too many', async () => {
    const cache = new CardCache(2);
    let draws = 0;
    const draw = (n: number) => () => {
      draws++;
      return png(n);
    };
    expect(await cache.get('a', draw(1))).toEqual(Buffer.from([1]));
    expect(await cache.get('a', draw(9))).toEqual(Buffer.from([1]));
    expect(draws).toBe(1);
    await cache.get('b', draw(2));
    await cache.get('a', draw(9)); // a is now the most recent
    await cache.get('c', draw(3)); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', draw(9))).toEqual(Buffer.from([1]));
    expect(await cache.get('b', draw(4))).toEqual(Buffer.from([4]));
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 3, misses: 4 });
  });

  it('does not keep a failed draw', async () => {
    const cache = new CardCache(2);
    await expect(cache.get('a', () => Promise.reject(new Error('no font')))).rejects.toThrow('no font');
    expect(cache.size).toBe(0);
    expect(await cache.get('a', () => png(1))).toEqual(Buffer.from([1]));
  });
});
