import { healthEndpoints } from '@contract/health';
import { defineRoutes } from '../../plugins/routes';
import { checkReady } from './ready';

export const healthRoutes = defineRoutes(({ route, ctx }) => {
  // Liveness: answering is the whole check (docs/OPERATING.md, "Health and readiness").
  route(healthEndpoints.health, async () => ({ status: 'ok' as const }));
  route(healthEndpoints.ready, async () => {
    await checkReady(ctx);
    return { status: 'ready' as const };
  });
});
