import type { ByteRange } from './blob-store';

/** What to answer a Range header with: the whole blob (200), one part (206), or nothing (416). */
type RangeAnswer = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads one `bytes=` range against a blob of `size` bytes: `a-b`, `a-` (to the end) or `-n` (the
 * last n). An end past the blob is cut to its last byte. Other units and lists of ranges are answered
 * with the whole blob, as HTTP allows; a malformed byte range, or one that starts past the end, is
 * unsatisfiable.
 */
export function parseByteRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const value = header.trim().toLowerCase();
  if (!value.startsWith('bytes=') || value.includes(',')) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(value.replace(/\s+/g, ''));
  if (!match) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}
