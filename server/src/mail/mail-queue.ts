import type { Mailer, MailMessage } from './mailer';

/** How long closing the app waits for sends still under way. */
const DRAIN_MS = 5_000;

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
    const sending = this.mailer
      .deliver(message)
      .catch((error) => this.onError(error, message.subject))
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
