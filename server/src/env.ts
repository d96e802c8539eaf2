import path from 'node:path';
import { CIRCLE_LIMITS } from '@contract/circles';
import type { Language } from '@contract/languages';
import { z } from 'zod';
import type { ServerTimeouts } from './lib/server-timeouts';

/** Sign-ups per client address per hour unless REGISTRATIONS_PER_HOUR says otherwise (decision 0006). */
const DEFAULT_REGISTRATIONS_PER_HOUR = 100;

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

/** An empty value means unset, as shells and .env files often write it. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalUrl = (schema: z.ZodType<string>) => z.preprocess(blankAsUnset, schema.optional());

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/** Every environment variable Telve reads, each documented in one line (README.md lists them too). */
const EnvSchema = z.object({
  /** Port the server listens on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** Address the server binds to: this machine only unless set (0.0.0.0 in a container). */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the embedded database and uploads live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when absent the embedded PGlite database in DATA_DIR/db is used. */
  DATABASE_URL: optionalUrl(z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' })),
  /** Comma-separated emails that are administrators. */
  ADMIN_EMAILS: csv,
  /** 'production' turns on the __Host- cookie prefix and Secure cookies. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Trusted reverse proxies (true, or comma-separated addresses/CIDRs); the client IP is taken from X-Forwarded-For only through them. */
  TRUST_PROXY: optionalText,
  /** Sign-ups allowed per client address per hour. */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_REGISTRATIONS_PER_HOUR),
  /** The largest video a member may attach to a circle post, in bytes (default 50 MB). */
  CIRCLE_VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(2 * 1024 ** 3)
    .default(CIRCLE_LIMITS.videoMaxBytes),
  /** How often each process looks for morning reminders that are due, in ms (default a minute). */
  REMINDER_EVERY_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(60 * 60 * 1000)
    .optional(),
  /** 'false' leaves the sample members, posts and events out of a new database (the five circles stay). */
  SEED_SAMPLE_DATA: z.enum(['true', 'false']).default('true'),
  /** Log level for pino. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public base URL used in Stripe return addresses, e.g. https://telve.example. */
  PUBLIC_URL: optionalUrl(z.url()),
  /** Stripe secret key; with the three below it switches payments from the demo provider to Stripe. */
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_ANNUAL: optionalText,
  /** SMTP server for account mail, e.g. smtps://user:pass@smtp.example.com; when absent mail goes to DATA_DIR/outbox. */
  SMTP_URL: optionalUrl(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })),
  /** The sender of account mail. */
  MAIL_FROM: z.string().trim().min(3).default('Telve <hello@telve.local>'),
  /** An S3-compatible bucket for uploaded media instead of DATA_DIR/uploads (README: Object storage). */
  S3_BUCKET: optionalText,
  /** The store's address, e.g. http://minio:9000; absent: AWS S3 itself. */
  S3_ENDPOINT: optionalUrl(z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })),
  /** The bucket's region; us-east-1 when absent (what MinIO and most other stores accept). */
  S3_REGION: optionalText,
  /** Both keys, or neither (then the AWS SDK's own credential chain: instance roles, AWS_* variables). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** 'true' puts the bucket in the path (http://host/bucket/key), as MinIO and Ceph usually need. */
  S3_FORCE_PATH_STYLE: z.preprocess(blankAsUnset, z.enum(['true', 'false']).default('false')),
  /** OpenAI-compatible endpoint for the optional AI narrator, e.g. http://localhost:11434/v1. */
  AI_BASE_URL: optionalUrl(z.url()),
  AI_MODEL: optionalText,
  AI_API_KEY: optionalText,
});

