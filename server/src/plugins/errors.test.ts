import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { conflict } from '../lib/app-error';
import { registerErrorHandling } from './errors';

function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/boom', async () => handler());
  return app;
}

describe('the error handler', () => {
  it('hides a 5xx detail from the client and logs it', async () => {
    const app = appWith(() => {
      throw new Error('database password is hunter2');
    });
    await app.ready();
    const logged = vi.spyOn(app.log, 'error');
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    expect(res.body).not.toContain('hunter2');
    await app.close();
    expect(logged).toHaveBeenCalled();
  });

  it('turns an AppError into its status and message', async () => {
    const app = appWith(() => {
      throw conflict('Already there');
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Already there', code: 'CONFLICT' });
    await app.close();
  });

  it('answers a foreign key refusal no service worded as a missing parent: 404, not 500', async () => {
    // As Drizzle throws it: the driver's error, with its SQLSTATE, as the cause.
    const app = appWith(() => {
      throw Object.assign(new Error('Failed query: insert into "moods"'), {
        cause: Object.assign(new Error('violates foreign key constraint "moods_user_id_users_id_fk"'), {
          code: '23503',
        }),
      });
    });
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This no longer exists. Please reload the page.', code: 'NOT_FOUND' });
    await app.close();
  });
});
