// Sends a multipart upload all but its last bytes and holds them back until asked, as a member on a
// slow connection does: the server meanwhile holds what has arrived.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';

export interface HeldUpload {
  /** Sends the bytes held back; resolves with the answer. */
  finish(): Promise<{ status: number; body: string }>;
}

/** POSTs `bytes` as the file `field` to `url` as `cookie`'s member, holding back its last `heldBack` bytes. */
export function startHeldUpload(
  url: string,
  options: { cookie: string; field: string; filename: string; type: string; bytes: Buffer; heldBack: number },
): HeldUpload {
  const boundary = 'telve-held-upload';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; filename="${options.filename}"\r\n` +
        `Content-Type: ${options.type}\r\n\r\n`,
    ),
    options.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      cookie: options.cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.length,
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
  request.write(body.subarray(0, body.length - options.heldBack));
  let sent = false;
  return {
    finish() {
      if (!sent) request.end(body.subarray(body.length - options.heldBack));
      sent = true;
      return answered;
    },
  };
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
  const upload = startHeldUpload(url, { ...options, filename: 'held.png', type: 'image/png', heldBack: 40_000 });
  for (let i = 0; i < 200 && options.pipeline.bytesHeld <= options.bytes.byteLength / 2; i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return upload;
}
