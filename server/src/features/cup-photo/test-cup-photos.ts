// Test support for the cup photo tests: a stand-in reader and the upload form.
import type { CupShape } from '@contract/cup-photos';
import sharp from 'sharp';
import type { CupReader } from './cup-photo-desk';
import { generateCupPhoto } from './evaluation/generate-photo';
import { TUNE } from './evaluation/splits';
import type { CupReaderResult, ReadCupOptions } from './reader/types';

/** Two shapes a reading can name: a sure bird at the rim and dots read by their form at the bottom. */
export const STAND_IN_SHAPES: CupShape[] = [
  { symbolId: 'bird', form: 'figure', zone: 'rim', box: { x: 0.3, y: 0.15, w: 0.1, h: 0.08 }, confidence: 0.9 },
  { symbolId: null, form: 'dots', zone: 'bottom', box: { x: 0.47, y: 0.47, w: 0.06, h: 0.06 }, confidence: 0.8 },
];

export const STAND_IN_SIGHT = {
  handleAngle: 90,
  handleFound: true,
  cup: { x: 0.5, y: 0.5, r: 0.35 },
  shapes: STAND_IN_SHAPES,
};

/**
 * Stands in for the reader (reader/index.ts) in tests of the API around it, so each status and
 * limit is tested on a known answer (cup-photo-reader.slow.test.ts sends real photos through the
 * real reader): answers `next` (a sight of two shapes unless a test sets a refusal), records what it
 * was given, and can be held (`hold()`) to fill the queue.
 */
export class StandInReader {
  next: CupReaderResult = { ok: true, sight: STAND_IN_SIGHT };
  readonly calls: Array<{ bytes: number; options?: ReadCupOptions }> = [];
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;

  readonly read: CupReader = async (photo, options) => {
    this.calls.push({ bytes: photo.length, options });
    if (this.gate) await this.gate;
    const next = this.next;
    if (!next.ok) return next;
    const handleAngle = options?.handleAngle ?? next.sight.handleAngle;
    return { ok: true, sight: { ...next.sight, handleAngle } };
  };

  /** Readings wait until release(). */
  hold(): void {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }

  release(): void {
    this.open?.();
    this.gate = null;
  }
}

let photo: Promise<Buffer> | undefined;

/** A small generated photo of a cup (the first tuning seed), made once per test file. */
export function cupJpeg(): Promise<Buffer> {
  const seed = TUNE.find((spec) => spec.kind === 'cup')?.seed ?? 100_000;
  photo ??= generateCupPhoto(seed, { width: 160, height: 120, kind: 'cup' }).then((r) => r.jpeg);
  return photo;
}

/** A JPEG carrying a camera name and a GPS position in its EXIF. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 90, channels: 3, background: '#e8e0d4' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1' } })
    .toBuffer();
}

/** The upload form: `photo` and any text fields. */
export function photoForm(bytes: Buffer | Uint8Array, fields: Record<string, string> = {}, type = 'image/jpeg') {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('photo', new Blob([new Uint8Array(bytes)], { type }), 'IMG_0001.jpg');
  return data;
}
