import type { Database, Db } from './db/client';
import type { AppConfig } from './env';

/** What every service may need, built once in buildApp and reachable as app.ctx. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  /** The clock; tests move it to see subscriptions lapse. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
