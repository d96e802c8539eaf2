import { z } from 'zod';
import { CIRCLE_LIMITS, CIRCLE_MESSAGES } from './circles';
import { isCalendarDate } from './dates';
import { endpoint } from './endpoint';
import { ADMIN_TOASTS as CATALOGUE_TOASTS } from './messages';
import { ROUTES } from './routes';
import { safeText } from './text';

export { ADMIN_TEXT, ADMIN_TOASTS } from './admin-text';

/** Lengths the admin forms show and the server enforces. */
export const ADMIN_LIMITS = {
  circleName: 80,
  circleDescription: 1000,
  eventTitle: 120,
  eventLocation: 300,
  eventDescription: 2000,
  /** Posts and audit entries per page, newest first. */
  pageSize: 50,
} as const;

/** Refusals of the admin API, as the administrator reads them. */
export const ADMIN_MESSAGES = {
  circleNameRequired: 'Please enter a circle name',
  circleNameTooLong: `Circle name must be at most ${ADMIN_LIMITS.circleName} characters`,
  circleNameTaken: 'A circle with this name already exists',
  circleDescriptionRequired: 'Please enter a description',
  circleDescriptionTooLong: `Description must be at most ${ADMIN_LIMITS.circleDescription} characters`,
  activeInvalid: 'Active must be true or false',
  selectCircle: 'Please select a circle',
  unknownCircle: 'That circle no longer exists. Please select another.',
  eventTitleRequired: 'Please enter an event title',
  eventTitleTooLong: `Event title must be at most ${ADMIN_LIMITS.eventTitle} characters`,
  /** Also the dashboard's toast when an event is submitted without a date. */
  dateRequired: CATALOGUE_TOASTS.selectDate,
  dateInvalid: 'Please pick a real date (yyyy-MM-dd)',
  timeInvalid: 'Please enter a time between 00:00 and 23:59 (HH:mm)',
  locationRequired: 'Please enter a location',
  locationTooLong: `Location must be at most ${ADMIN_LIMITS.eventLocation} characters`,
  eventDescriptionRequired: 'Please enter a description',
  eventDescriptionTooLong: `Description must be at most ${ADMIN_LIMITS.eventDescription} characters`,
  isHiddenInvalid: 'isHidden must be true or false',
  nothingToChange: 'Please send at least one field to change',
  badCursor: 'This page link is no longer valid. Please reload the list.',
  circleNotFound: CIRCLE_MESSAGES.circleNotFound,
  postNotFound: CIRCLE_MESSAGES.postNotFound,
  commentNotFound: CIRCLE_MESSAGES.commentNotFound,
  eventNotFound: CIRCLE_MESSAGES.eventNotFound,
} as const;

const m = ADMIN_MESSAGES;

/** A number in the path, e.g. /api/admin/circles/3. */
const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const requiredText = (max: number, empty: string, tooLong: string) =>
  safeText({ error: empty }).trim().min(1, empty).max(max, tooLong);

