const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A fair-use limit counted once for every request to a route that declares it (`limit` on its
 * entry in routes.ts), before the route's work and after its access check and validation, in one
 * statement (server/src/plugins/fair-use.ts; docs/decisions/0006-rate-limits.md). Limits that are
 * not one count per request (sign-in, questions, streams, billing changes, mails) are counted by
 * their services.
 */
interface FairUseLimit {
  /** Names the count: routes that declare the same limit share it (liking and unliking). */
  counter: string;
  /** Whose count: the signed-in member's, or the client address's (on public routes). */
  per: 'member' | 'address';
  limit: number;
  windowMs: number;
  /** The window is the UTC day (midnight to midnight) rather than starting at the first request. */
  utcDay?: boolean;
  /**
   * How a refusal reads: 'fair-use' is "You have reached the fair-use limit of 30 readings an
   * hour. Please try again in 12 minutes.", 'too-many' is "Too many posts. Please try again in 12 minutes."
   */
  wording: 'fair-use' | 'too-many';
  /** What is counted, as the refusal names it. */
  noun: string;
}

/**
 * Every limit a route declares: far above what a person does, low enough that a script cannot
 * fill the database, keep the image decoder busy or hide posts.
 */
export const FAIR_USE = {
  readings: {
    counter: 'member:readings',
    per: 'member',
    limit: 30,
    windowMs: HOUR,
    wording: 'fair-use',
    noun: 'readings',
  },
  moods: { counter: 'member:moods', per: 'member', limit: 60, windowMs: HOUR, wording: 'fair-use', noun: 'moods' },
  affirmations: {
    counter: 'member:affirmations',
    per: 'member',
    limit: 120,
    windowMs: HOUR,
    wording: 'fair-use',
    noun: 'affirmations',
  },
  photoUploads: {
    counter: 'member:uploads',
    per: 'member',
    limit: 10,
    windowMs: HOUR,
    wording: 'fair-use',
    noun: 'photo uploads',
  },
  /** Share cards drawn or served again, of any kind: each draw takes a core for ~50-150 ms. */
  shareCards: {
    counter: 'member:share-cards',
    per: 'member',
    limit: 60,
    windowMs: HOUR,
    wording: 'fair-use',
    noun: 'share cards',
  },
  /**
   * Public reading links opened (the page and its card), per address: a messenger's preview and a
   * family on one connection are far below it; a script walking tokens is not.
   */
  sharedReadings: {
    counter: 'address:shared-readings',
    per: 'address',
    limit: 300,
    windowMs: HOUR,
    wording: 'too-many',
    noun: 'shared readings opened',
  },
  /** Saves of any kind, repeats included. */
  journalSaves: {
    counter: 'journal-save',
    per: 'member',
    limit: 300,
    windowMs: HOUR,
    wording: 'too-many',
    noun: 'saves',
  },
  circlePosts: {
    counter: 'circle-posts',
    per: 'member',
    limit: 20,
    windowMs: HOUR,
    wording: 'too-many',
    noun: 'posts',
  },
  circleComments: {
    counter: 'circle-comments',
    per: 'member',
    limit: 60,
    windowMs: HOUR,
    wording: 'too-many',
    noun: 'comments',
  },
  /** Likes and unlikes alike: a script cannot spin on an idempotent call. */
  circleLikes: {
    counter: 'circle-likes',
    per: 'member',
    limit: 200,
    windowMs: HOUR,
    wording: 'too-many',
    noun: 'likes',
  },
  /** Reports of posts and comments: the tightest, as three of them hide a post until an administrator decides. */
  circleReports: {
    counter: 'circle-reports',
    per: 'member',
    limit: 20,
    windowMs: 24 * HOUR,
    wording: 'too-many',
    noun: 'reports',
  },
  /** Photo and video uploads for posts: ten posts of four. */
  circleUploads: {
    counter: 'circle-uploads',
    per: 'member',
    limit: 40,
    windowMs: HOUR,
    wording: 'too-many',
    noun: 'uploads',
  },
  /**
   * Photos of a cup sent to the reader, refused ones too (each costs the reader the same): a member
   * reads a cup or two a day, and a photo taken again a few times; more is a script.
   */
  cupPhotos: {
    counter: 'member:cup-photos',
    per: 'member',
    limit: 20,
    windowMs: DAY,
    utcDay: true,
    wording: 'fair-use',
    noun: 'cup photos',
  },
  /** Tries of a reset or verification link per client address: a token cannot be guessed, but each try hashes. */
  linkTries: {
    counter: 'link:ip',
    per: 'address',
    limit: 30,
    windowMs: 15 * MINUTE,
    wording: 'too-many',
    noun: 'tries of this link',
  },
} as const satisfies Record<string, FairUseLimit>;

/** A limit's name, as a route's entry in routes.ts declares it. */
export type FairUseName = keyof typeof FAIR_USE;
