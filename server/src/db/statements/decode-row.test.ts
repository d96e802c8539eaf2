import { describe, expect, it } from 'vitest';
import { bool, int, listOf, nullable, oneOf, rowDecoder, storedList, text, time, utcMicros } from './decode-row';

const decode = rowDecoder('test row', {
  id: int,
  name: nullable(text),
  done: bool,
  at: utcMicros,
  when: time,
  care: nullable(oneOf(['crisis', 'health'])),
  tags: listOf(text),
  stored: storedList<{ id: string }>(),
});

describe('a row decoder', () => {
  it('names the columns of a positional row, in order', () => {
    const row = [
      7,
      null,
      true,
      '2026-11-24T09:00:00.123456Z',
      '2026-11-23 09:00:00.5+00',
      'health',
      ['a'],
      [{ id: 'x' }],
    ];
    expect(decode(row)).toEqual({
      id: 7,
      name: null,
      done: true,
      at: '2026-11-24T09:00:00.123456Z',
      when: new Date('2026-11-23T09:00:00.500Z'),
      care: 'health',
      tags: ['a'],
      stored: [{ id: 'x' }],
    });
  });

  it('refuses a row of another length', () => {
    expect(() => decode([1, 2])).toThrow('test row: a row of 8 columns expected');
    expect(() => decode('not a row')).toThrow('test row: a row of 8 columns expected');
  });

  it('names the statement and the field of a wrong value, never the value itself', () => {
    const good = [1, 'n', false, '2026-11-24T09:00:00.123456Z', '2026-11-23 09:00:00+00', null, [], []];
    const wrong = (index: number, value: unknown) => () => decode(good.map((v, i) => (i === index ? value : v)));
    expect(wrong(0, 'secret words')).toThrow('test row: id is not an integer (string)');
    expect(wrong(0, 1.5)).toThrow('test row: id is not an integer (number)');
    expect(wrong(1, 3)).toThrow('test row: name is not text (number)');
    expect(wrong(2, 'true')).toThrow('test row: done is not a boolean (string)');
    expect(wrong(3, '2026-11-24T09:00:00.123Z')).toThrow('test row: at is not a UTC time to the microsecond (string)');
    expect(wrong(4, 'soon')).toThrow('test row: when is not a time (string)');
    expect(wrong(5, 'fine')).toThrow('test row: care is not one of crisis, health (string)');
    expect(wrong(6, [1])).toThrow('test row: tags is not text (number)');
    expect(wrong(7, null)).toThrow('test row: stored is not a list (null)');
    expect(wrong(0, 'secret words')).not.toThrow('secret');
  });

  it('names a nested row by its own decoder', () => {
    const outer = rowDecoder('outer', { inner: listOf(rowDecoder('inner', { id: int })) });
    expect(outer([[[1], [2]]])).toEqual({ inner: [{ id: 1 }, { id: 2 }] });
    expect(() => outer([[['x']]])).toThrow('inner: id is not an integer (string)');
  });
});