/** HH:mm on a 24-hour clock, 00:00 to 23:59. */
const EventTimeSchema = z.string({ error: m.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid);

/** yyyy-MM-dd naming a real day (no 2027-02-30). */
const EventDateSchema = z
  .string({ error: (issue) => (issue.input === undefined ? m.dateRequired : m.dateInvalid) })
  .min(1, m.dateRequired)
  .refine(isCalendarDate, m.dateInvalid);

const notEmpty = (value: object) => Object.values(value).some((field) => field !== undefined);

const circleFields = {
  name: requiredText(ADMIN_LIMITS.circleName, m.circleNameRequired, m.circleNameTooLong),
  description: requiredText(ADMIN_LIMITS.circleDescription, m.circleDescriptionRequired, m.circleDescriptionTooLong),
  active: z.boolean({ error: m.activeInvalid }),
};

/** Body of POST /api/admin/circles. */
export const CreateCircleRequestSchema = z.object({ ...circleFields, active: circleFields.active.default(true) });
export type CreateCircleRequest = z.input<typeof CreateCircleRequestSchema>;

/** Body of PATCH /api/admin/circles/{id}: the fields to change. */
const UpdateCircleRequestSchema = z.object(circleFields).partial().refine(notEmpty, m.nothingToChange);
export type UpdateCircleRequest = z.input<typeof UpdateCircleRequestSchema>;

const eventFields = {
  circleId: z
    .number({ error: m.selectCircle })
    .int(m.selectCircle)
    .positive(m.selectCircle)
    .max(2_147_483_647, m.unknownCircle),
  title: requiredText(ADMIN_LIMITS.eventTitle, m.eventTitleRequired, m.eventTitleTooLong),
  date: EventDateSchema,
  time: EventTimeSchema,
  location: requiredText(ADMIN_LIMITS.eventLocation, m.locationRequired, m.locationTooLong),
  description: requiredText(ADMIN_LIMITS.eventDescription, m.eventDescriptionRequired, m.eventDescriptionTooLong),
};

/**
 * Body of POST /api/admin/events. `createdBy` is accepted as the client sends it and ignored: the
 * event's maker is the signed-in administrator.
 */
export const CreateEventRequestSchema = z.object({ ...eventFields, createdBy: z.unknown().optional() });
export type CreateEventRequest = z.input<typeof CreateEventRequestSchema>;

/** Body of PATCH /api/admin/events/{id}: without `date` the event keeps its date. */
const UpdateEventRequestSchema = z
  .object({ ...eventFields, createdBy: z.unknown().optional() })
  .partial()
  .refine(({ createdBy: _ignored, ...fields }) => notEmpty(fields), m.nothingToChange);
export type UpdateEventRequest = z.input<typeof UpdateEventRequestSchema>;

/** Body of PATCH /api/admin/posts/{id}: visibility, edited content, or both. */
const UpdatePostRequestSchema = z
  .object({
    isHidden: z.boolean({ error: m.isHiddenInvalid }).optional(),
    content: safeText().trim().max(CIRCLE_LIMITS.postLength, CIRCLE_MESSAGES.postTooLong).optional(),
  })
  .refine(notEmpty, m.nothingToChange);

/** A circle as administrators see it, active or not. */
const AdminCircleSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type AdminCircle = z.infer<typeof AdminCircleSchema>;

/** What hid a post: an administrator, or members' reports until one decides. */
const HiddenReasonSchema = z.enum(['moderator', 'reports']);

/** A post as administrators see it, hidden or not, with what moderators need to decide on it. */
const AdminPostSchema = z.object({
  id: z.number(),
  circleId: z.number(),
  circleName: z.string().nullable(),
  /** Null once the author's account is gone. */
  authorId: z.number().nullable(),
  authorName: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  isHidden: z.boolean(),
  hiddenReason: HiddenReasonSchema.nullable(),
  media: z.array(z.object({ type: z.enum(['image', 'video']), url: z.string() })),
  tags: z.array(z.string()),
  /** Reports no administrator has dealt with yet, and their reasons, oldest first. */
  openReports: z.number(),
  reportReasons: z.array(z.string()),
  /** The post speaks of a crisis: it is published and its author was offered help. */
  careFlag: z.boolean(),
  /** Send the last post's cursor as `?cursor=` for the page after it. */
  cursor: z.string(),
});
export type AdminPost = z.infer<typeof AdminPostSchema>;

const AdminPostFilterSchema = z.enum(['reported', 'hidden']);
export type AdminPostFilter = z.infer<typeof AdminPostFilterSchema>;

/** GET /api/admin/posts: the newest page (a plain list) without a query. */
const AdminPostsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  filter: AdminPostFilterSchema.optional(),
});

/** An event as administrators see it. */
const AdminEventSchema = z.object({
  id: z.number(),
  circleId: z.number(),
  circleName: z.string().nullable(),
  title: z.string(),
  /** yyyy-MM-dd. */
  date: z.string(),
  /** HH:mm. */
  time: z.string(),
  location: z.string(),
  description: z.string(),
  /** The administrator who made it; null once that account is gone. */
  createdBy: z.number().nullable(),
  createdAt: z.string(),
});
export type AdminEvent = z.infer<typeof AdminEventSchema>;

