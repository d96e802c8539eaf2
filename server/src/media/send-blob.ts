import { Readable } from 'node:stream';
import { codeForStatus } from '@contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../lib/app-error';
import type { BlobStore } from './blob-store';
import { parseByteRange } from './byte-range';

/**
 * Sends a stored blob as every media address does, from a directory or a bucket alike: its type from
 * its key, nosniff, `cacheControl`, and a Range request answered 206 (or 416) so videos seek. A HEAD
 * gets the headers without the blob being read. An absent blob is 404.
 */
export async function sendBlob(
  store: BlobStore,
  key: string,
  options: { request: FastifyRequest; reply: FastifyReply; cacheControl: string },
): Promise<FastifyReply> {
  const { request, reply } = options;
  const info = await store.stat(key);
  if (!info) throw notFound();

  const answer = parseByteRange(request.headers.range, info.size);
  if (answer.kind === 'unsatisfiable') {
    return reply
      .status(416)
      .header('Content-Range', `bytes */${info.size}`)
      .send({ message: 'The requested range is outside the file.', code: codeForStatus(416) });
  }
  const range = answer.kind === 'part' ? answer.range : undefined;
  // From an object store a read is a fetch: Fastify drains a HEAD's stream to its end, and an empty
  // stream keeps the Content-Length set here.
  const body = request.method === 'HEAD' ? Readable.from([]) : await store.stream(key, range);
  if (body === null) throw notFound();
  reply
    .header('Content-Type', info.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', options.cacheControl)
    .header('Accept-Ranges', 'bytes');
  if (!range) return reply.header('Content-Length', info.size).send(body);
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(body);
}
