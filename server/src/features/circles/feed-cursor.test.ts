import { describe, expect, it } from 'vitest';
import { decodeFeedCursor, encodeFeedCursor } from './feed-cursor';

const b64 = (text: string) => Buffer.from(text).toString('base64url');

describe('feed cursor', () => {
  it('round-trips a post position to the microsecond', () => {
    const cursor = { createdAt: '2026-11-23T09:15:02.123456Z', id: 42 };
    const encoded = encodeFeedCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeFeedCursor(encoded)).toEqual(cursor);
  });

  it.each([
    ['not base64 at all', '%%%'],
    ['a missing id', b64('2026-11-23T09:15:02.123456Z')],
    ['a millisecond timestamp', b64('2026-11-23T09:15:02.123Z|4')],
    ['an impossible date', b64('2026-13-45T09:15:02.123456Z|4')],
    ['a zero id', b64('2026-11-23T09:15:02.123456Z|0')],
    ['an id past int4', b64('2026-11-23T09:15:02.123456Z|2147483648')],
    ['SQL in the id', b64('2026-11-23T09:15:02.123456Z|1 or 1=1')],
    ['an extra part', b64('2026-11-23T09:15:02.123456Z|4|5')],
  ])('refuses %s with a 400', (_, value) => {
    expect(() => decodeFeedCursor(value)).toThrow(
      expect.objectContaining({ status: 400, message: 'This page link is not valid. Please reload the feed.' }),
    );
  });
});
