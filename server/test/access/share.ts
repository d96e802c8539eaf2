import { type Expect, members } from './expect';

// No reading 999999 is anyone's (404); no sign or date (400); an empty body (400).
export const shareAccess: Record<string, Expect> = {
  'GET /api/share-cards/reading/:id': members(404),
  'GET /api/share-cards/horoscope': members(400),
  'POST /api/share-cards/affirmation': members(400),
};
