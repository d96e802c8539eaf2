/** A place in the reader's queue: wait for a turn, and always say when done. */
export interface QueueTicket {
  /** Resolves when one of the running places is free and now this ticket's. */
  turn(): Promise<void>;
  /** Gives the place back (running or still waiting); calling it again does nothing. */
  done(): void;
}

/** Why a photo was not admitted: the queue is full, or its member already has `perMember` photos in it. */
export type QueueRefusal = 'full' | 'member-busy';

/**
 * The cup reader's bounded queue: at most `concurrent` readings at once, at most `capacity` photos
 * admitted in all (running and waiting), and at most `perMember` of one member's. A photo is
 * admitted before its bytes are read, so the memory of uploads in flight is bounded too; past a
 * bound a photo is refused at once (503) instead of piling up, and one member sending many photos
 * at once cannot fill the places other members' photos need.
 */
export class ReaderQueue {
  private running = 0;
  private admitted = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly byMember = new Map<number, number>();

  constructor(readonly options: { concurrent: number; capacity: number; perMember: number }) {}

  /** A ticket for one of `member`'s photos, or why it is refused. */
  admit(member: number): QueueTicket | QueueRefusal {
    if (this.admitted >= this.options.capacity) return 'full';
    const held = this.byMember.get(member) ?? 0;
    if (held >= this.options.perMember) return 'member-busy';
    this.byMember.set(member, held + 1);
    this.admitted++;
    let state: 'admitted' | 'waiting' | 'running' | 'done' = 'admitted';
    return {
      turn: () =>
        new Promise<void>((resolve) => {
          if (state !== 'admitted') throw new Error('a ticket takes one turn');
          const start = () => {
            state = 'running';
            resolve();
          };
          if (this.running < this.options.concurrent) {
            this.running++;
            start();
          } else {
            state = 'waiting';
            this.waiting.push(start);
          }
        }),
      done: () => {
        if (state === 'done') return;
        const was = state;
        state = 'done';
        this.admitted--;
        const left = (this.byMember.get(member) ?? 1) - 1;
        if (left > 0) this.byMember.set(member, left);
        else this.byMember.delete(member);
        if (was !== 'running') return;
        // The running place passes straight to the next in line.
        const next = this.waiting.shift();
        if (next) next();
        else this.running--;
      },
    };
  }

  /** How many run, how many are admitted in all, and how many members have a photo in, for tests and the bench. */
  get load(): { running: number; admitted: number; members: number } {
    return { running: this.running, admitted: this.admitted, members: this.byMember.size };
  }
}
