/**
 * What the cup reader promises the rest of Telve (issue 31): given the bytes of an uploaded photo,
 * either what it saw in the cup or why it will not read this photo. The reader decides which shapes
 * exist; the narrator only words them.
 */
import type { CupShape } from '@contract/cup-photos';

/** Why a photo is refused with 422, each with its own message telling the member what to do. */
export const CUP_REFUSALS = ['not-a-cup', 'no-grounds', 'too-dark', 'too-blurred'] as const;
export type CupRefusal = (typeof CUP_REFUSALS)[number];

export type CupSight = {
  /** Degrees clockwise from 12 o'clock in the photo as shown (orientation applied). */
  handleAngle: number;
  /** False when no handle was found and the angle is a guess (the member may correct it). */
  handleFound: boolean;
  /** Centre as fractions of the photo's width and height; inner radius as a fraction of the width. */
  cup: { x: number; y: number; r: number };
  shapes: CupShape[];
};

export type CupReaderResult = { ok: true; sight: CupSight } | { ok: false; refusal: CupRefusal };

export type ReadCupOptions = {
  /** The member's own handle angle (degrees clockwise from 12 o'clock): used instead of the found one. */
  handleAngle?: number;
};
