import { describe, expect, it } from 'vitest';
import { type QueueTicket, ReaderQueue } from './reader-queue';

const ticket = (t: QueueTicket | string): QueueTicket => {
  if (typeof t === 'string') throw new Error(`refused: ${t}`);
  return t;
};

describe('ReaderQueue', () => {
  it('runs at most `concurrent` at once, admits at most `capacity`, and passes places on in order', async () => {
    const queue = new ReaderQueue({ concurrent: 2, capacity: 3, perMember: 1 });
    const [a, b, c] = [1, 2, 3].map((member) => ticket(queue.admit(member))) as [QueueTicket, QueueTicket, QueueTicket];
    expect(queue.admit(4)).toBe('full');
    const order: string[] = [];
    await a.turn();
    await b.turn();
    const waiting = c.turn().then(() => order.push('c'));
    expect(queue.load).toEqual({ running: 2, admitted: 3, members: 3 });
    a.done();
    a.done();
    await waiting;
    expect(order).toEqual(['c']);
    expect(queue.load).toEqual({ running: 2, admitted: 2, members: 2 });
    b.done();
    c.done();
    expect(queue.load).toEqual({ running: 0, admitted: 0, members: 0 });
  });

  it('gives back the place of a ticket that never took its turn (its upload failed)', () => {
    const queue = new ReaderQueue({ concurrent: 1, capacity: 1, perMember: 1 });
    ticket(queue.admit(1)).done();
    expect(typeof queue.admit(1)).toBe('object');
  });

  it("admits at most `perMember` of one member's photos, whatever room is left, until one is done", async () => {
    const queue = new ReaderQueue({ concurrent: 2, capacity: 6, perMember: 1 });
    const first = ticket(queue.admit(7));
    expect(queue.admit(7)).toBe('member-busy');
    expect(queue.admit(7)).toBe('member-busy');
    // Other members still get in.
    const other = ticket(queue.admit(8));
    expect(queue.load).toEqual({ running: 0, admitted: 2, members: 2 });
    await first.turn();
    first.done();
    first.done();
    const again = ticket(queue.admit(7));
    expect(queue.admit(7)).toBe('member-busy');
    again.done();
    other.done();
    expect(queue.load).toEqual({ running: 0, admitted: 0, members: 0 });
  });

  it("is full before a member's own cap: a member with no photo in is refused as `full`", () => {
    const queue = new ReaderQueue({ concurrent: 1, capacity: 2, perMember: 2 });
    ticket(queue.admit(1));
    ticket(queue.admit(1));
    expect(queue.admit(1)).toBe('full');
    expect(queue.admit(2)).toBe('full');
  });
});
