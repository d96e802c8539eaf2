/**
 * A local stand-in for a browser vendor's push service, the receiving side of the Web Push protocol
 * (RFC 8030, RFC 8291's aes128gcm payloads, RFC 8292's VAPID), so the real web-push client is tested
 * over real HTTPS without a network. It plays the browsers too: subscribe() makes a subscription
 * with real ECDH P-256 keys, and each message received is checked (content encoding, TTL, a VAPID
 * token signed for this origin with the key it names) and decrypted with that browser's private key.
 * An endpoint answers 201, or the status a test sets (404 or 410: the browser unsubscribed).
 */
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';

const TLS_DIR = path.join(import.meta.dirname, 'push-service-tls');
/** A self-signed certificate for 127.0.0.1, valid for a century: the test's agent trusts it alone. */
const TLS = {
  cert: fs.readFileSync(path.join(TLS_DIR, 'cert.pem')),
  key: fs.readFileSync(path.join(TLS_DIR, 'key.pem')),
};

/** One push message as the browser would see it, with what the push service was told about it. */
export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, as text. */
  text: string;
  ttl: number;
  urgency: string | undefined;
  /** The application server's VAPID public key (base64url) the token was verified with. */
  vapidKey: string;
  /** The VAPID token's subject (a mailto: or https: contact). */
  subject: string;
  /** The status the stand-in answered. */
  status: number;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushServiceStandIn {
  origin: string;
  /** An agent that trusts the stand-in's certificate, for web-push's `agent` option. */
  agent: Agent;
  /** A new browser subscription, answered with `status` (201 unless told). */
  subscribe(options?: { status?: number }): TestSubscription;
  /** What the endpoint answers from now on. */
  answer(endpoint: string, status: number): void;
  /** Every message received, accepted or not, in order. */
  received: ReceivedPush[];
  /** Requests refused as malformed, with the reason: a test expects none. */
  refused: string[];
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

interface Browser {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
  status: number;
}

/** RFC 8291 section 3.4 and RFC 8188: the one-record aes128gcm body, opened with the browser's keys. */
export function decryptAes128gcm(body: Buffer, browser: { ecdh: Browser['ecdh']; publicKey: Buffer; auth: Buffer }) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`keyid of ${idLength} bytes, not a P-256 public key`);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = browser.ecdh.computeSecret(serverPublicKey);
  const prkKey = hmac(browser.auth, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, serverPublicKey, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with a 2 delimiter, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT ES256-signed by k, for this origin, not expired. */
function checkVapid(header: string | undefined, origin: string): { vapidKey: string; subject: string } {
  const match = header?.match(/^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/);
  if (!match) throw new Error(`Authorization is not a VAPID header: ${header}`);
  const [, token = '', vapidKey = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const key = Buffer.from(vapidKey, 'base64url');
  if (key.length !== 65 || key[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(key.subarray(1, 33)), y: b64url(key.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID token is not signed by k');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  if (header_.alg !== 'ES256') throw new Error(`alg ${header_.alg}`);
  if (body.aud !== origin) throw new Error(`aud ${body.aud} is not ${origin}`);
  if (!(body.exp > Date.now() / 1000) || body.exp > Date.now() / 1000 + 24 * 3600) throw new Error('exp out of range');
  if (!/^(mailto:|https:)/.test(String(body.sub))) throw new Error(`sub ${body.sub}`);
  return { vapidKey, subject: String(body.sub) };
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const sockets = new Set<Duplex>();
  let origin = '';

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const endpoint = `${origin}${request.url}`;
    const browser = browsers.get(request.url ?? '');
    const refuse = (reason: string) => {
      refused.push(reason);
      response.writeHead(400).end(reason);
    };
    if (request.method !== 'POST') return refuse(`method ${request.method}`);
    if (!browser) return response.writeHead(404).end();
    if (request.headers['content-encoding'] !== 'aes128gcm') {
      return refuse(`content-encoding ${request.headers['content-encoding']}`);
    }
    const ttl = Number(request.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return refuse(`TTL ${request.headers.ttl}`);
    let text: string;
    let vapid: { vapidKey: string; subject: string };
    try {
      vapid = checkVapid(request.headers.authorization, origin);
      text = decryptAes128gcm(body, browser);
    } catch (error) {
      return refuse(String(error));
    }
    const urgency = request.headers.urgency as string | undefined;
    received.push({ endpoint, text, ttl, urgency, ...vapid, status: browser.status });
    response.writeHead(browser.status).end();
  };

  const server = createServer(TLS, (request, response) => {
    handle(request, response).catch((error: unknown) => {
      refused.push(String(error));
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: TLS.cert, keepAlive: true });

  return {
    origin,
    agent,
    received,
    refused,
    subscribe(options = {}) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = `/push/${randomBytes(12).toString('base64url')}`;
      const browser: Browser = {
        ecdh,
        publicKey: ecdh.getPublicKey(),
        auth: randomBytes(16),
        status: options.status ?? 201,
      };
      browsers.set(id, browser);
      return { endpoint: `${origin}${id}`, keys: { p256dh: b64url(browser.publicKey), auth: b64url(browser.auth) } };
    },
    answer(endpoint, status) {
      const browser = browsers.get(endpoint.slice(origin.length));
      if (!browser) throw new Error(`no such subscription: ${endpoint}`);
      browser.status = status;
    },
    async close() {
      agent.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
