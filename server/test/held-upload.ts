// Sends a multipart upload all but its last bytes and holds them back until asked, as a member on a
// slow connection does: the server meanwhile holds what has arrived.
import http from 'node:http';

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
