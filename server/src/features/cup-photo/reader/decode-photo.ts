/**
 * The reader's first step: the photo's bytes become a small upright RGB copy. On upload the reader
 * is given the media pipeline's re-encoded copy (upright WebP, at most 1333 px on its long side,
 * already held to the pipeline's pixel limit, upload-cup-photo.ts), so this decodes at most ~1.8 MP
 * and shrinks it to WORKING_EDGE. Called directly on a camera's JPEG (the measure, tests), libjpeg
 * shrinks a 12 MP photo while decoding it, so the full-size pixels are never held either way.
 */
import { loadSharp } from '../../../media/load-sharp';

/**
 * Larger inputs are refused before their pixels are decoded. Uploads never reach it (the pipeline's
 * own limit, also 24 MP, comes first and its copy is at most 1333 x 1333); it bounds direct callers.
 */
const READER_MAX_PIXELS = 24_000_000;

/** The long side of the working copy: a cup's inner radius lands at 120-220 px, enough to name a shape. */
export const WORKING_EDGE = 1000;

export interface DecodedPhoto {
  /** Interleaved RGB, `width * height * 3` bytes. */
  rgb: Uint8Array;
  /** Luma (0-255) of the same pixels. */
  grey: Float32Array;
  width: number;
  height: number;
}

/** Decodes with orientation applied and a bounded number of input pixels, downscaled to WORKING_EDGE. */
export async function decodePhoto(photo: Buffer): Promise<DecodedPhoto> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(photo, { limitInputPixels: READER_MAX_PIXELS, failOn: 'truncated' })
    .rotate()
    .resize(WORKING_EDGE, WORKING_EDGE, { fit: 'inside', withoutEnlargement: true, kernel: 'linear' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const rgb = new Uint8Array(data.buffer, data.byteOffset, width * height * 3);
  const grey = new Float32Array(width * height);
  for (let i = 0, j = 0; i < grey.length; i++, j += 3) {
    grey[i] = 0.299 * (rgb[j] as number) + 0.587 * (rgb[j + 1] as number) + 0.114 * (rgb[j + 2] as number);
  }
  return { rgb, grey, width, height };
}
