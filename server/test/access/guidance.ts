import { type Expect, members } from './expect';

export const guidanceAccess: Record<string, Expect> = {
  'POST /api/horoscope': members(400),
  'POST /api/affirmation': members(400),
};
