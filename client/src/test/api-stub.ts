import { vi } from 'vitest';

/** A request the client sent: method, path with its query, and the body (JSON parsed, FormData as is). */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the server: every fetch is recorded and answered by `answer`. Undone by
 * vi.unstubAllGlobals() (resetApp).
 */
export function stubApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { method: init.method ?? 'GET', path: String(input), body };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

/** A JSON answer, as the server sends one. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Holds an answer back: `opened` resolves once `open` is called, so a test can look at the screen meanwhile. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
