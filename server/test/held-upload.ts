// Multipart uploads sent part of the way, as a member on a slow or failing connection sends them: the
// rest held back until asked, or the connection dropped.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';

export interface HeldUpload {
  /** Resolves once the first part has been written to the socket. */
  sent: Promise<void>;
  /** Sends the rest; resolves with the answer. */
  finish(): Promise<{ status: number; body: string }>;
  /** Drops the connection; resolves once it is gone. */
  abort(): Promise<void>;
}

/** POSTs `bytes` as the file `field` to `url` as `cookie`'s member, sending only its first `sentBytes`. */
export function startHeldUpload(
  url: string,
  options: { cookie: string; field: string; filename: string; type: string; bytes: Buffer; sentBytes: number },
): HeldUpload {
  const boundary = 'telve-held-upload';
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; filename="${options.filename}"\r\n` +
      `Content-Type: ${options.type}\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      cookie: options.cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': preamble.length + options.bytes.length + closing.length,
    },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  // An aborted upload's answer never comes: that is not a failure of the test.
  answered.catch(() => undefined);
  request.write(preamble);
  const sent = new Promise<void>((resolve) =>
    request.write(options.bytes.subarray(0, options.sentBytes), () => resolve()),
  );
  let finished = false;
  return {
    sent,
    finish() {
      if (!finished) request.end(Buffer.concat([options.bytes.subarray(options.sentBytes), closing]));
      finished = true;
      return answered;
    },
    abort: () =>
      new Promise<void>((resolve) => {
        request.once('close', () => resolve());
        request.destroy();
      }),
  };
}

/**
 * POSTs `sentBytes` of a `totalBytes` video (`head`, then zeros) to `url` as `cookie`'s member, then
 * drops the connection, as a member whose phone loses its signal mid-video does; resolves once the
 * connection is gone.
 */
export async function abortUploadMidway(
  url: string,
  options: { cookie: string; head: Buffer; totalBytes: number; sentBytes: number },
): Promise<void> {
  const bytes = Buffer.alloc(options.totalBytes, 0);
  options.head.copy(bytes);
  const upload = startHeldUpload(url, {
    cookie: options.cookie,
    field: 'file',
    filename: 'clip.mp4',
    type: 'video/mp4',
    bytes,
    sentBytes: options.sentBytes,
  });
  await upload.sent;
  // Long enough for the server to have started storing what arrived.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await upload.abort();
}

/** A PNG of noise, which does not compress: about 270 KB at 300 x 300. */
export function noisePng(size = 300): Promise<Buffer> {
  return sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * Sends `bytes` as the PNG file `field` all but its last 40 KB, and waits (at most 2 s) until
 * `pipeline` holds more than half of them: the test checks that it did.
 */
export async function holdPngMidway(
  url: string,
  options: { cookie: string; field: string; bytes: Buffer; pipeline: { bytesHeld: number } },
): Promise<HeldUpload> {
  const upload = startHeldUpload(url, {
    ...options,
    filename: 'held.png',
    type: 'image/png',
    sentBytes: options.bytes.length - 40_000,
  });
  for (let i = 0; i < 200 && options.pipeline.bytesHeld <= options.bytes.byteLength / 2; i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return upload;
}
