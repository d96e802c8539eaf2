import type { Database, Db } from './db/client';
import type { MemberLookup } from './db/member-lookup';
import type { AppConfig } from './env';
import type { HoroscopeCache } from './features/guidance/horoscope-cache';
import type { PaymentProvider } from './features/membership/payment-provider';
import type { ReadingNarrator } from './features/reading/narrator';
import type { MailQueue } from './mail/mail-queue';
import type { BlobStore } from './media/blob-store';
import type { ImagePipeline } from './media/image-pipeline';

/** What every service may need, built once in buildApp and reachable as app.ctx. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  /** The clock; tests move it to see subscriptions lapse. */
  now: () => Date;
  /** Where Premium is bought: Stripe when configured, else the demo provider. */
  payments: PaymentProvider;
  /** Who writes readings and answers: an AI provider when configured, else the oracle. */
  narrator: ReadingNarrator;
  /** The day's horoscope per sign, shared by every member. */
  horoscopes: HoroscopeCache;
  /** The session, member and subscription of a token hash, in one prepared query. */
  lookupMember: MemberLookup;
  /** Where uploaded photos and videos are kept: DATA_DIR/uploads by default. */
  blobs: BlobStore;
  /** Every uploaded image is re-encoded here, a few at a time. */
  images: ImagePipeline;
  /** Account mail, sent in the background: SMTP when configured, else DATA_DIR/outbox. */
  mail: MailQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
