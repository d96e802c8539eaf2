import type { Agent as HttpsAgent } from 'node:https';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { scheduleEmbeddedVacuum } from './db/embedded-vacuum';
import { createMemberLookup } from './db/member-lookup';
import { openRealtimeBus } from './db/realtime-bus';
import { sampleCommunityFor } from './db/sample-community';
import { seedDatabase } from './db/seed';
import { pruneExpiredSessions } from './db/sessions';
import { scheduleOrphanSweep } from './db/sweep-orphan-blobs';
import type { AppConfig } from './env';
import { accountRoutes } from './features/account/routes';
import { adminRoutes } from './features/admin/routes';
import { presentMember } from './features/auth';
import { authRoutes } from './features/auth/routes';
import { circleRoutes } from './features/circles/routes';
import { type CupReader, openCupPhotoDesk, scheduleCupPhotoSweep } from './features/cup-photo';
import { cupPhotoRoutes } from './features/cup-photo/routes';
import { HoroscopeCache, shellAffirmation, shellHoroscope } from './features/guidance';
import { guidanceRoutes } from './features/guidance/routes';
import { healthRoutes } from './features/health/routes';
import { journalRoutes } from './features/journal/routes';
import { createPaymentProvider } from './features/membership';
import { membershipRoutes } from './features/membership/routes';
import { moodRoutes } from './features/moods/routes';
import { natalRoutes } from './features/natal/routes';
import { profileRoutes } from './features/profile/routes';
import { narratorFor, type OraclePace } from './features/reading';
import { readingRoutes } from './features/reading/routes';
import { loadVapidKeys, scheduleReminders, vapidSubject } from './features/reminders';
import { reminderRoutes } from './features/reminders/routes';
import { sharedReadingHead } from './features/share';
import { shareRoutes } from './features/share/routes';
import { offeredLanguages } from './lib/languages';
import { redactError } from './lib/redact-error';
import { serverTimeoutOptions } from './lib/server-timeouts';
import { createMailQueue } from './mail/create-mail-queue';
import { ImagePipeline } from './media/image-pipeline';
import { checkBlobStoreAtStart, openBlobStore } from './media/open-blob-store';
import { drainOnClose } from './ops/shutdown';
import { memberOfRequest, registerAccessControl } from './plugins/auth';
import { registerClient } from './plugins/client';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { registerFairUse } from './plugins/fair-use';
import { publicOrigin } from './plugins/public-origin';
import { requestLanguage } from './plugins/request-language';
import { RequestLogController } from './plugins/request-log';
import { registerSecurity } from './plugins/security';
import { registerUploads } from './plugins/uploads';

/** The built app. Features never import it: their routes are plugins made with defineRoutes. */
export type App = FastifyInstance;

/** Every route the app serves, for the authorization matrix test. */
interface RouteEntry {
  method: string;
  url: string;
  access?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export interface BuildOptions {
  /** An already open database (tests); otherwise opened from config and closed with the app. */
  database?: Database;
  now?: () => Date;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read what was logged). */
  logStream?: { write(line: string): void };
  /** The cup reader instead of the embedded one (tests that need a reading of a given kind). */
  cupReader?: CupReader;
  /**
   * The morning reminder's scheduler: it runs when the app opened its own database (or when
   * `schedule` says so), every `everyMs` (a minute); `agent` reaches a test's local push service.
   */
  reminders?: { schedule?: boolean; everyMs?: number; agent?: HttpsAgent };
  /** How the oracle streams its answers, instead of ORACLE_PACE (tests that are not about the pace). */
  oraclePace?: OraclePace;
}

