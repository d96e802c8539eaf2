// Sends the first part of a multipart upload and then drops the connection, as a member whose
// phone loses its signal mid-video does.
import http from 'node:http';

/**
 * POSTs `sentBytes` of a `totalBytes` video to `url` as `cookie`'s member, then destroys the socket;
 * resolves once the connection is gone.
 */
export async function abortUploadMidway(
  url: string,
  options: { cookie: string; head: Buffer; totalBytes: number; sentBytes: number },
): Promise<void> {
  const boundary = 'telve-aborted-upload';
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.alloc(options.totalBytes, 0);
  options.head.copy(body);
  const request = http.request(url, {
    method: 'POST',
    headers: {
      cookie: options.cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': preamble.length + body.length + closing.length,
    },
  });
  request.on('error', () => undefined);
  request.write(preamble);
  await new Promise<void>((resolve) => request.write(body.subarray(0, options.sentBytes), () => resolve()));
  // Long enough for the server to have started storing what arrived.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await new Promise<void>((resolve) => {
    request.once('close', () => resolve());
    request.destroy();
  });
}
