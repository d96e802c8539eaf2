import http from 'node:http';
import type { TestClient } from '../../../test/test-app';

/** One parsed server-sent event. */
interface SseEvent {
  event: string;
  // Tests read whichever field the event carries (delta, answer or message).
  data: any;
}

/** Parses a complete text/event-stream body into its events (`message` when no event line). */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

/**
 * Opens POST /api/ask/stream as the client's member on a connection of its own (node:http, no
 * pooling), resolving once the response headers arrive; `close()` hangs up as a closed tab would.
 */
export function openAskStream(
  client: TestClient,
  body: unknown,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; close(): void }> {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    const request = http.request(`${client.baseUrl}/api/ask/stream`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', cookie },
    });
    request.on('response', (response) =>
      resolve({ status: response.statusCode ?? 0, headers: response.headers, close: () => request.destroy() }),
    );
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
    request.end(JSON.stringify(body));
  });
}
