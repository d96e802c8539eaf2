// What the soak counts while it runs: every answer by status, the errors (any 5xx, or no answer at
// all), the refusals of a fair-use limit (429, not errors: the write was not acknowledged), any other
// unexpected answer, and the time each request took.

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

const SAMPLES_KEPT = 5;

export class Tally {
  requests = 0;
  /** Requests answered by each process, in the order the processes were started. */
  readonly perProcess = [0, 0];
  /** Any 5xx, or a request that got no answer (refused connection, reset, timeout). */
  errors = 0;
  /** 429: a fair-use limit refused the request; nothing was acknowledged. */
  refused = 0;
  /** A 4xx other than 429 and 401: a bench mistake or a server change, listed so it is looked at. */
  unexpected = 0;
  readonly samples: string[] = [];
  private millis: number[] = [];
  private byLabel = new Map<string, number[]>();

  answered(process: number, label: string, status: number, ms: number): void {
    this.requests += 1;
    this.perProcess[process] = (this.perProcess[process] ?? 0) + 1;
    this.millis.push(ms);
    const times = this.byLabel.get(label) ?? [];
    times.push(ms);
    this.byLabel.set(label, times);
    if (status >= 500) this.note('error', `${label} on process ${process + 1}: ${status}`);
    else if (status === 429) this.refused += 1;
    else if (status >= 400 && status !== 401) this.note('unexpected', `${label} on process ${process + 1}: ${status}`);
  }

  failed(process: number, label: string, error: unknown): void {
    this.requests += 1;
    this.perProcess[process] = (this.perProcess[process] ?? 0) + 1;
    this.note('error', `${label} on process ${process + 1}: ${(error as Error).message}`);
  }

  /** Times only what follows (the soak, not its set-up). */
  restartTiming(): void {
    this.millis = [];
    this.byLabel = new Map();
  }

  /** Latency percentile over the requests answered since restartTiming(), in ms. */
  percentile(p: number): number {
    return percentileOf(this.millis, p);
  }

  /** The `n` kinds of request with the highest p99, slowest first. */
  slowest(n: number): { label: string; count: number; p50: number; p99: number }[] {
    return [...this.byLabel]
      .map(([label, millis]) => ({
        label,
        count: millis.length,
        p50: percentileOf(millis, 50),
        p99: percentileOf(millis, 99),
      }))
      .sort((a, b) => b.p99 - a.p99)
      .slice(0, n);
  }

  private note(kind: 'error' | 'unexpected', sample: string): void {
    if (kind === 'error') this.errors += 1;
    else this.unexpected += 1;
    if (this.samples.length < SAMPLES_KEPT) this.samples.push(`${kind}: ${sample}`);
  }
}

function percentileOf(millis: number[], p: number): number {
  if (millis.length === 0) return 0;
  const sorted = [...millis].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
}
