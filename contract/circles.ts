import { z } from 'zod';
import { HELP_LINE_DIRECTORY, type HelpLines, LocaleSchema, TimeZoneSchema } from './care';
import { endpoint } from './endpoint';
import { CalendarDateSchema } from './guidance';
import { ROUTES } from './routes';
import { safeText } from './text';

/** The Wellness Circle's limits, shown by the client and enforced by the server. */
export const CIRCLE_LIMITS = {
  postLength: 5000,
  commentLength: 2000,
  reportReasonLength: 500,
  mediaPerPost: 4,
  feedPageSize: 20,
  /** Reports from different members that hide a post or comment until an administrator decides. */
  reportsToHide: 3,
  /** Photos go through the shared image pipeline (re-encoded, at most 2048 px on the long side). */
  imageMaxBytes: 15 * 1024 * 1024,
  imageMaxPixels: 2048,
  /** Uploads a member may hold that no post uses yet; an older one beyond them is removed. */
  unattachedUploads: 8,
  /** The server's default; operators change it with CIRCLE_VIDEO_MAX_BYTES. */
  videoMaxBytes: 50 * 1024 * 1024,
  /** Live streams of circle screens a member may have open at once (each tab holds one). */
  liveStreamsPerMember: 5,
} as const;

/** "50MB" for a byte count, as the media refusals say it (as contract/media.ts's "5MB"). */
const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))}MB`;

/** What members read in the circle screens. */
export const CIRCLE_MESSAGES = {
  emptyPost: 'Please write something or attach a photo or video.',
  postTooLong: `Your post must be at most ${CIRCLE_LIMITS.postLength} characters`,
  tooManyMedia: `Please attach at most ${CIRCLE_LIMITS.mediaPerPost} photos or videos`,
  emptyComment: 'Please write a comment',
  commentTooLong: `Your comment must be at most ${CIRCLE_LIMITS.commentLength} characters`,
  emptyReason: 'Please tell us what is wrong with it',
  notAMember: 'Join this circle to take part.',
  circleNotFound: 'Circle not found',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  eventNotFound: 'Event not found',
  mediaNotFound: 'One of the attached files was not found. Please attach it again.',
  eventFull: 'This event is full. No spots are left.',
  eventPassed: 'This event has already taken place.',
  noCircles: 'No Circles Joined Yet',
  noComments: 'No comments yet. Be the first to comment!',
  composerPlaceholder: 'Share something with the circle...',
  commentPlaceholder: 'Write a comment...',
  hiddenByModerator: 'A moderator hid this post. Only you can see it.',
  commentHiddenByModerator: 'A moderator hid this comment. Only you can see it.',
  notYourPost: 'You can only delete your own posts.',
  notYourComment: 'You can only delete your own comments.',
  cannotReportOwn: 'You cannot report your own post or comment.',
  noFile: 'Please choose a photo or video to attach.',
  notMultipart: 'Please send the file as multipart/form-data.',
  invalidMedia: 'Invalid file type: Please attach a photo (JPEG, PNG, WebP, GIF or AVIF) or a video (MP4, WebM or MOV)',
  imageTooLarge: `File too large: Please attach a photo smaller than ${megabytes(CIRCLE_LIMITS.imageMaxBytes)}`,
  tooManyLiveStreams: `You have ${CIRCLE_LIMITS.liveStreamsPerMember} circles open already. Please close one to follow this one live.`,
} as const;

/**
 * Shown to the author of a post or comment that speaks of a crisis: it is published, and she is
 * offered the help lines of her country (those for abuse first when someone is hurting her), or the
 * international ones when her country is unknown.
 */
export function circleCareMessage(lines: HelpLines | null, options: { abuse?: boolean } = {}): string {
  const opening =
    'Thank you for sharing this with the circle; it is published. It sounds like you are carrying ' +
    'something heavy right now, and you do not have to carry it alone.';
  if (!lines?.country) {
    return (
      `${opening} Please reach out to someone who can help: your local emergency number (112 in Europe, ` +
      '911 in the US), a crisis line such as 988 in the US or Samaritans on 116 123 in the UK and ' +
      `Ireland, or find a free line in your country at ${HELP_LINE_DIRECTORY}. You can also talk to someone you trust.`
    );
  }
  const ordered = options.abuse ? [...lines.abuse, ...lines.crisis] : [...lines.crisis, ...lines.abuse];
  const named = ordered.map((line) => `${line.name} on ${line.contact}`);
  const list = named.length > 0 ? `${named.join(', ')}, ` : '';
  return (
    `${opening} If you are in danger, call ${lines.emergency}. You can also talk to ${list}or find ` +
    `another free line at ${HELP_LINE_DIRECTORY}, or talk to someone you trust.`
  );
}

/** The refusal of a video over the server's limit (CIRCLE_VIDEO_MAX_BYTES, 50 MB by default). */
export const videoTooLargeMessage = (maxBytes: number) =>
  `File too large: Please attach a video smaller than ${megabytes(maxBytes)}`;

/** A number in the path, e.g. /api/circles/3. */
const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const trimmedText = (max: number, empty: string, tooLong: string) =>
  safeText({ error: empty }).trim().min(1, empty).max(max, tooLong);

/** A circle as members see it (the product's Circle, with counts derived from what is stored). */
const CircleSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** The circle's sample base count plus its real members. */
  members: z.number(),
  /** Posts in the last 7 days. */
  activeDiscussions: z.number(),
  upcomingEvents: z.number(),
  isJoined: z.boolean(),
});
export type Circle = z.infer<typeof CircleSchema>;

/**
 * A circle in a free member's preview of the hub (GET /api/circles/preview): what it is about and
 * its counts, nothing of its posts, members or events beyond how many there are.
 */
const CirclePreviewSchema = CircleSchema.pick({
  id: true,
  name: true,
  description: true,
  members: true,
  activeDiscussions: true,
  upcomingEvents: true,
});
export type CirclePreview = z.infer<typeof CirclePreviewSchema>;

/** One attached photo or video of a post. */
const PostMediaSchema = z.object({
  id: z.number(),
  type: z.enum(['image', 'video']),
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** 1.5 for images (a 3:2 frame), 16/9 for videos. */
  aspectRatio: z.number(),
});
export type PostMedia = z.infer<typeof PostMediaSchema>;

/** A post as members see it (the product's Post, without the client's own showComments state). */
const PostSchema = z.object({
  id: z.number(),
  circleId: z.number(),
  authorId: z.number().nullable(),
  authorName: z.string(),
  authorAvatar: z.string().nullable(),
  content: z.string(),
  /** ISO date-time the post was made. */
  date: z.string(),
  likes: z.number(),
  comments: z.number(),
  isLiked: z.boolean(),
  tags: z.array(z.string()),
  media: z.array(PostMediaSchema),
  /** True only for the author's own post that a moderator (or three reports) hid. */
  isHidden: z.boolean(),
  isOwn: z.boolean(),
});
export type Post = z.infer<typeof PostSchema>;

const FeedPageSchema = z.object({
  posts: z.array(PostSchema),
  /** Opaque; send it back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof FeedPageSchema>;

const FeedQuerySchema = z.object({ cursor: z.string().max(200).optional() });

const CommentSchema = z.object({
  id: z.number(),
  postId: z.number(),
  authorId: z.number().nullable(),
  authorName: z.string(),
  authorAvatar: z.string().nullable(),
  content: z.string(),
  date: z.string(),
  isOwn: z.boolean(),
  /** True only for the author's own comment that three reports or a moderator hid. */
  isHidden: z.boolean(),
});
export type Comment = z.infer<typeof CommentSchema>;

/**
 * The browser's language and time zone, sent with a post or comment so that, should it speak of a
 * crisis, the care message names the help lines of the member's country.
 */
const CareHintShape = { locale: LocaleSchema.optional(), timeZone: TimeZoneSchema.optional() };

/** When a post or comment speaks of a crisis, it is published and its author is offered help. */
const CareNoticeSchema = z.object({ careMessage: z.string().nullable() });

export const CreatePostRequestSchema = z
  .object({
    content: safeText().trim().max(CIRCLE_LIMITS.postLength, CIRCLE_MESSAGES.postTooLong).default(''),
    /** Ids answered by the media upload, owned by the author and not yet on a post. */
    mediaIds: z
      .array(z.number().int().positive())
      .max(CIRCLE_LIMITS.mediaPerPost, CIRCLE_MESSAGES.tooManyMedia)
      .default([]),
    ...CareHintShape,
  })
  .refine((post) => post.content.length > 0 || post.mediaIds.length > 0, CIRCLE_MESSAGES.emptyPost);

export const CreatedPostSchema = PostSchema.extend(CareNoticeSchema.shape);

const CreateCommentRequestSchema = z.object({
  content: trimmedText(CIRCLE_LIMITS.commentLength, CIRCLE_MESSAGES.emptyComment, CIRCLE_MESSAGES.commentTooLong),
  ...CareHintShape,
});
export const CreatedCommentSchema = CommentSchema.extend(CareNoticeSchema.shape);

const ReportRequestSchema = z.object({
  reason: trimmedText(CIRCLE_LIMITS.reportReasonLength, CIRCLE_MESSAGES.emptyReason, CIRCLE_MESSAGES.emptyReason),
});
const ReportedSchema = z.object({ reported: z.literal(true) });

const LikeStateSchema = z.object({ isLiked: z.boolean(), likes: z.number() });
const MembershipStateSchema = z.object({ isJoined: z.boolean(), members: z.number() });

/** An event of one circle as members see it (the product's Circle event). */
const CircleEventSchema = z.object({
  id: z.number(),
  circleId: z.number(),
  /** The circle's name (the hub's Events tab shows it). */
  circle: z.string(),
  title: z.string(),
  /** yyyy-MM-dd. */
  date: CalendarDateSchema,
  /** HH:mm. */
  time: z.string(),
  location: z.string(),
  description: z.string(),
  attendees: z.number(),
  /** Null when the event has no capacity. */
  spots: z.number().nullable(),
  isRSVPed: z.boolean(),
});
export type CircleEvent = z.infer<typeof CircleEventSchema>;

const RsvpStateSchema = z.object({
  isRSVPed: z.boolean(),
  attendees: z.number(),
  spots: z.number().nullable(),
});

/** A member of a circle (the product's Member). */
const CircleMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  /** ISO date-time the member joined the circle. */
  joinDate: z.string(),
});
export type CircleMember = z.infer<typeof CircleMemberSchema>;

const UploadedMediaSchema = PostMediaSchema;

/**
 * One event of a circle's live stream (GET /api/circles/:id/live), as the `data:` of a server-sent
 * event whose `id:` resumes the stream (Last-Event-ID). Ids and counts only, never content: on
 * `post` the screen reads the feed's first page; `resync` says events may have been missed (the
 * resumed id is too old, or the server's bus lost its connection), so the screen reads it too.
 */
export const CircleLiveEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), postId: z.number() }),
  z.object({ kind: z.literal('likes'), postId: z.number(), count: z.number() }),
  z.object({ kind: z.literal('comments'), postId: z.number(), count: z.number() }),
  z.object({ kind: z.literal('retract'), postId: z.number(), reason: z.enum(['hidden', 'deleted']) }),
  z.object({ kind: z.literal('resync') }),
]);
export type CircleLiveEvent = z.infer<typeof CircleLiveEventSchema>;

export const circleEndpoints = {
  discoverCircles: endpoint({ ...ROUTES.discoverCircles, response: z.array(CircleSchema) }),
  myCircles: endpoint({ ...ROUTES.myCircles, response: z.array(CircleSchema) }),
  circlePreview: endpoint({ ...ROUTES.circlePreview, response: z.array(CirclePreviewSchema) }),
  circle: endpoint({ ...ROUTES.circle, params: IdParamsSchema, response: CircleSchema }),
  joinCircle: endpoint({ ...ROUTES.joinCircle, params: IdParamsSchema, response: MembershipStateSchema }),
  leaveCircle: endpoint({ ...ROUTES.leaveCircle, params: IdParamsSchema, response: MembershipStateSchema }),
  circleFeed: endpoint({
    ...ROUTES.circleFeed,
    params: IdParamsSchema,
    query: FeedQuerySchema,
    response: FeedPageSchema,
  }),
  createPost: endpoint({
    ...ROUTES.createPost,
    params: IdParamsSchema,
    body: CreatePostRequestSchema,
    response: CreatedPostSchema,
    status: 201,
  }),
  deletePost: endpoint({
    ...ROUTES.deletePost,
    params: IdParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
  likePost: endpoint({ ...ROUTES.likePost, params: IdParamsSchema, response: LikeStateSchema }),
  unlikePost: endpoint({ ...ROUTES.unlikePost, params: IdParamsSchema, response: LikeStateSchema }),
  postComments: endpoint({ ...ROUTES.postComments, params: IdParamsSchema, response: z.array(CommentSchema) }),
  createComment: endpoint({
    ...ROUTES.createComment,
    params: IdParamsSchema,
    body: CreateCommentRequestSchema,
    response: CreatedCommentSchema,
    status: 201,
  }),
  deleteComment: endpoint({
    ...ROUTES.deleteComment,
    params: IdParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
  reportPost: endpoint({
    ...ROUTES.reportPost,
    params: IdParamsSchema,
    body: ReportRequestSchema,
    response: ReportedSchema,
  }),
  reportComment: endpoint({
    ...ROUTES.reportComment,
    params: IdParamsSchema,
    body: ReportRequestSchema,
    response: ReportedSchema,
  }),
  hubEvents: endpoint({ ...ROUTES.hubEvents, response: z.array(CircleEventSchema) }),
  circleEvents: endpoint({ ...ROUTES.circleEvents, params: IdParamsSchema, response: z.array(CircleEventSchema) }),
  rsvpEvent: endpoint({ ...ROUTES.rsvpEvent, params: IdParamsSchema, response: RsvpStateSchema }),
  cancelRsvp: endpoint({ ...ROUTES.cancelRsvp, params: IdParamsSchema, response: RsvpStateSchema }),
  circleMembers: endpoint({ ...ROUTES.circleMembers, params: IdParamsSchema, response: z.array(CircleMemberSchema) }),
  circleLive: endpoint({ ...ROUTES.circleLive, params: IdParamsSchema, events: CircleLiveEventSchema }),
  /** Multipart: one file in field `file` (image or video); answers an id to attach to a post. */
  uploadCircleMedia: endpoint({
    ...ROUTES.uploadCircleMedia,
    body: 'multipart',
    response: UploadedMediaSchema,
    status: 201,
  }),
};
