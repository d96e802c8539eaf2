import type { Expect } from './expect';

/** Administrators only: everyone else signed in gets 403, premium or not. */
const adminOnly = (status: number): Expect => ({ anonymous: 401, member: 403, premium: 403, admin: status });

// The matrix sends an empty JSON body to id 999999: creating or changing nothing is a 400 (the body
// is read before the id is looked up), while deleting or dismissing a missing object is a 404.
export const adminAccess: Record<string, Expect> = {
  'GET /api/admin/circles': adminOnly(200),
  'POST /api/admin/circles': adminOnly(400),
  'PATCH /api/admin/circles/:id': adminOnly(400),
  'DELETE /api/admin/circles/:id': adminOnly(404),
  'GET /api/admin/posts': adminOnly(200),
  'PATCH /api/admin/posts/:id': adminOnly(400),
  'DELETE /api/admin/posts/:id': adminOnly(404),
  'POST /api/admin/posts/:id/dismiss-reports': adminOnly(404),
  'GET /api/admin/comments': adminOnly(200),
  'POST /api/admin/comments/:id/restore': adminOnly(404),
  'GET /api/admin/events': adminOnly(200),
  'POST /api/admin/events': adminOnly(400),
  'PATCH /api/admin/events/:id': adminOnly(400),
  'DELETE /api/admin/events/:id': adminOnly(404),
  'GET /api/admin/audit': adminOnly(200),
};
