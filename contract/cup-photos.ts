/**
 * The member's own cup (issue 31): what Telve saw in a photo of the grounds. Positions are fractions
 * of the photo, so the client can outline them over the image at any size.
 */
import { z } from 'zod';
import { CUP_ZONES, SHAPE_FORMS } from './cup-zones';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';

export * from './cup-zones';

const Fraction = z.number().min(0).max(1);

export const CupShapeSchema = z.object({
  /** The oracle symbol the shape matched, or null when it is read by its form. */
  symbolId: z.string().nullable(),
  form: z.enum(SHAPE_FORMS),
  zone: z.enum(CUP_ZONES),
  /** Top-left corner, width and height as fractions of the photo's width and height. */
  box: z.object({ x: Fraction, y: Fraction, w: Fraction, h: Fraction }),
  /** 0 to 1: how sure the reader is of the name; a low one is read as 'something like a bird'. */
  confidence: Fraction,
});
export type CupShape = z.infer<typeof CupShapeSchema>;

export const CupPhotoSchema = z.object({
  id: z.string(),
  /** Degrees clockwise from 12 o'clock. */
  handleAngle: z.number().min(0).lt(360),
  /**
   * On the upload's answer: false when the reader found no handle and `handleAngle` is its guess,
   * for the member to check and correct (true when the member gave the angle).
   */
  handleFound: z.boolean().optional(),
  /** The cup's centre (fractions of width and height) and inner radius (fraction of the width). */
  cup: z.object({ x: Fraction, y: Fraction, r: Fraction }),
  shapes: z.array(CupShapeSchema),
});
export type CupPhoto = z.infer<typeof CupPhotoSchema>;

/** The largest photo taken: a 12 MP phone photo is 3 to 8 MB. */
export const CUP_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** How long a photo no reading uses is kept. */
export const CUP_PHOTO_KEEP_MS = 24 * 60 * 60 * 1000;

/** Why a photo is refused with 422, as the reader says it (server/src/features/cup-photo/reader/types.ts). */
export const CUP_REFUSAL_MESSAGES = {
  'not-a-cup':
    "We couldn't find a cup in this photo. Photograph the inside of your cup from straight above, in good light.",
  'too-dark':
    'This photo is too dark to read the grounds. Take it again in daylight or under a bright lamp, from straight above.',
  'too-blurred':
    'This photo is too blurred to read the grounds. Hold your phone still until it focuses on the grounds, then take it again from straight above.',
  'no-grounds':
    "We couldn't find any grounds to read in this cup. Drink your coffee down to the grounds, turn the cup over on its saucer to cool, then photograph the inside.",
} as const;

export const CUP_PHOTO_MESSAGES = {
  tooLarge: 'File too large: Please upload a photo smaller than 15 MB.',
  /** The reader's queue is full: 503 with Retry-After. */
  busy: 'Telve is reading many cups right now. Please try again in a few seconds.',
  /** The member's previous photo is still being read: 503 with Retry-After, one photo of a member's at a time. */
  oneAtATime: 'Your last cup photo is still being read. Please wait for its answer, then try again.',
  badHandleAngle: 'The handle angle must be a number of degrees from 0 up to (but not including) 360.',
  badId: 'This is not the id of a cup photo.',
  /** The reading's photo is not one of the member's (or no longer kept). */
  notFound: 'This cup photo could not be found. Please take a new photo of your cup.',
} as const;

/**
 * The multipart form's text fields: `handleAngle` in degrees clockwise from 12 o'clock, as a plain
 * decimal (no sign, exponent or spaces), so NUL bytes, huge or odd numbers are refused with 400.
 */
export const CupPhotoFieldsSchema = z.object({
  handleAngle: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,6})?$/, CUP_PHOTO_MESSAGES.badHandleAngle)
    .transform(Number)
    .pipe(z.number().min(0, CUP_PHOTO_MESSAGES.badHandleAngle).lt(360, CUP_PHOTO_MESSAGES.badHandleAngle))
    .optional(),
});
export type CupPhotoFields = z.infer<typeof CupPhotoFieldsSchema>;

/** A cup photo's id: opaque to the client (a UUID). */
export const CupPhotoIdSchema = z.uuid({ message: CUP_PHOTO_MESSAGES.badId });

const CupPhotoParamsSchema = z.object({ id: z.string().max(100) });

export const cupPhotoEndpoints = {
  /** Multipart: `photo` (the file) and optional `handleAngle`. Refusals: 413, 415, 422, 429, 503. */
  uploadCupPhoto: endpoint({ ...ROUTES.uploadCupPhoto, body: 'multipart', response: CupPhotoSchema, status: 201 }),
  /** The re-encoded photo (WebP), to its owner only; anyone else gets 404, as for a missing one. */
  cupPhotoImage: endpoint({ ...ROUTES.cupPhotoImage, params: CupPhotoParamsSchema }),
};
