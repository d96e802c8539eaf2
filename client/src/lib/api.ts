/** An HTTP failure carrying the status and the server's message (SPEC.md section 7's rule). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let message = '';
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const pick = body.message ?? body.error ?? body.details;
    if (typeof pick === 'string' && pick) message = pick;
    else message = res.statusText;
  } catch {
    message = text;
  }
  return new ApiError(res.status, message || `${res.status} ${res.statusText}`);
}

/**
 * The shared helper: credentials always included, JSON body and content type only when a body is
 * given; throws ApiError with the server's message on failure.
 */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!res.ok) throw await errorFrom(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

/** The default query: the first element of the key is the URL; on 401 it yields null or throws. */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const res = await fetch(String(queryKey[0]), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    if (!res.ok) throw await errorFrom(res);
    return (await res.json()) as T;
  };
}
