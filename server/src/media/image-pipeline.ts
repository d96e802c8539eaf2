import { PHOTO_REFUSALS } from '@contract/media';
import pLimit, { type LimitFunction } from 'p-limit';
import type Sharp from 'sharp';
import { AppError } from '../lib/app-error';
import { fileTypeOf, loadFileType } from './file-type-of';

let sharpLoaded: Promise<typeof Sharp> | undefined;

/**
 * The image library, loaded once: ahead of the first image (loadImageLibraries), or by it. Everything
 * that draws images gets it here, so its cache is off before the first one: libvips keeps recent
 * operations and their pixels (up to 50 MB) for reuse, and every image here is a new one, so the
 * cache would only hold memory.
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/**
 * Loads the image library and the file-type detector together. The server asks a moment after it
 * starts listening, so that neither the start's first answer nor the first photo waits for them
 * (about 120 ms on a two-core machine; docs/decisions/0025-image-libraries-and-webp-effort.md).
 */
export async function loadImageLibraries(): Promise<void> {
  await Promise.all([loadSharp(), loadFileType()]);
}

/** Decoding stops past this many pixels (24 megapixels), so a tiny "pixel flood" file cannot exhaust memory. */
const DEFAULT_MAX_PIXELS = 24_000_000;

/** Two at a time: each decode can take a core and tens of MB, and argon2 and the database need the rest. */
const DEFAULT_CONCURRENT_DECODES = 2;

/**
 * libwebp's effort (0-6) trades encoding CPU for size at the same quality. At 1 a photo costs about
 * half the CPU of the default 4 and comes out a few percent larger (0023, 0025).
 */
const WEBP_EFFORT = 1;

/** Formats the bundled libvips decodes safely; SVG is never sniffed as an image, so never rendered. */
const DECODABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

interface ReencodeOptions {
  /** The longest side of the result, in pixels; smaller images are not enlarged. */
  maxEdge: number;
  /** Larger inputs are refused with 413 before they are decoded in full. */
  maxPixels?: number;
}

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
  extension: 'webp';
}

const tooManyPixelsMessage = (maxPixels: number) =>
  `File too large: Please upload an image of at most ${maxPixels / 1_000_000} megapixels`;

/**
 * The one way an uploaded image becomes something Telve stores: the bytes must be an image by their
 * magic numbers (the browser's type and name are ignored), are decoded with a pixel limit, turned
 * upright, resized, and re-encoded as WebP. The output carries no EXIF, GPS or other metadata, and
 * only the first frame of an animation.
 */
export class ImagePipeline {
  /**
   * At most a few decodes at once, the others waiting in arrival order (activeCount and
   * pendingCount tell how many); shared by every caller of this pipeline. Image decoding is CPU- and
   * memory-heavy, so a burst of uploads queues here instead of all decoding together.
   */
  readonly decodes: LimitFunction;

  constructor(options: { maxConcurrentDecodes?: number } = {}) {
    this.decodes = pLimit(options.maxConcurrentDecodes ?? DEFAULT_CONCURRENT_DECODES);
  }

  async reencode(input: Uint8Array, options: ReencodeOptions): Promise<EncodedImage> {
    const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
    // Outside the try: a library that fails to load is the server's fault, not the member's image.
    // Both load together when the warm-up has not loaded them yet.
    const [sharp, detected] = await Promise.all([loadSharp(), fileTypeOf(input)]);
    if (!detected || !DECODABLE.has(detected.mime)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_REFUSALS.invalidType);
    }
    try {
      const { data, info } = await this.decodes(() =>
        sharp(input, { limitInputPixels: maxPixels, animated: false })
          .rotate()
          .resize(options.maxEdge, options.maxEdge, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82, effort: WEBP_EFFORT })
          .toBuffer({ resolveWithObject: true }),
      );
      return { bytes: data, width: info.width, height: info.height, contentType: 'image/webp', extension: 'webp' };
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (/pixel limit/i.test(message)) throw new AppError('PAYLOAD_TOO_LARGE', tooManyPixelsMessage(maxPixels));
      // Anything else libvips refuses (truncated, corrupt, unsupported variant) is not an image we take.
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_REFUSALS.invalidType);
    }
  }
}
