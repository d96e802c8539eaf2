import { healthEndpoints } from '@contract/health';
import { defineRoutes } from '../../plugins/routes';

export const healthRoutes = defineRoutes(({ route, ctx }) => {
  route(healthEndpoints.health, async () => {
    await ctx.database.ping();
    return { status: 'ok' as const };
  });
});
