import { setTimeout as delay } from 'node:timers/promises';
import type { Mailer, MailMessage } from './mailer';

/** How long closing the app waits for sends still under way. */
const DRAIN_MS = 5_000;
/**
 * How long after the answer has gone a deferred message is composed: long enough for the answer to
 * be on its way and read (through a proxy, or by a caller on the same busy machine) before the
 * composing work takes the processor; measured on two loaded cores, 5 ms was not always enough.
 */
export const COMPOSE_AFTER_MS = 50;

/**
 * Sends in the background: `send` returns at once, after the request's own work is committed, so a
 * slow or failing mail server never delays or undoes it. A failure is logged (without the address).
 */
export class MailQueue {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    readonly mailer: Mailer,
    private readonly onError: (error: unknown, subject: string) => void,
  ) {}

  send(message: MailMessage): void {
    this.track(this.mailer.deliver(message), message.subject);
  }

  /**
   * Composes a message only once `start` resolves (the request's answer has gone) and a moment has
   * passed, then sends it: the work a message needs (a lookup, a link's token) neither lengthens
   * the answer nor shows in its time. `compose` answers null when there is nothing to send. Tracked
   * like a send, so idle() and close() wait for it; a failure is logged under `what`.
   */
  sendAfter(start: Promise<unknown>, compose: () => Promise<MailMessage | null>, what: string): void {
    const composed = start.then(() => delay(COMPOSE_AFTER_MS)).then(compose);
    this.track(
      composed.then((message) => (message ? this.mailer.deliver(message) : undefined)),
      what,
    );
  }

  private track(work: Promise<unknown>, subject: string): void {
    const sending: Promise<void> = work
      .then(() => undefined)
      .catch((error) => this.onError(error, subject))
      .finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Resolves when every send under way has finished (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Waits for sends under way (at most a few seconds), then closes the transport. */
  async close(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, DRAIN_MS);
    });
    await Promise.race([Promise.allSettled([...this.pending]), timeout]);
    clearTimeout(timer);
    await this.mailer.close();
  }
}
