import type Sharp from 'sharp';

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
