import { type Expect, members, premiumOnly } from './expect';

/**
 * Wellness Circle routes with id 999999 (no such circle, post, comment or event) and empty JSON
 * bodies: a premium caller gets 404 for the missing object, 400 for an empty post, comment or
 * report, 415 for an upload that is not multipart. Everyone else stops at the premium gate, but
 * for the hub's preview, which every member may read. The
 * member and non-member cases on real objects are in server/src/features/circles/access.test.ts.
 */
export const circlesAccess: Record<string, Expect> = {
  'GET /api/circles': premiumOnly(200),
  'GET /api/circles/mine': premiumOnly(200),
  'GET /api/circles/preview': members(200),
  'GET /api/circles/:id': premiumOnly(404),
  'PUT /api/circles/:id/membership': premiumOnly(404),
  'DELETE /api/circles/:id/membership': premiumOnly(404),
  'GET /api/circles/:id/posts': premiumOnly(404),
  'POST /api/circles/:id/posts': premiumOnly(400),
  'DELETE /api/posts/:id': premiumOnly(404),
  'PUT /api/posts/:id/like': premiumOnly(404),
  'DELETE /api/posts/:id/like': premiumOnly(404),
  'GET /api/posts/:id/comments': premiumOnly(404),
  'POST /api/posts/:id/comments': premiumOnly(400),
  'DELETE /api/comments/:id': premiumOnly(404),
  'POST /api/posts/:id/reports': premiumOnly(400),
  'POST /api/comments/:id/reports': premiumOnly(400),
  'GET /api/circle-events': premiumOnly(200),
  'GET /api/circles/:id/events': premiumOnly(404),
  'PUT /api/circle-events/:id/rsvp': premiumOnly(404),
  'DELETE /api/circle-events/:id/rsvp': premiumOnly(404),
  'GET /api/circles/:id/members': premiumOnly(404),
  'GET /api/circles/:id/live': premiumOnly(404),
  'POST /api/circle-media': premiumOnly(415),
};
