import { MAX_PHOTO_BYTES, UPLOAD_MESSAGES } from '@contract/media';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest, notFound } from '../lib/app-error';
import { isBlobKey } from '../media/blob-store';
import type { UploadHold } from '../media/image-pipeline';
import { sendBlob } from '../media/send-blob';

/** Every multipart request: one file, a few short fields. A route raises fileSize for itself in readUploadedFile. */
const MULTIPART_LIMITS = {
  fileSize: MAX_PHOTO_BYTES,
  files: 1,
  fields: 5,
  parts: 6,
  fieldSize: 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

interface UploadedFile {
  bytes: Buffer;
  /** As the browser named it: for logs only, never for storage or type decisions. */
  filename: string;
}

/**
 * Reads the one file sent as `field` (other short fields are ignored), buffering at most `maxBytes`.
 * Every client mistake is a 4xx: not multipart 415; no boundary, a body cut short, a part without a
 * filename, or no such file 400; a file over the limit 413 with `tooLargeMessage`; a second file 413.
 * Each chunk is counted in `hold` as it arrives, so a busy server refuses (503) before the file is
 * read whole; the rest of the body is then read and dropped, so the member gets the answer.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; tooLargeMessage: string; hold: UploadHold },
): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  let found: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes } })) {
      if (part.type === 'file') {
        const bytes = await readHeld(part.file, options.hold);
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', options.tooLargeMessage);
        if (part.fieldname === options.field) found = { bytes, filename: part.filename };
      } else if (part.fieldname === options.field) {
        throw badRequest(UPLOAD_MESSAGES.noFilename(options.field));
      }
    }
  } catch (error) {
    throw asUploadError(error, options.tooLargeMessage);
  }
  if (!found) throw badRequest(UPLOAD_MESSAGES.missing(options.field));
  return found;
}

/** A file's bytes, each chunk taken into `hold` as it comes; refused, the rest is read and dropped. */
async function readHeld(file: AsyncIterable<Buffer>, hold: UploadHold): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let refusal: unknown;
  for await (const chunk of file) {
    if (refusal) continue;
    try {
      hold.take(chunk.length);
      chunks.push(chunk);
    } catch (error) {
      refusal = error;
      chunks.length = 0;
    }
  }
  if (refusal) throw refusal;
  return Buffer.concat(chunks);
}

/** Errors of the multipart parser as the client's fault: the limits keep their codes (see errors.ts), the rest is 400. */
function asUploadError(error: unknown, tooLargeMessage: string): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
  if (code?.startsWith('FST_') && statusCode && statusCode < 500) return error;
  // The parser's own errors carry no code: a missing boundary, or a body that ends inside a part.
  if (message === 'Multipart: Boundary not found') return badRequest(UPLOAD_MESSAGES.noBoundary);
  return badRequest(UPLOAD_MESSAGES.malformed);
}

/** A year: a key is never reused, so a blob under it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Multipart parsing for every route (limits above), and GET /uploads/:name for everyone: the blob's
 * type comes from its key, nosniff keeps browsers to it, and Range requests let videos seek.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.get(
    '/uploads/:name',
    {
      config: { access: 'public' },
      // Media is already compressed, and a compressed body would not match Content-Range.
      compress: false,
      schema: { params: z.object({ name: z.string().max(64) }) },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      if (!isBlobKey(name)) throw notFound();
      return sendBlob(app.ctx.blobs, name, { request, reply, cacheControl: IMMUTABLE });
    },
  );
}
