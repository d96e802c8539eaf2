import { type Expect, members, open } from './expect';

export const accountAccess: Record<string, Expect> = {
  'POST /api/forgot-password': open(400),
  'POST /api/reset-password': open(400),
  'POST /api/verify-email': open(400),
  'POST /api/account/verification': members(200),
  'POST /api/account/password': members(400),
  'POST /api/account/sign-out-others': members(200),
  'GET /api/account/export': members(200),
  'DELETE /api/account/email-change': members(200),
  'POST /api/account/delete': members(400),
};
