/**
 * The evaluation set's parts (issue 31): photos are named by seed and kind, so these lists are
 * the whole set. Tune the reader on `tune` as often as you like. `heldOut` is measured ONCE, for the
 * report in docs/decisions/: do not look at its photos, do not tune on its figures, do not re-run it
 * after changing the reader to get a better number (that turns it into a second tuning part).
 */
import type { PhotoKind } from './generate-photo';

export interface PhotoSpec {
  seed: number;
  kind: PhotoKind;
}

function part(base: number, counts: Partial<Record<PhotoKind, number>>): PhotoSpec[] {
  const out: PhotoSpec[] = [];
  let offset = 0;
  for (const [kind, n] of Object.entries(counts) as [PhotoKind, number][]) {
    for (let i = 0; i < n; i++) out.push({ seed: base + offset + i, kind });
    offset += 1000;
  }
  return out;
}

/** 120 cup photos and 30 others (24 that are not a cup, 2 clean cups, 2 too dark, 2 too blurred). */
export const TUNE: readonly PhotoSpec[] = part(100_000, {
  cup: 120,
  face: 6,
  landscape: 6,
  text: 6,
  wall: 6,
  'empty-cup': 2,
  dark: 2,
  blurred: 2,
});

/** A held-out part's make-up: 200 cup photos and 50 others (40 that are not a cup, 4 clean cups, 3 too dark, 3 too blurred). */
const HELD_OUT_MAKE_UP = {
  cup: 200,
  face: 10,
  landscape: 10,
  text: 10,
  wall: 10,
  'empty-cup': 4,
  dark: 3,
  blurred: 3,
} as const;

/** The first held-out part. Measured once. */
export const HELD_OUT: readonly PhotoSpec[] = part(700_000, HELD_OUT_MAKE_UP);

/**
 * A second held-out part, the same make-up as `HELD_OUT` on seeds apart from both (800,000 on), for
 * the reader's second round: the first held-out was measured once and then tuned on (decision 0031).
 * Measured once, as `HELD_OUT` was.
 */
export const HELD_OUT_2: readonly PhotoSpec[] = part(800_000, HELD_OUT_MAKE_UP);

/**
 * A third held-out part, the same make-up on seeds apart from the other three (900,000 on), for the
 * reader's third round: `held-out-2` was measured once and then tuned on (decision 0031). Measured
 * once, as the others were.
 */
export const HELD_OUT_3: readonly PhotoSpec[] = part(900_000, HELD_OUT_MAKE_UP);

/**
 * A fourth held-out part, the same make-up on seeds apart from the other four (1,000,000 on), for
 * the reader's fourth round: `held-out-3` was measured once and then tuned on (decision 0031).
 * Measured once, as the others were.
 */
export const HELD_OUT_4: readonly PhotoSpec[] = part(1_000_000, HELD_OUT_MAKE_UP);

/**
 * A fifth held-out part, the same make-up on seeds apart from the other five (1,100,000 on), for the
 * reader's fifth round: `held-out-4` was measured once and then tuned on (decision 0031). Measured
 * once, as the others were.
 */
export const HELD_OUT_5: readonly PhotoSpec[] = part(1_100_000, HELD_OUT_MAKE_UP);

/**
 * A sixth held-out part, the same make-up on seeds apart from the other six (1,200,000 on), for the
 * reader's sixth round: `held-out-5` was measured once and then tuned on (decision 0031). Measured
 * once, as the others were.
 */
export const HELD_OUT_6: readonly PhotoSpec[] = part(1_200_000, HELD_OUT_MAKE_UP);

/**
 * A seventh held-out part, the same make-up on seeds apart from the other seven (1,300,000 on), for
 * the reader's seventh round: `held-out-6` was measured once and then tuned on (decision 0031).
 * Measured once, as the others were.
 */
export const HELD_OUT_7: readonly PhotoSpec[] = part(1_300_000, HELD_OUT_MAKE_UP);

/**
 * An eighth held-out part, the same make-up on seeds apart from the other eight (1,400,000 on), for
 * the reader's ninth round: `held-out-7` was measured once and then tuned on, and the eighth round
 * changed nothing (decision 0031). Measured once, as the others were.
 */
export const HELD_OUT_8: readonly PhotoSpec[] = part(1_400_000, HELD_OUT_MAKE_UP);

/**
 * A ninth held-out part, the same make-up on seeds apart from the other nine (1,500,000 on), for
 * the reader's tenth round: `held-out-8` was measured once and then tuned on (decision 0031).
 * Measured once, as the others were.
 */
export const HELD_OUT_9: readonly PhotoSpec[] = part(1_500_000, HELD_OUT_MAKE_UP);

/**
 * A tenth held-out part, the same make-up on seeds apart from the other ten (1,600,000 on), for the
 * reader as it stands after its tenth round: `held-out-9` was measured once and not tuned on; this
 * part measures the reader once more on photos it has never read (decision 0031). Measured once,
 * as the others were.
 */
export const HELD_OUT_10: readonly PhotoSpec[] = part(1_600_000, HELD_OUT_MAKE_UP);

/**
 * An eleventh held-out part, the same make-up on seeds apart from the others (1,700,000 on), drawn
 * before a third hand's second drawing of every symbol reaches the library: `held-out-10` was
 * measured once and is spent; this part measures the reader with both drawings once, on photos it
 * has never read (decision 0031).
 */
export const HELD_OUT_11: readonly PhotoSpec[] = part(1_700_000, HELD_OUT_MAKE_UP);

/**
 * A twelfth held-out part, the same make-up on seeds apart from the others (1,800,000 on), drawn
 * after `held-out-11`'s one measure and before any change made after it reaches the reader, to
 * measure that change once on photos the reader has never read (decision 0031).
 */
export const HELD_OUT_12: readonly PhotoSpec[] = part(1_800_000, HELD_OUT_MAKE_UP);

/**
 * A thirteenth held-out part, the same make-up on seeds apart from the others (1,900,000 on), drawn
 * before any change of the twelfth round reaches the reader. `held-out-12` is unread, but its
 * overlapping shapes were counted from its truth files before this round, so it is not blind on
 * the zone's largest cause of misses; this part is (decision 0031).
 */
export const HELD_OUT_13: readonly PhotoSpec[] = part(1_900_000, HELD_OUT_MAKE_UP);

export const SPLITS = {
  tune: TUNE,
  'held-out': HELD_OUT,
  'held-out-2': HELD_OUT_2,
  'held-out-3': HELD_OUT_3,
  'held-out-4': HELD_OUT_4,
  'held-out-5': HELD_OUT_5,
  'held-out-6': HELD_OUT_6,
  'held-out-7': HELD_OUT_7,
  'held-out-8': HELD_OUT_8,
  'held-out-9': HELD_OUT_9,
  'held-out-10': HELD_OUT_10,
  'held-out-11': HELD_OUT_11,
  'held-out-12': HELD_OUT_12,
  'held-out-13': HELD_OUT_13,
} as const;
export type SplitName = keyof typeof SPLITS;
