import { type Expect, members, premiumOnly } from './expect';

// Every journal route is premium but the mood history, a member's own moods (free members see it
// in the journal's preview). An empty body names nothing to save (400); an empty saved-state
// question is answered (200); id 999999 names no entry (404); a search needs words (400).
export const journalAccess: Record<string, Expect> = {
  'POST /api/journal/readings': premiumOnly(400),
  'GET /api/journal/readings': premiumOnly(200),
  'DELETE /api/journal/readings/:id': premiumOnly(404),
  'POST /api/journal/horoscopes': premiumOnly(400),
  'GET /api/journal/horoscopes': premiumOnly(200),
  'DELETE /api/journal/horoscopes/:id': premiumOnly(404),
  'POST /api/journal/affirmations': premiumOnly(400),
  'GET /api/journal/affirmations': premiumOnly(200),
  'DELETE /api/journal/affirmations/:id': premiumOnly(404),
  'POST /api/journal/saved-state': premiumOnly(200),
  'GET /api/journal/history': premiumOnly(200),
  'GET /api/journal/history/:id': premiumOnly(404),
  'GET /api/journal/moods': members(200),
  'GET /api/journal/search': premiumOnly(400),
  'GET /api/journal/export': premiumOnly(200),
};
