// One soak member: a premium account that sends each request to the next of the two processes in
// turn, keeps its session cookie, and writes down every write a process acknowledged (which process,
// and the id it answered) so that the other process can be asked for it afterwards.
import { registrationFor } from '../../server/test/sign-up';
import type { Answer, Tally } from './tally';

/** A request that gets no answer in this long is an error (a process that hangs is not serving). */
const REQUEST_TIMEOUT_MS = 30_000;

export type WriteKind = 'mood' | 'reading' | 'post' | 'like' | 'journal';

/** A write a process answered with success: it must be found afterwards through the other one. */
export interface Acknowledged {
  kind: WriteKind;
  /** The mood's, reading's, post's or saved entry's id; for a like, the post's. */
  id: number;
  /** Which process acknowledged it (0 or 1). */
  process: number;
}

export class SoakMember {
  cookie = '';
  email = '';
  password = '';
  circleId = 0;
  /** Other members' posts seen in the last feed page: what this member likes. */
  seenPosts: number[] = [];
  readonly writes: Acknowledged[] = [];
  /**
   * Sessions a process issued that the other one did not know (401 to a signed-in member): lost
   * writes too, since a sign-in is a write of the session row.
   */
  lostSessions = 0;
  private turn: number;

  constructor(
    readonly index: number,
    private readonly urls: string[],
    private readonly tally: Tally,
  ) {
    this.turn = index;
  }

  /** Sends to the next process in turn, or to `process`; answers null when no answer came. */
  async send(
    label: string,
    method: string,
    path: string,
    body?: unknown,
    process = this.turn++ % this.urls.length,
  ): Promise<(Answer & { process: number }) | null> {
    const began = performance.now();
    try {
      const res = await fetch(`${this.urls[process]}${path}`, {
        method,
        headers: {
          ...(this.cookie ? { cookie: this.cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      this.tally.answered(process, label, res.status, performance.now() - began);
      if (res.status === 401 && this.cookie) this.lostSessions += 1;
      const cookie = res.headers.getSetCookie().find((line) => line.startsWith('telve_session='));
      if (cookie) this.cookie = cookie.split(';')[0] ?? '';
      return { status: res.status, body: text ? safeJson(text) : null, headers: res.headers, process };
    } catch (error) {
      this.tally.failed(process, label, error);
      return null;
    }
  }

  /** Registers through the next process and becomes premium through the other (the demo provider). */
  async register(): Promise<void> {
    const registration = registrationFor({ firstName: 'Soak', lastName: `Member ${this.index}` });
    this.email = registration.email;
    this.password = registration.password;
    const made = await this.send('POST /api/register', 'POST', '/api/register', registration);
    if (made?.status !== 201) throw new Error(`soak: sign-up answered ${made?.status ?? 'nothing'}`);
    const premium = await this.send('POST /api/activate-demo-subscription', 'POST', '/api/activate-demo-subscription', {
      plan: 'annual',
    });
    if (premium?.status !== 200) throw new Error(`soak: premium activation answered ${premium?.status ?? 'nothing'}`);
  }

  /** Records a write when the answer acknowledged it with an id. */
  acknowledge(kind: WriteKind, answer: (Answer & { process: number }) | null, id?: number): void {
    if (!answer || answer.status >= 300) return;
    const written = id ?? (answer.body as { id?: number } | null)?.id;
    if (typeof written === 'number') this.writes.push({ kind, id: written, process: answer.process });
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