/** A comment that members' reports hid, as administrators review it. */
const AdminCommentSchema = z.object({
  id: z.number(),
  postId: z.number(),
  circleId: z.number(),
  circleName: z.string().nullable(),
  /** Null once the author's account is gone. */
  authorId: z.number().nullable(),
  authorName: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  isHidden: z.boolean(),
  /** Reports no administrator has dealt with yet, and their reasons, oldest first. */
  openReports: z.number(),
  reportReasons: z.array(z.string()),
  /** Send the last comment's cursor as `?cursor=` for the page after it. */
  cursor: z.string(),
});
export type AdminComment = z.infer<typeof AdminCommentSchema>;

/** GET /api/admin/comments: the comments reports hid, newest first. */
const AdminCommentsQuerySchema = z.object({ cursor: z.string().max(200).optional() });

const AUDIT_ACTIONS = ['create', 'update', 'delete', 'hide', 'unhide', 'dismiss-reports'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
const AUDIT_OBJECT_TYPES = ['circle', 'post', 'event', 'comment'] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/**
 * One administrator change: who, what, on which object, when, and the values before and after. The
 * actor's name and email are kept when their account is deleted; `actorId` is then null.
 */
const AuditEntrySchema = z.object({
  id: z.number(),
  actorId: z.number().nullable(),
  actorEmail: z.string(),
  /** Null only on old entries whose actor's account was gone before names were kept. */
  actorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  objectType: z.enum(AUDIT_OBJECT_TYPES),
  objectId: z.number(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  cursor: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const AuditQuerySchema = z.object({ cursor: z.string().max(200).optional() });

const DeletedSchema = z.object({ deleted: z.literal(true) });

export const adminEndpoints = {
  adminCircles: endpoint({ ...ROUTES.adminCircles, response: z.array(AdminCircleSchema) }),
  createAdminCircle: endpoint({
    ...ROUTES.createAdminCircle,
    body: CreateCircleRequestSchema,
    response: AdminCircleSchema,
    status: 201,
  }),
  updateAdminCircle: endpoint({
    ...ROUTES.updateAdminCircle,
    params: IdParamsSchema,
    body: UpdateCircleRequestSchema,
    response: AdminCircleSchema,
  }),
  deleteAdminCircle: endpoint({ ...ROUTES.deleteAdminCircle, params: IdParamsSchema, response: DeletedSchema }),
  adminPosts: endpoint({ ...ROUTES.adminPosts, query: AdminPostsQuerySchema, response: z.array(AdminPostSchema) }),
  updateAdminPost: endpoint({
    ...ROUTES.updateAdminPost,
    params: IdParamsSchema,
    body: UpdatePostRequestSchema,
    response: AdminPostSchema,
  }),
  deleteAdminPost: endpoint({ ...ROUTES.deleteAdminPost, params: IdParamsSchema, response: DeletedSchema }),
  /** Closes the post's open reports; a post that reports had hidden is shown again. */
  dismissPostReports: endpoint({ ...ROUTES.dismissPostReports, params: IdParamsSchema, response: AdminPostSchema }),
  adminComments: endpoint({
    ...ROUTES.adminComments,
    query: AdminCommentsQuerySchema,
    response: z.array(AdminCommentSchema),
  }),
  /** Closes the comment's open reports and shows it again. */
  restoreAdminComment: endpoint({
    ...ROUTES.restoreAdminComment,
    params: IdParamsSchema,
    response: AdminCommentSchema,
  }),
  adminEvents: endpoint({ ...ROUTES.adminEvents, response: z.array(AdminEventSchema) }),
  createAdminEvent: endpoint({
    ...ROUTES.createAdminEvent,
    body: CreateEventRequestSchema,
    response: AdminEventSchema,
    status: 201,
  }),
  updateAdminEvent: endpoint({
    ...ROUTES.updateAdminEvent,
    params: IdParamsSchema,
    body: UpdateEventRequestSchema,
    response: AdminEventSchema,
  }),
  deleteAdminEvent: endpoint({ ...ROUTES.deleteAdminEvent, params: IdParamsSchema, response: DeletedSchema }),
  adminAudit: endpoint({ ...ROUTES.adminAudit, query: AuditQuerySchema, response: z.array(AuditEntrySchema) }),
};
