import { type Expect, open } from './expect';

export const accountAccess: Record<string, Expect> = {
  'POST /api/forgot-password': open(400),
  'POST /api/reset-password': open(400),
};
