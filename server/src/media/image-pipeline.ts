import { MEDIA_UNAVAILABLE_MESSAGES, PHOTO_REFUSALS } from '@contract/media';
import pLimit, { type LimitFunction } from 'p-limit';
import { AppError, inEveryLanguage } from '../lib/app-error';
import { REFUSAL_WORDS } from '../lib/refusal-words';
import { fileTypeOf, fileTypeOfFile, loadFileType } from './file-type-of';
import { loadSharp, lowerImageWorkPriority } from './load-sharp';

export { loadSharp };

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
 * The bytes of the uploads held in memory, from their first byte read until their decode ends
 * (running or waiting), are bounded: past 64 MB an upload is refused with 503 and Retry-After. A
 * burst of phone photos (a few MB each) waits its turn; a flood of 15 MB files cannot pile up, and
 * fifty read at once cannot all sit in memory before one is refused, as an upload's bytes count from
 * the moment they arrive (`holdUpload`). An upload that finds nothing else held is always taken,
 * whatever its size within the upload limit.
 */
const DEFAULT_MAX_HELD_BYTES = 64 * 1024 * 1024;

/** Seconds a refused upload is asked to wait: a decode takes well under a second. */
const BUSY_RETRY_SECONDS = 5;

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
  /** The hold the upload's bytes were counted in as they were read: released when the decode ends. */
  hold?: UploadHold;
}

/**
 * An upload's bytes in memory, counted against the pipeline's budget as they are read. `take`
 * refuses (503, Retry-After) when they would pass it, unless this upload is the only one held;
 * `release` gives them back, once, however often it is called.
 */
export interface UploadHold {
  take(bytes: number): void;
  release(): void;
}

/**
 * An image to re-encode: its bytes, or the file an upload was spooled to (media/upload-spool.ts),
 * which libvips reads as it decodes, so the file is never held in memory whole.
 */
export type ImageSource = Uint8Array | { file: string };

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
  extension: 'webp';
}

/** The 413 for an image over the pixel limit, in every language (the limit is in its words). */
const tooManyPixels = (maxPixels: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    inEveryLanguage((language) => REFUSAL_WORDS[language].imageTooLarge(maxPixels)),
  );

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
  private readonly maxHeldBytes: number;
  /** Bytes of the uploads in memory: being read, or taken and not yet decoded. */
  private heldBytes = 0;

  constructor(options: { maxConcurrentDecodes?: number; maxHeldBytes?: number } = {}) {
    this.decodes = pLimit(options.maxConcurrentDecodes ?? DEFAULT_CONCURRENT_DECODES);
    this.maxHeldBytes = options.maxHeldBytes ?? DEFAULT_MAX_HELD_BYTES;
  }

  /** Bytes of uploads held in memory now (being read, or waiting for or in their decode). */
  get bytesHeld(): number {
    return this.heldBytes;
  }

  /** A hold for one upload's bytes as they are read (see UploadHold); pass it on to `reencode`. */
  holdUpload(): UploadHold {
    let mine = 0;
    let released = false;
    return {
      take: (bytes) => {
        if (released) throw new Error('an upload hold was used after its release');
        // A full queue answers now, politely, rather than holding one more upload's bytes for long.
        if (this.heldBytes > mine && this.heldBytes + bytes > this.maxHeldBytes) {
          throw new AppError('UNAVAILABLE', MEDIA_UNAVAILABLE_MESSAGES.busy, {
            'retry-after': String(BUSY_RETRY_SECONDS),
          });
        }
        mine += bytes;
        this.heldBytes += bytes;
      },
      release: () => {
        if (released) return;
        released = true;
        this.heldBytes -= mine;
        mine = 0;
      },
    };
  }

  async reencode(input: ImageSource, options: ReencodeOptions): Promise<EncodedImage> {
    const hold = options.hold ?? this.holdUpload();
    try {
      return await this.reencodeHeld(input, options, hold);
    } finally {
      hold.release();
    }
  }

  private async reencodeHeld(input: ImageSource, options: ReencodeOptions, hold: UploadHold): Promise<EncodedImage> {
    const maxPixels = options.maxPixels ?? DEFAULT_MAX_PIXELS;
    const inMemory = input instanceof Uint8Array;
    // Outside the try: a library that fails to load is the server's fault, not the member's image.
    // Both load together when the warm-up has not loaded them yet.
    const [sharp, detected] = await Promise.all([
      loadSharp(),
      inMemory ? fileTypeOf(input) : fileTypeOfFile(input.file),
    ]);
    if (!detected || !DECODABLE.has(detected.mime)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_REFUSALS.invalidType);
    }
    // Only bytes in memory count against the bound: a spooled file waits on disk. Bytes read into
    // the caller's hold were counted as they arrived.
    if (!options.hold && inMemory) hold.take(input.byteLength);
    try {
      const { data, info } = await this.decodes(() =>
        sharp(inMemory ? input : input.file, { limitInputPixels: maxPixels, animated: false })
          .rotate()
          .resize(options.maxEdge, options.maxEdge, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82, effort: WEBP_EFFORT })
          .toBuffer({ resolveWithObject: true })
          .finally(lowerImageWorkPriority),
      );
      return { bytes: data, width: info.width, height: info.height, contentType: 'image/webp', extension: 'webp' };
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (/pixel limit/i.test(message)) throw tooManyPixels(maxPixels);
      // Anything else libvips refuses (truncated, corrupt, unsupported variant) is not an image we take.
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_REFUSALS.invalidType);
    }
  }
}
