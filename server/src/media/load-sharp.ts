import type Sharp from 'sharp';
import { BACKGROUND_NICENESS, lowerThreadsNamed, OccasionalLowering } from '../lib/thread-priority';

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

/** libvips' workers are looked for at most once a second: see OccasionalLowering. */
const imageWorkers = new OccasionalLowering(() => lowerThreadsNamed('libvips worker', BACKGROUND_NICENESS), 1000);

/**
 * Lowers libvips' worker threads (started by the first images, kept for the next) below the main
 * thread's priority, so on a busy machine the scheduler serves requests first and a decode or a
 * card waits (docs/decisions/0051-place-index-and-image-threads.md). Called after image work, as
 * threads libvips started meanwhile are found only then; it looks at most once a second.
 */
export function lowerImageWorkPriority(): void {
  imageWorkers.run();
}

/** The next image looks for libvips' workers again, however soon (a test that set them back). */
export function lookForImageWorkersAgain(): void {
  imageWorkers.forget();
}
