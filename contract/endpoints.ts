import { accountEndpoints } from './account';
import { adminEndpoints } from './admin';
import { authEndpoints, profileEndpoints } from './auth';
import { circleEndpoints } from './circles';
import { cupPhotoEndpoints } from './cup-photos';
import type { Endpoint } from './endpoint';
import { guidanceEndpoints } from './guidance';
import { healthEndpoints } from './health';
import { journalEndpoints } from './journal';
import { membershipEndpoints } from './membership';
import { moodEndpoints } from './moods-api';
import { natalEndpoints } from './natal';
import { readingEndpoints } from './reading';
import { reminderEndpoints } from './reminders';
import type { ROUTES } from './routes';
import { shareEndpoints } from './share';

/** Every endpoint of the API, by name: the one table both sides use. */
export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...profileEndpoints,
  ...natalEndpoints,
  ...moodEndpoints,
  ...guidanceEndpoints,
  ...readingEndpoints,
  ...cupPhotoEndpoints,
  ...membershipEndpoints,
  ...circleEndpoints,
  ...accountEndpoints,
  ...journalEndpoints,
  ...adminEndpoints,
  ...shareEndpoints,
  ...reminderEndpoints,
} satisfies Record<keyof typeof ROUTES, Endpoint>;
export type Endpoints = typeof endpoints;
