import http from 'node:http';

/** One server-sent event as the browser's EventSource would dispatch it. */
export interface ReceivedEvent {
  id?: string;
  // Tests read whichever field the event carries (kind, postId, count, reason).
  data: any;
  /** When it arrived (Date.now()). */
  at: number;
}

export interface LiveStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The JSON body of a refusal. */
  body(): Promise<any>;
  events: ReceivedEvent[];
  /** Everything received so far, comments and fields included. */
  raw(): string;
  /** Resolves with the first event (from the start) that `match` accepts, or rejects after `timeoutMs`. */
  next(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens GET `url` on a connection of its own (node:http, no pooling) with the cookie header given,
 * resolving once the response headers arrive; the events are parsed as they come.
 */
export function openLiveStream(
  url: string,
  options: { cookie: string; lastEventId?: string; headers?: Record<string, string> },
): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, {
      agent: false,
      headers: {
        accept: 'text/event-stream',
        cookie: options.cookie,
        ...(options.lastEventId === undefined ? {} : { 'last-event-id': options.lastEventId }),
        ...options.headers,
      },
    });
    request.on('response', (response) => {
      let text = '';
      let pending = '';
      const events: ReceivedEvent[] = [];
      const waiters = new Set<() => void>();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        pending += chunk;
        let end = pending.indexOf('\n\n');
        while (end !== -1) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const lines = block.split('\n');
          const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
          if (data.length > 0) {
            const id = lines.find((l) => l.startsWith('id: '))?.slice(4);
            events.push({ id, data: JSON.parse(data.join('\n')), at: Date.now() });
          }
          end = pending.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      });
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: async () => {
          await ended;
          return JSON.parse(text);
        },
        events,
        raw: () => text,
        ended,
        next(match, timeoutMs = 5000) {
          return new Promise((found, fail) => {
            const check = () => {
              const event = events.find(match);
              if (!event) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(event);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`No matching event within ${timeoutMs} ms; received: ${text}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
  });
}
