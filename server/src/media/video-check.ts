import { AppError } from '../lib/app-error';
import { fileTypeOf } from './file-type-of';

/** The videos Telve stores, by what their bytes say (never by the browser's label), and their extension. */
const VIDEO_TYPES = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
} as const;

type VideoContentType = keyof typeof VIDEO_TYPES;

interface VideoKind {
  contentType: VideoContentType;
  extension: (typeof VIDEO_TYPES)[VideoContentType];
}

/** The default ceiling for one video; callers pass their own. */
const DEFAULT_MAX_VIDEO_BYTES = 50 * 1024 * 1024;

/** The container signatures sit in the first bytes; this many is enough to recognise every accepted type. */
export const VIDEO_SNIFF_BYTES = 4100;

const VIDEO_INVALID_TYPE_MESSAGE = 'Invalid file type: Please upload an MP4, WebM or QuickTime video';

export const videoTooLargeMessage = (maxBytes: number) =>
  `File too large: Please upload a video smaller than ${Number((maxBytes / (1024 * 1024)).toFixed(1))}MB`;

/**
 * Accepts an MP4, WebM or QuickTime file by its magic bytes and refuses one over `maxBytes`. Videos
 * are not decoded on the server: they are stored as sent and served with their checked type and
 * nosniff, so a browser never treats them as anything else. `head` is the whole file or at least its
 * first VIDEO_SNIFF_BYTES; `size` is the whole file's length when only the head is given.
 */
export async function checkVideo(
  head: Uint8Array,
  options: { maxBytes?: number; size?: number } = {},
): Promise<VideoKind> {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_VIDEO_BYTES;
  if ((options.size ?? head.length) > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', videoTooLargeMessage(maxBytes));
  }
  const detected = await fileTypeOf(head);
  // file-type labels several ISO media brands video/mp4 (e.g. DRM-protected .m4p, Flash .f4v); only plain MP4 passes.
  const contentType = detected?.mime as VideoContentType | undefined;
  const extension = contentType ? VIDEO_TYPES[contentType] : undefined;
  if (!contentType || !extension || extension !== detected?.ext) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', VIDEO_INVALID_TYPE_MESSAGE);
  }
  return { contentType, extension };
}
