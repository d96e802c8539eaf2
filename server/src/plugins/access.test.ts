import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { createMemberLookup } from '../db/member-lookup';
import type { AppConfig } from '../env';
import { registerAccessControl } from './auth';
import { registerErrorHandling } from './errors';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A bare app with only the access hook, and routes that declare access or forget to. */
async function appWithRoutes(reached: string[]) {
  const app = Fastify({ logger: false });
  const config = { production: false, adminEmails: [] } as unknown as AppConfig;
  app.decorate('ctx', {
    config,
    database,
    db: database.db,
    now: () => new Date(),
    lookupMember: createMemberLookup(database),
  } as unknown as AppContext);
  registerErrorHandling(app);
  await app.register(cookie);
  registerAccessControl(app);
  app.get('/undeclared', async () => {
    reached.push('undeclared');
    return { ok: true };
  });
  app.get('/declared-public', { config: { access: 'public' } }, async () => {
    reached.push('public');
    return { ok: true };
  });
  await app.ready();
  return app;
}

describe('deny by default', () => {
  it('refuses a route that declares no access to a signed-out caller, before its handler runs', async () => {
    const reached: string[] = [];
    const app = await appWithRoutes(reached);
    const res = await app.inject({ method: 'GET', url: '/undeclared' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    expect(reached).toEqual([]);
    await app.close();
  });

  it('refuses it to a cookie that names no session', async () => {
    const app = await appWithRoutes([]);
    const res = await app.inject({ method: 'GET', url: '/undeclared', cookies: { telve_session: 'forged' } });
    expect(res.statusCode).toBe(401);
    await app.close();
  });

  it('serves a route declared public to anyone', async () => {
    const reached: string[] = [];
    const app = await appWithRoutes(reached);
    const res = await app.inject({ method: 'GET', url: '/declared-public' });
    expect(res.statusCode).toBe(200);
    expect(reached).toEqual(['public']);
    await app.close();
  });

  it('answers an unknown path 404, not 401', async () => {
    const app = await appWithRoutes([]);
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
    await app.close();
  });
});
