import { z } from 'zod';
import type { App } from '../../app';

export async function healthRoutes(app: App): Promise<void> {
  app.get('/api/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => {
    await app.ctx.database.ping();
    return { status: 'ok' as const };
  });
}
