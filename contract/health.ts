import { z } from 'zod';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';

/** Why /api/ready answers 503 (with code UNAVAILABLE); a load balancer sends no traffic meanwhile. */
export const READY_MESSAGES = {
  database: 'The database is not reachable.',
  store: 'The media store is not reachable.',
} as const;

export const healthEndpoints = {
  /** Liveness: the process answers. It asks nothing of the database, so a database outage restarts no process. */
  health: endpoint({ ...ROUTES.health, response: z.object({ status: z.literal('ok') }) }),
  /**
   * Readiness: the database answers, and the media store when it can say (a store with `ready()`);
   * otherwise 503 `{ message, code: 'UNAVAILABLE' }` with one of READY_MESSAGES.
   */
  ready: endpoint({ ...ROUTES.ready, response: z.object({ status: z.literal('ready') }) }),
};
