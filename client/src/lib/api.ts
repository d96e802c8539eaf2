import {
  type ClientBodyOf,
  type ClientEndpoint,
  type ClientParamsOf,
  type ClientQueryOf,
  type ClientResponseOf,
  type Endpoint,
  fillPath,
} from '@contract/endpoint';

/** An HTTP failure carrying the status, the server's message and its error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a member reads when a request never reached Telve (offline, a dropped connection). */
export const NETWORK_ERROR_MESSAGE = "We couldn't reach Telve just now. Please check your connection and try again.";

/**
 * The one error parser: the body's message field, else error, else details, else the status text;
 * a non-JSON body gives its raw text; finally the status code with its text.
 */
async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let message = '';
  let code = '';
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const pick = body.message ?? body.error ?? body.details;
    message = typeof pick === 'string' && pick ? pick : res.statusText;
    if (typeof body.code === 'string') code = body.code;
  } catch {
    message = text;
  }
  return new ApiError(res.status, message || `${res.status} ${res.statusText}`, code || `HTTP_${res.status}`);
}

interface CallOptions<E extends Endpoint> {
  params?: ClientParamsOf<E>;
  query?: ClientQueryOf<E>;
  signal?: AbortSignal;
  /** Bypass the HTTP cache (the user re-check after signing in). */
  noCache?: boolean;
}

/** The URL of an endpoint with its path parameters and query filled in. */
export function urlOf<E extends Endpoint>(endpoint: ClientEndpoint<E>, options: CallOptions<E> = {}): string {
  const path = fillPath(endpoint.path, options.params as Record<string, unknown> | undefined);
  const query = options.query as Record<string, unknown> | undefined;
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Sends a request for an endpoint: credentials always, a JSON body and content type only when there is a body. */
async function send<E extends Endpoint>(
  endpoint: ClientEndpoint<E>,
  body: ClientBodyOf<E> | undefined,
  options: CallOptions<E>,
  accept?: string,
): Promise<Response> {
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = {};
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (accept) headers.Accept = accept;
  let res: Response;
  try {
    res = await fetch(urlOf(endpoint, options), {
      method: endpoint.method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
      cache: options.noCache ? 'no-store' : undefined,
    });
  } catch (error) {
    // fetch rejects with a TypeError ('Failed to fetch') when no answer came at all; its words
    // mean nothing to a member. An abort (a DOMException) stays what it is.
    if (error instanceof TypeError) throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'NETWORK');
    throw error;
  }
  if (!res.ok) throw await errorFrom(res);
  return res;
}

/**
 * Calls an endpoint of the contract, typed by its declaration: `api(endpoints.createSubscription,
 * { plan })`. Throws ApiError with the server's message and code on failure.
 */
export async function api<E extends Endpoint>(
  endpoint: ClientEndpoint<E>,
  body?: ClientBodyOf<E>,
  options: CallOptions<E> = {},
): Promise<ClientResponseOf<E>> {
  const res = await send(endpoint, body, options);
  if (res.status === 204) return undefined as ClientResponseOf<E>;
  return (await res.json()) as ClientResponseOf<E>;
}

/** The current member, or null when signed out (a 401 is the normal answer then, not an error). */
export async function apiOrNullWhenSignedOut<E extends Endpoint>(
  endpoint: ClientEndpoint<E>,
  options: CallOptions<E> = {},
): Promise<ClientResponseOf<E> | null> {
  try {
    return await api(endpoint, undefined, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Opens a streamed endpoint; refusals come back as JSON before any event and throw ApiError. */
export async function openStream<E extends Endpoint>(
  endpoint: ClientEndpoint<E>,
  body: ClientBodyOf<E>,
  options: CallOptions<E> = {},
): Promise<ReadableStream<Uint8Array>> {
  const res = await send(endpoint, body, options, 'text/event-stream');
  if (!res.body) throw new ApiError(res.status, 'The answer could not be read.', 'NO_BODY');
  return res.body;
}
