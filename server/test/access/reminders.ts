import { type Expect, members } from './expect';

// Settings are every member's (200); an empty body is a 400 for the writes.
export const remindersAccess: Record<string, Expect> = {
  'GET /api/reminders': members(200),
  'PUT /api/reminders': members(400),
  'POST /api/push-subscriptions': members(400),
  'DELETE /api/push-subscriptions': members(400),
};
