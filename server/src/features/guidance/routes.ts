import { guidanceEndpoints } from '@contract/guidance';
import { defineRoutes } from '../../plugins/routes';
import { getAffirmation } from './get-affirmation';
import { getHoroscope } from './get-horoscope';

/** Daily guidance for signed-in members: the horoscope and the affirmation. */
export const guidanceRoutes = defineRoutes(({ route, ctx }) => {
  route(guidanceEndpoints.horoscope, async ({ member, body }) =>
    getHoroscope(ctx, { member, input: body, cache: ctx.horoscopes }),
  );
  route(guidanceEndpoints.affirmation, async ({ member, body }) => getAffirmation(ctx, { member, input: body }));
});
