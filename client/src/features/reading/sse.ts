import { type AskStreamEvent, AskStreamEventSchema } from '@contract/reading';

/** One server-sent event: its name ('message' when the frame has no event line) and its data. */
interface ServerEvent {
  event: string;
  data: string;
}

function parseFrame(frame: string): ServerEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

/**
 * Reads a text/event-stream body frame by frame (frames end with a blank line), as fetch gives it
 * in arbitrary chunks.
 */
async function* readServerEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    while (true) {
      const { value, done } = await reader.read();
      buffer += decoder.decode(value, { stream: !done }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const frame = parseFrame(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (frame) yield frame;
        end = buffer.indexOf('\n\n');
      }
      if (done) break;
    }
    const last = parseFrame(buffer);
    if (last) yield last;
  } finally {
    reader.releaseLock();
  }
}

/** The ask stream's events, each checked against the contract; an unknown event is skipped. */
export async function* readAskEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<AskStreamEvent> {
  for await (const { event, data } of readServerEvents(body)) {
    const parsed = AskStreamEventSchema.safeParse({ event, data: JSON.parse(data) });
    if (parsed.success) yield parsed.data;
  }
}
