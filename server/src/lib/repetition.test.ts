import { describe, expect, it } from 'vitest';
import { measureRepetition, slotNormaliser } from './repetition';

describe('repetition measure', () => {
  it('treats signs, planets, quotes and numbers as slots', () => {
    const normalise = slotNormaliser(['Leo', 'Virgo', 'Moon', 'four-leaf clover']);
    expect(normalise('With a generous waning Moon in Leo,')).toBe(normalise('With a generous waning Moon in Virgo,'));
    expect(normalise('Keep “find a job I love” close: 3 days.')).toBe('keep _ close _ days');
    expect(normalise('The four-leaf clover’s luck')).toBe('the _s luck');
  });

  it('counts openings per text and frames per sentence', () => {
    const figures = measureRepetition(
      ['With the Moon in Leo, rest. Be kind.', 'With the Moon in Virgo, rest. Be bold.'],
      ['Leo', 'Virgo', 'Moon'],
    );
    expect(figures.opening).toEqual({ top: 'with the _ in _', count: 2, share: 1 });
    expect(figures.frame.count).toBe(2);
    expect(figures.frame.share).toBe(0.5);
  });
});
