/** A place in the reader's queue: wait for a turn, and always say when done. */
export interface QueueTicket {
  /** Resolves when one of the running places is free and now this ticket's. */
  turn(): Promise<void>;
  /** Gives the place back (running or still waiting); calling it again does nothing. */
  done(): void;
}

/**
 * The cup reader's bounded queue: at most `concurrent` readings at once, and at most `capacity`
 * photos admitted in all (running and waiting). A photo is admitted before its bytes are read, so the
 * memory of uploads in flight is bounded too; past the capacity a photo is refused at once (503)
 * instead of piling up.
 */
export class ReaderQueue {
  private running = 0;
  private admitted = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly options: { concurrent: number; capacity: number }) {}

  /** A ticket, or null when the queue is full. */
  admit(): QueueTicket | null {
    if (this.admitted >= this.options.capacity) return null;
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
        if (was !== 'running') return;
        // The running place passes straight to the next in line.
        const next = this.waiting.shift();
        if (next) next();
        else this.running--;
      },
    };
  }

  /** How many run and how many wait, for tests and the bench. */
  get load(): { running: number; admitted: number } {
    return { running: this.running, admitted: this.admitted };
  }
}
