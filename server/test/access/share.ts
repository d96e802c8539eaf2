import { type Expect, members, open } from './expect';

// No reading 999999 is anyone's (404); no sign or date (400); an empty body (400); no link is
// named ':token' (404, for anyone: a public link needs no session).
export const shareAccess: Record<string, Expect> = {
  'GET /api/share-cards/reading/:id': members(404),
  'GET /api/share-cards/horoscope': members(400),
  'POST /api/share-cards/affirmation': members(400),
  'GET /api/coffee-reading/:id/public-link': members(404),
  'PUT /api/coffee-reading/:id/public-link': members(404),
  'DELETE /api/coffee-reading/:id/public-link': members(404),
  'GET /api/shared-readings/:token': open(404),
  'GET /api/shared-readings/:token/card': open(404),
};