/** Builds the whole app without listening, so tests and main.ts share it. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const routes: RouteEntry[] = [];
  const app = Fastify({
    logger:
      options.logger === false && !options.logStream
        ? false
        : { level: config.logLevel, stream: options.logStream, serializers: { err: redactError } },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // Each request is logged once, at debug unless it failed or was slow.
    logController: new RequestLogController(),
    forceCloseConnections: 'idle',
    ...serverTimeoutOptions(config.timeouts),
  });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access: route.config?.access });
    }
  });
  app.decorate('routeTable', routes);
  // On close, event streams end with a retry hint and finished requests' connections close (ops/shutdown.ts).
  drainOnClose(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // DATA_DIR/uploads, or the bucket's uploads/ when S3_BUCKET is set (docs/decisions/0035).
  const blobs = await openBlobStore(config, 'uploads');
  await checkBlobStoreAtStart(blobs, config, app.log);
  app.addHook('onClose', async () => blobs.close?.());
  const database =
    options.database ??
    (await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }));
  if (!options.database) {
    app.addHook('onClose', () => database.close());
    // Under the start-up lock: processes starting together on one empty database seed it once.
    await database.exclusively(() =>
      seedDatabase(database.db, sampleCommunityFor(config, { blobs, now: options.now?.() ?? new Date() })),
    );
    await pruneExpiredSessions(database.db, options.now?.() ?? new Date());
  }
  const ctx = { config, database, db: database.db, now: options.now ?? (() => new Date()) } as AppContext;
  // Services are built once here and shared by every request.
  ctx.payments = await createPaymentProvider(ctx);
  ctx.narrator = await narratorFor(config, app.log, options.oraclePace);
  ctx.horoscopes = new HoroscopeCache();
  // Made on the very first start and kept in the database, so every process signs with the same pair.
  ctx.push = {
    ...(await loadVapidKeys(database.db)),
    subject: vapidSubject(config.mailFrom),
    agent: options.reminders?.agent,
  };
  // The bus's PostgreSQL channel is heard on the member lookup's listening connection: one per process.
  const realtime = openRealtimeBus(database);
  const lookup = createMemberLookup(database, { channels: realtime.channel ? [realtime.channel] : [] });
  realtime.attach(lookup.listening);
  ctx.realtime = realtime.bus;
  ctx.lookupMember = lookup;
  app.addHook('onClose', () => ctx.lookupMember.close());
  ctx.blobs = blobs;
  ctx.images = new ImagePipeline();
  // DATA_DIR/cup-photos, or the bucket's cup-photos/ when S3_BUCKET is set.
  const cupPhotos = await openCupPhotoDesk(config, { read: options.cupReader });
  app.addHook('onClose', async () => cupPhotos.close());
  ctx.cupPhotos = cupPhotos;
  ctx.mail = await createMailQueue(config, app.log);
  app.addHook('onClose', () => ctx.mail.close());
  app.decorate('ctx', ctx);
  if (!options.database) {
    // Files no row names (left by a crash between a commit and the removal of its files) go in the background.
    const stopSweep = scheduleOrphanSweep(ctx, app.log);
    app.addHook('onClose', async () => stopSweep());
    // Cup photos no reading uses go 24 hours after upload.
    const stopCupSweep = scheduleCupPhotoSweep(ctx, app.log);
    app.addHook('onClose', async () => stopCupSweep());
    // The embedded engine has no autovacuum of its own (decision 0055).
    const stopVacuum = scheduleEmbeddedVacuum(database, app.log);
    app.addHook('onClose', async () => stopVacuum());
  }
  if (options.reminders?.schedule ?? !options.database) {
    // Every process ticks; the claim in the database keeps each member to one reminder a day.
    const everyMs = options.reminders?.everyMs ?? config.reminderEveryMs;
    const stopReminders = scheduleReminders(ctx, app.log, { everyMs });
    app.addHook('onClose', () => stopReminders());
  }

  registerErrorHandling(app, { languageOf: (request) => requestLanguage(ctx, request) });
  registerSecurity(app, { production: config.production });
  await registerCompression(app);
  await app.register(cookie);
  registerAccessControl(app);
  await registerUploads(app);
  registerFairUse(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(profileRoutes);
  await app.register(natalRoutes);
  await app.register(moodRoutes);
  await app.register(membershipRoutes);
  await app.register(guidanceRoutes);
  await app.register(readingRoutes);
  await app.register(cupPhotoRoutes);
  await app.register(circleRoutes);
  await app.register(journalRoutes);
  await app.register(shareRoutes);
  await app.register(reminderRoutes);
  await app.register(adminRoutes);

  await registerClient(
    app,
    config.clientDir,
    async (request) => {
      const member = await memberOfRequest(ctx, request);
      if (!member) return null;
      return {
        user: presentMember(ctx, member),
        horoscope: (today) => shellHoroscope(ctx, member, today),
        affirmation: (mood) => shellAffirmation(ctx, member, mood),
      };
    },
    {
      headFor: (request, path) => sharedReadingHead(ctx, { path, origin: publicOrigin(ctx, request) }),
      offeredLanguages: offeredLanguages(config),
    },
  );
  return app;
}
