import { describe, expect, it, vi } from 'vitest';
import { generateCupPhoto } from '../evaluation/generate-photo';
import { type DecodedPhoto, decodePhoto } from './decode-photo';
import { readCupPhoto } from './read-cup-photo';

vi.mock('./decode-photo', async (importOriginal) => {
  const real = await importOriginal<typeof import('./decode-photo')>();
  return { ...real, decodePhoto: vi.fn(real.decodePhoto) };
});

// The TUNE split's seed 100000 (the reader was tuned on it), small.
const SMALL = { width: 480, height: 360, kind: 'cup' } as const;

describe('the cup reader on the main thread', () => {
  it('lets the event loop run between its stages, with the same answer', async () => {
    const { jpeg } = await generateCupPhoto(100000, SMALL);
    const expected = await readCupPhoto(jpeg);
    // The decode answers at once: what is left is the reader's own CPU work, in stages.
    const decoded: DecodedPhoto = await decodePhoto(jpeg);
    vi.mocked(decodePhoto).mockResolvedValueOnce(decoded);
    let turns = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    const read = readCupPhoto(jpeg);
    const result = await read;
    counting = false;
    expect(result).toEqual(expected);
    if (!result.ok) throw new Error('no reading');
    // After the decode, the rim, the residue and the gathering, and after each named shape.
    expect(turns).toBeGreaterThanOrEqual(4);
  });
});