type Env = z.infer<typeof EnvSchema>;

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  priceMonthly: string;
  priceAnnual: string;
  /** Test hook: talk to a local Stripe stand-in instead of api.stripe.com. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  adminEmails: string[];
  production: boolean;
  trustProxy?: boolean | string[];
  logLevel: Env['LOG_LEVEL'];
  registrationsPerHour: number;
  /** CIRCLE_VIDEO_MAX_BYTES; CIRCLE_LIMITS.videoMaxBytes when absent. */
  circleVideoMaxBytes?: number;
  /** REMINDER_EVERY_MS; a minute when absent. */
  reminderEveryMs?: number;
  /** SEED_SAMPLE_DATA; sample community content is seeded unless this is false. */
  seedSampleData?: boolean;
  publicUrl?: string;
  /** Account mail goes through this SMTP server; absent: written to DATA_DIR/outbox. */
  smtpUrl?: string;
  /** Sender of account mail; "Telve <hello@telve.local>" when not given. */
  mailFrom?: string;
  stripe?: StripeConfig;
  ai?: { baseUrl: string; model: string; apiKey?: string /** Test hook; default 15 s. */; timeoutMs?: number };
  /** The S3-compatible bucket media is kept in (S3_*); absent: the DATA_DIR directories. */
  s3?: S3Config;
  /** Test hook: shorter client timeouts than server-timeouts.ts's defaults. */
  timeouts?: Partial<ServerTimeouts>;
  /** Where the built client lives; absent in API-only tests. */
  clientDir?: string;
  /**
   * The languages a visitor's browser may choose (her first pages, her language at registration);
   * absent: the contract's OFFERED_LANGUAGES. Not an environment variable: a test hook until every
   * screen is in Turkish (docs/decisions/0049-member-language.md).
   */
  offeredLanguages?: readonly Language[];
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === 'false') return undefined;
  if (value === 'true') return true;
  return value.split(',').map((item) => item.trim());
}

/** Thrown for a bad environment; main.ts prints its one-line message and exits non-zero. */
export class EnvError extends Error {}

/** An S3-compatible bucket for media (`S3_*`), read by media/s3-blob-store.ts. */
export interface S3Config {
  bucket: string;
  /** Absent: AWS itself, by region. */
  endpoint?: string;
  region: string;
  /** Absent: the SDK's own credential chain (instance roles, AWS_* variables, profiles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path rather than the host name: MinIO, Ceph and most self-hosted stores want it. */
  forcePathStyle: boolean;
}

/** S3_BUCKET and its companions, checked together: a companion without the bucket is a mistake, not a no-op. */
function s3Config(env: Env): S3Config | undefined {
  if (!env.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find(
      (name) => env[name],
    );
    if (stray) throw new EnvError(`Invalid environment variable S3_BUCKET: required when ${stray} is set`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET)) {
    throw new EnvError(
      'Invalid environment variable S3_BUCKET: a bucket name is 3-63 lowercase letters, digits, dots and hyphens',
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new EnvError(
      `Invalid environment variable ${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`,
    );
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Parses the environment once into typed config, or throws EnvError naming the first bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new EnvError(`Invalid environment variable ${name}: ${issue?.message ?? 'bad value'}`);
  }
  const env = parsed.data;
  const stripeVars = [
    env.STRIPE_SECRET_KEY,
    env.STRIPE_WEBHOOK_SECRET,
    env.STRIPE_PRICE_MONTHLY,
    env.STRIPE_PRICE_ANNUAL,
  ];
  if (stripeVars.some(Boolean) && !stripeVars.every(Boolean)) {
    const missing = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'].find(
      (_, index) => !stripeVars[index],
    );
    throw new EnvError(`Invalid environment variable ${missing}: Stripe needs all four STRIPE_* variables`);
  }
  const s3 = s3Config(env);
  if (env.AI_BASE_URL && !env.AI_MODEL) {
    throw new EnvError('Invalid environment variable AI_MODEL: required when AI_BASE_URL is set');
  }
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    adminEmails: env.ADMIN_EMAILS,
    production: env.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
    circleVideoMaxBytes: env.CIRCLE_VIDEO_MAX_BYTES,
    reminderEveryMs: env.REMINDER_EVERY_MS,
    seedSampleData: env.SEED_SAMPLE_DATA === 'true',
    publicUrl: env.PUBLIC_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET as string,
          priceMonthly: env.STRIPE_PRICE_MONTHLY as string,
          priceAnnual: env.STRIPE_PRICE_ANNUAL as string,
        }
      : undefined,
    s3,
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? { baseUrl: env.AI_BASE_URL, model: env.AI_MODEL, apiKey: env.AI_API_KEY }
        : undefined,
  };
}
