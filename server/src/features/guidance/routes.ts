import {
  AffirmationRequestSchema,
  AffirmationSchema,
  HoroscopeRequestSchema,
  HoroscopeSchema,
} from '../../../../contract/guidance';
import type { App } from '../../app';
import { memberOf } from '../../plugins/auth';
import { getAffirmation } from './get-affirmation';
import { getHoroscope } from './get-horoscope';
import { HoroscopeCache } from './horoscope-cache';

/** Daily guidance for signed-in members: POST /api/horoscope and POST /api/affirmation. */
export async function guidanceRoutes(app: App): Promise<void> {
  const { ctx } = app;
  const cache = new HoroscopeCache();

  app.post(
    '/api/horoscope',
    { config: { access: 'member' }, schema: { body: HoroscopeRequestSchema, response: { 200: HoroscopeSchema } } },
    async (request) => {
      const member = await memberOf(ctx, request);
      return getHoroscope(ctx, { member, input: request.body, cache });
    },
  );

  app.post(
    '/api/affirmation',
    { config: { access: 'member' }, schema: { body: AffirmationRequestSchema, response: { 200: AffirmationSchema } } },
    async (request) => {
      const member = await memberOf(ctx, request);
      return getAffirmation(ctx, { member, input: request.body });
    },
  );
}
