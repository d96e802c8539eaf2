// A fetch-based client that any test or tool can point at a running Telve (no Vitest needed).
export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client: keeps the cookies the server sets and sends them back. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  /**
   * `settle`, awaited before each request: the test app passes one that waits until the server has
   * heard every change committed so far, so a test's own database write (a subscription, a role)
   * is seen by its next request on PostgreSQL too, where announcements arrive a moment after commit.
   */
  constructor(
    readonly baseUrl: string,
    private readonly settle?: () => Promise<void>,
  ) {}

  async request<T = any>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
    const h = init.headers as Record<string, string>;
    if (body instanceof FormData) {
      init.body = body;
    } else if (typeof body === 'string') {
      init.body = body;
      h['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      h['content-type'] = 'application/json';
    }
    if (this.cookies.size > 0) h.cookie = this.cookieHeader();
    await this.settle?.();
    const response = await fetch(this.baseUrl + url, init);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** The Cookie header this client sends, for callers that make their own requests (the bench). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  get<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }

  post<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, body, headers);
  }
}
