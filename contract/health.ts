import { z } from 'zod';
import { endpoint } from './endpoint';
import { ROUTES } from './routes';

export const healthEndpoints = {
  /** Answers ok once the database answers a ping. */
  health: endpoint({ ...ROUTES.health, response: z.object({ status: z.literal('ok') }) }),
};
