import { describe, expect, it } from 'vitest';
import { ReaderQueue } from './reader-queue';

describe('ReaderQueue', () => {
  it('runs at most `concurrent` at once, admits at most `capacity`, and passes places on in order', async () => {
    const queue = new ReaderQueue({ concurrent: 2, capacity: 3 });
    const [a, b, c] = [queue.admit(), queue.admit(), queue.admit()];
    expect(queue.admit()).toBeNull();
    const order: string[] = [];
    await a?.turn();
    await b?.turn();
    const waiting = c?.turn().then(() => order.push('c'));
    expect(queue.load).toEqual({ running: 2, admitted: 3 });
    a?.done();
    a?.done();
    await waiting;
    expect(order).toEqual(['c']);
    expect(queue.load).toEqual({ running: 2, admitted: 2 });
    b?.done();
    c?.done();
    expect(queue.load).toEqual({ running: 0, admitted: 0 });
  });

  it('gives back the place of a ticket that never took its turn (its upload failed)', () => {
    const queue = new ReaderQueue({ concurrent: 1, capacity: 1 });
    queue.admit()?.done();
    expect(queue.admit()).not.toBeNull();
  });
});
