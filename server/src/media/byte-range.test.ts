import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

const part = (start: number, end: number) => ({ kind: 'part', range: { start, end } });
const UNSATISFIABLE = { kind: 'unsatisfiable' };
const WHOLE = { kind: 'whole' };

describe('parseByteRange on a 1000-byte blob', () => {
  it('reads a first-last range, cutting an end past the blob', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual(part(0, 99));
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual(part(990, 999));
    expect(parseByteRange('bytes=999-999', 1000)).toEqual(part(999, 999));
  });

  it('reads an open range to the end and a suffix of the last n bytes', () => {
    expect(parseByteRange('bytes=500-', 1000)).toEqual(part(500, 999));
    expect(parseByteRange('bytes=-100', 1000)).toEqual(part(900, 999));
    expect(parseByteRange('bytes=-5000', 1000)).toEqual(part(0, 999));
  });

  it('finds nothing to send for a start past the end, reversed or empty ranges, or a zero suffix', () => {
    for (const header of ['bytes=1000-', 'bytes=1000-1001', 'bytes=50-10', 'bytes=-0', 'bytes=-', 'bytes=x-y']) {
      expect({ header, answer: parseByteRange(header, 1000) }).toEqual({ header, answer: UNSATISFIABLE });
    }
    expect(parseByteRange('bytes=0-', 0)).toEqual(UNSATISFIABLE);
  });

  it('sends the whole blob without a header, for another unit, or for a list of ranges', () => {
    expect(parseByteRange(undefined, 1000)).toEqual(WHOLE);
    expect(parseByteRange('items=0-5', 1000)).toEqual(WHOLE);
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toEqual(WHOLE);
  });
});
