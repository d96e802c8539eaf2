import { type Expect, members } from './expect';

// An empty JSON body is not a form (415); no photo 999999 is anyone's (404).
export const cupPhotosAccess: Record<string, Expect> = {
  'POST /api/cup-photos': members(415),
  'GET /api/cup-photos/:id/image': members(404),
};
