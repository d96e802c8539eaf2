import {
  CUP_PHOTO_MAX_BYTES,
  CUP_PHOTO_MESSAGES,
  type CupPhotoFields,
  CupPhotoFieldsSchema,
} from '@contract/cup-photos';
import { UPLOAD_MESSAGES } from '@contract/media';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import type { SpooledUpload, UploadSpool } from '../../media/upload-spool';

/** The form of POST /api/cup-photos: the photo, written to the spool, and the optional handle angle. */
interface PhotoForm extends CupPhotoFields {
  photo: SpooledUpload;
}

/**
 * Reads the photo (field `photo`, at most CUP_PHOTO_MAX_BYTES) into the spool and the text fields,
 * in any order. Every client mistake is a 4xx and nothing is kept (the spooled file is discarded):
 * not multipart 415, over the size 413, a field cut short by the parser's limit, a bad handle angle,
 * no photo or a malformed body 400. The file's name and type as the browser sent them are never
 * read. The caller discards the photo's file once it is read.
 */
export async function readPhotoForm(request: FastifyRequest, spool: UploadSpool): Promise<PhotoForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  let photo: SpooledUpload | undefined;
  try {
    const fields: Record<string, string> = {};
    for await (const part of request.parts({ limits: { fileSize: CUP_PHOTO_MAX_BYTES } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo' || photo) {
          part.file.resume();
          continue;
        }
        photo = await spool.take(part.file);
        if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', CUP_PHOTO_MESSAGES.tooLarge);
        continue;
      }
      if (part.fieldname === 'photo') throw badRequest(UPLOAD_MESSAGES.noFilename('photo'));
      if (part.fieldname !== 'handleAngle') continue;
      if (part.valueTruncated || typeof part.value !== 'string') throw badRequest(CUP_PHOTO_MESSAGES.badHandleAngle);
      fields.handleAngle = part.value;
    }
    if (!photo) throw badRequest(UPLOAD_MESSAGES.missing('photo'));
    const parsed = CupPhotoFieldsSchema.safeParse(fields);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? CUP_PHOTO_MESSAGES.badHandleAngle);
    return { photo, ...parsed.data };
  } catch (error) {
    await photo?.discard();
    throw asFormError(error);
  }
}

/** The multipart parser's failures as the client's fault, as plugins/uploads.ts words them. */
function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  // The spool's own file failing (a full disk, a folder gone) is the server's trouble, not the form's.
  if (error instanceof Error && 'syscall' in error && 'path' in error) return error;
  const { code, statusCode, message } = error as { code?: string; statusCode?: number; message?: string };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE', CUP_PHOTO_MESSAGES.tooLarge);
  if (code?.startsWith('FST_') && statusCode && statusCode < 500) return error;
  if (message === 'Multipart: Boundary not found') return badRequest(UPLOAD_MESSAGES.noBoundary);
  return badRequest(UPLOAD_MESSAGES.malformed);
}
