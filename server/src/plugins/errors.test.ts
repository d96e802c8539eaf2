import type { Language } from '@contract/languages';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AppError, conflict } from '../lib/app-error';
import { registerErrorHandling } from './errors';

function appWith(handler: () => unknown, languageOf?: () => Promise<Language>) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app, { languageOf });
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

  it("answers a message written in every language in the request's, and only such a message", async () => {
    const refusal = () =>
      new AppError('TOO_MANY_REQUESTS', { en: 'Too many saves.', tr: 'Çok sık kaydettin.' }, { 'retry-after': '60' });
    const asked = vi.fn(async (): Promise<Language> => 'tr');
    const turkish = appWith(() => {
      throw refusal();
    }, asked);
    const res = await turkish.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual({ message: 'Çok sık kaydettin.', code: 'TOO_MANY_REQUESTS' });
    await turkish.close();

    // A message in English only is the client's to translate: the language is not even asked.
    asked.mockClear();
    const plain = appWith(() => {
      throw conflict('Already there');
    }, asked);
    expect((await plain.inject({ method: 'GET', url: '/boom' })).json().message).toBe('Already there');
    expect(asked).not.toHaveBeenCalled();
    await plain.close();
  });

  it('answers English when the language cannot be told', async () => {
    const refusal = () => new AppError('TOO_MANY_REQUESTS', { en: 'Too many saves.', tr: 'Çok sık kaydettin.' });
    for (const languageOf of [undefined, () => Promise.reject(new Error('database down'))]) {
      const app = appWith(() => {
        throw refusal();
      }, languageOf);
      expect((await app.inject({ method: 'GET', url: '/boom' })).json().message).toBe('Too many saves.');
      await app.close();
    }
  });
});
