import type { Database, Db } from './db/client';
import type { MemberLookup } from './db/member-lookup';
import type { RealtimeBus } from './db/realtime-bus';
import type { MemberSubscription, MemberUser } from './db/statements/load-member';
import type { AppConfig } from './env';
import type { MailQueue } from './mail/mail-queue';
import type { BlobStore } from './media/blob-store';
import type { ImagePipeline } from './media/image-pipeline';

export type { MemberUser };

/**
 * What every service may need, built once in buildApp and reachable as app.ctx. The services a
 * feature owns add their slot where their type is declared, so this file names no feature:
 * `payments` (features/membership/payment-provider.ts), `narrator` (features/reading/narrator.ts)
 * and `horoscopes` (features/guidance/horoscope-cache.ts).
 */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  /** The clock; tests move it to see subscriptions lapse. */
  now: () => Date;
  /** The session, member and subscription of a token hash, in one prepared query. */
  lookupMember: MemberLookup;
  /** Live signals (what changed in a circle) to every process: in-process, or PostgreSQL NOTIFY. */
  realtime: RealtimeBus;
  /** Where uploaded photos and videos are kept: DATA_DIR/uploads by default. */
  blobs: BlobStore;
  /** Every uploaded image is re-encoded here, a few at a time. */
  images: ImagePipeline;
  /** Account mail, sent in the background: SMTP when configured, else DATA_DIR/outbox. */
  mail: MailQueue;
}

/**
 * The signed-in member of a request, loaded once per request by the access hook: the columns a
 * request reads (never the password hash, which the few services that check it load themselves).
 */
export interface Member {
  user: MemberUser;
  subscription: MemberSubscription | null;
  isAdmin: boolean;
  isPremium: boolean;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
