import {
  CUP_PHOTO_MAX_BYTES,
  CUP_PHOTO_MESSAGES,
  type CupPhotoFields,
  CupPhotoFieldsSchema,
} from '@contract/cup-photos';
import { UPLOAD_MESSAGES } from '@contract/media';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';

/** The form of POST /api/cup-photos: the photo's bytes and the optional handle angle. */
interface PhotoForm extends CupPhotoFields {
  photo: Buffer;
}

/**
 * Reads the photo (field `photo`, at most CUP_PHOTO_MAX_BYTES) and the text fields, in any order.
 * Every client mistake is a 4xx and nothing is kept: not multipart 415, over the size 413, a field
 * cut short by the parser's limit, a bad handle angle, no photo or a malformed body 400. The file's
 * name and type as the browser sent them are never read.
 */
export async function readPhotoForm(request: FastifyRequest): Promise<PhotoForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  let photo: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: CUP_PHOTO_MAX_BYTES } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'photo') photo = bytes;
        continue;
      }
      if (part.fieldname === 'photo') throw badRequest(UPLOAD_MESSAGES.noFilename('photo'));
      if (part.fieldname !== 'handleAngle') continue;
      if (part.valueTruncated || typeof part.value !== 'string') throw badRequest(CUP_PHOTO_MESSAGES.badHandleAngle);
      fields.handleAngle = part.value;
    }
  } catch (error) {
    throw asFormError(error);
  }
  if (!photo) throw badRequest(UPLOAD_MESSAGES.missing('photo'));
  const parsed = CupPhotoFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? CUP_PHOTO_MESSAGES.badHandleAngle);
  return { photo, ...parsed.data };
}

/** The multipart parser's failures as the client's fault, as plugins/uploads.ts words them. */
function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', CUP_PHOTO_MESSAGES.tooLarge);
  if (code?.startsWith('FST_') && statusCode && statusCode < 500) return error;
  if (message === 'Multipart: Boundary not found') return badRequest(UPLOAD_MESSAGES.noBoundary);
  return badRequest(UPLOAD_MESSAGES.malformed);
}
