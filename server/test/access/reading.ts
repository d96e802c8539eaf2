import { type Expect, members, premiumOnly } from './expect';

// The matrix runs these in order with fresh callers: the two GETs come before the POST, while the
// callers have no reading yet (404); an empty POST body is a valid request (the intention defaults to '').
export const readingAccess: Record<string, Expect> = {
  'GET /api/coffee-reading': members(404),
  'GET /api/coffee-reading/:id': members(404),
  'GET /api/coffee-reading/:id/questions': premiumOnly(404),
  'POST /api/coffee-reading': members(201),
  'GET /api/readings': premiumOnly(200),
  'POST /api/ask': premiumOnly(400),
  'POST /api/ask/stream': premiumOnly(400),
};
