import { type Expect, members, open } from './expect';

export const accountsAccess: Record<string, Expect> = {
  'GET /api/health': open(200),
  'GET /api/ready': open(200),
  'POST /api/register': open(400),
  'POST /api/login': open(400),
  'POST /api/logout': open(200),
  'GET /api/user': members(200),
  'POST /api/terms-consent': members(400),
  'POST /api/update-profile': members(400),
  'PUT /api/user/language': members(400),
  'POST /api/upload-photo': members(415),
  'GET /uploads/:name': open(404),
  'POST /api/moods': members(400),
  'GET /api/moods': members(200),
};
