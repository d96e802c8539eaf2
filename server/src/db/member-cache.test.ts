import { describe, expect, it } from 'vitest';
import { MemberCache } from './member-cache';

describe('MemberCache', () => {
  it('answers what it was told until the member changes, and only that member', () => {
    const cache = new MemberCache<string>();
    cache.remember('a1', 1, 'Ada, first session', cache.epoch);
    cache.remember('a2', 1, 'Ada, second session', cache.epoch);
    cache.remember('b1', 2, 'Bora', cache.epoch);
    expect(cache.get('a1')).toBe('Ada, first session');

    cache.changed('1');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')).toBe('Bora');
    expect(cache.size).toBe(1);
  });

  it('does not keep a row read before a change was announced', () => {
    const cache = new MemberCache<string>();
    const before = cache.epoch;
    cache.changed('7');
    cache.remember('c1', 3, 'read before the change', before);
    expect(cache.get('c1')).toBeUndefined();
    cache.remember('c1', 3, 'read after it', cache.epoch);
    expect(cache.get('c1')).toBe('read after it');
  });

  it('forgets everyone on a truncation or a payload it does not understand', () => {
    const cache = new MemberCache<string>();
    cache.remember('a1', 1, 'Ada', cache.epoch);
    cache.changed('*');
    expect(cache.get('a1')).toBeUndefined();
    cache.remember('a1', 1, 'Ada', cache.epoch);
    cache.changed('not an id');
    expect(cache.size).toBe(0);
  });

  it('holds at most its capacity, forgetting the least recently used session', () => {
    const cache = new MemberCache<string>(2);
    cache.remember('a1', 1, 'Ada', cache.epoch);
    cache.remember('b1', 2, 'Bora', cache.epoch);
    expect(cache.get('a1')).toBe('Ada');
    cache.remember('c1', 3, 'Cem', cache.epoch);
    expect(cache.size).toBe(2);
    expect(cache.get('b1')).toBeUndefined();
    expect(cache.get('a1')).toBe('Ada');
    expect(cache.get('c1')).toBe('Cem');
    // The evicted session's member is not tracked any more: their change touches nobody else.
    cache.changed('2');
    expect(cache.size).toBe(2);
  });

  it('never holds more than its capacity, however many sessions come', () => {
    const cache = new MemberCache<number>(100);
    for (let i = 0; i < 1000; i++) cache.remember(`s${i}`, i % 7, i, cache.epoch);
    expect(cache.size).toBe(100);
    expect(cache.get('s899')).toBeUndefined();
    expect(cache.get('s900')).toBe(900);
  });

  it('follows a session remembered again for another member', () => {
    const cache = new MemberCache<string>();
    cache.remember('s1', 1, 'Ada', cache.epoch);
    cache.remember('s1', 2, 'Bora', cache.epoch);
    cache.changed('1');
    expect(cache.get('s1')).toBe('Bora');
    cache.changed('2');
    expect(cache.get('s1')).toBeUndefined();
  });

  it('holds five thousand sessions by default', () => {
    expect(new MemberCache<string>().capacity).toBe(5000);
  });
});
