/**
 * A local stand-in for an OpenAI-compatible chat-completions server, so tests exercise the real AI SDK
 * client over real HTTP without a network or a model. Start one per test file and close it in afterAll.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How the stand-in answers:
 * - `ok`: the configured text (split into several deltas when streaming);
 * - `error`: HTTP 500 with an OpenAI-shaped error body;
 * - `hang`: accepts the request and never answers;
 * - `empty`: a well-formed answer whose content is empty;
 * - `cut`: streams the first deltas, then drops the connection (non-streaming: drops it at once).
 */
type OpenAiStandInMode = 'ok' | 'error' | 'hang' | 'empty' | 'cut';

/** One request the stand-in received, kept so tests can assert on prompts and settings. */
interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  // The body is whatever JSON the client sent; tests read fields such as messages and max_tokens.
  body: any;
}

export interface OpenAiStandIn {
  /** Base URL to give the client, including the `/v1` prefix (e.g. `http://127.0.0.1:40123/v1`). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** From now on, answers as `mode`; with `onlyWhen`, only the requests it picks, the others as `ok`. */
  setMode(mode: OpenAiStandInMode, onlyWhen?: (body: any) => boolean): void;
  setText(text: string): void;
  /** Stops listening and destroys open sockets, so a hanging request cannot keep the test run alive. */
  close(): Promise<void>;
}

const DEFAULT_TEXT = 'The cup shows a bird near the rim: good news is on its way to you.';
const COMPLETION_PATHS = new Set(['/v1/chat/completions', '/chat/completions']);

/** Starts the stand-in on 127.0.0.1 with a free port. */
export async function startOpenAiStandIn(
  options: { mode?: OpenAiStandInMode; text?: string } = {},
): Promise<OpenAiStandIn> {
  let mode: OpenAiStandInMode = options.mode ?? 'ok';
  let onlyWhen: ((body: any) => boolean) | undefined;
  let text = options.text ?? DEFAULT_TEXT;
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.method !== 'POST' || !COMPLETION_PATHS.has(path)) {
      sendJson(res, 404, { error: { message: `No route for ${req.method} ${path}`, type: 'not_found' } });
      return;
    }
    const raw = await readBody(req);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      sendJson(res, 400, { error: { message: 'Body is not JSON', type: 'invalid_request_error' } });
      return;
    }
    requests.push({ path, headers: req.headers, body });
    const model = typeof (body as { model?: unknown }).model === 'string' ? (body as { model: string }).model : '';
    const stream = (body as { stream?: unknown }).stream === true;

    switch (onlyWhen && !onlyWhen(body) ? 'ok' : mode) {
      case 'hang':
        return; // Never answer: the client's own time-out must end the call.
      case 'error':
        sendJson(res, 500, { error: { message: 'The stand-in was told to fail', type: 'server_error' } });
        return;
      case 'cut':
        if (stream) streamChunks(res, model, splitIntoDeltas(text), { cut: true });
        else res.destroy();
        return;
      case 'empty':
      case 'ok': {
        const content = mode === 'empty' ? '' : text;
        if (stream) streamChunks(res, model, splitIntoDeltas(content), { cut: false });
        else sendJson(res, 200, completion(model, content));
        return;
      }
    }
  }

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode: (next, when) => {
      mode = next;
      onlyWhen = when;
    },
    setText: (next) => {
      text = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
}

function completion(model: string, content: string) {
  return {
    id: 'chatcmpl-standin',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: Math.ceil(content.length / 4), total_tokens: 10 },
  };
}

/** Splits text into at least a few deltas (word groups), as a real model streams it. */
function splitIntoDeltas(text: string): string[] {
  if (text === '') return [];
  const words = text.match(/\S+\s*/g) ?? [text];
  const perDelta = Math.max(1, Math.ceil(words.length / 6));
  const deltas: string[] = [];
  for (let i = 0; i < words.length; i += perDelta) deltas.push(words.slice(i, i + perDelta).join(''));
  // Keep any leading whitespace the regex skipped, so the deltas always join back to the text.
  const lead = text.length - text.trimStart().length;
  if (lead > 0) deltas.unshift(text.slice(0, lead));
  return deltas;
}

function streamChunks(res: ServerResponse, model: string, deltas: string[], opts: { cut: boolean }): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: object, finishReason: string | null) => ({
    id: 'chatcmpl-standin',
    object: 'chat.completion.chunk',
    created,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
  const send = (payload: object) => res.write(`data: ${JSON.stringify(payload)}\n\n`);

  send(chunk({ role: 'assistant', content: '' }, null));
  // A cut stream sends half its deltas, then the connection drops as if the provider crashed.
  const sent = opts.cut ? deltas.slice(0, Math.max(1, Math.floor(deltas.length / 2))) : deltas;
  for (const delta of sent) send(chunk({ content: delta }, null));
  if (opts.cut) {
    // Let the written chunks reach the client before the socket goes, so the failure is truly mid-stream.
    setTimeout(() => res.destroy(), 50);
    return;
  }
  send(chunk({}, 'stop'));
  res.end('data: [DONE]\n\n');
}
