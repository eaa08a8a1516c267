import os from 'node:os';
import { z } from 'zod';
import { DEFAULT_TONU_FEE_CENTS } from '@haulclub/shared';
import { ENCRYPTION_KEY_FORMAT, parseEncryptionKey } from './lib/encryption-key';
import { fromRepoRoot } from './lib/paths';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Unset (or empty) stays undefined, so "not set" differs from "set to false". */
const optionalFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1' || v === 'yes'));

/** localhost, 127.0.0.0/8 and ::1: addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return (
    h === 'localhost' ||
    h === '::1' ||
    h === '0:0:0:0:0:0:0:1' ||
    /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h)
  );
}

const LOOPBACK_OR_HTTPS = (u: string) =>
  u.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(u);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: optionalString.pipe(
    z.url({ error: 'must be an absolute URL such as https://haulclub.example' }).optional(),
  ),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection string')
      .optional(),
  ),
  /** Unset: demo mode on the embedded database while HOST is a loopback address. true/false force it. */
  DEMO_MODE: optionalFlag,
  DATA_DIR: z.string().min(1).default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).optional(),
  /** The embedded PostgreSQL's shared_buffers in MB (default: a quarter of the memory, 128 MB to 2 GB). */
  EMBEDDED_PG_SHARED_BUFFERS_MB: z.coerce.number().int().min(16).max(65_536).optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * API worker processes on the one port (each with its own pool of DB_POOL_MAX connections).
   * Unset: one per core in production, 1 in development and tests.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('HaulClub <no-reply@haulclub.local>'),
  CONTACT_EMAIL: z.email({ error: 'must be an email address' }).default('contact@haulclub.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: booleanFlag,
  /** Requests slower than this (or answered 5xx) are logged one line each; every request only at LOG_LEVEL=debug. */
  LOG_SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(1000),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** /api/live: messages a connection may send per second (more closes it with 1008), connections per IP and per user. */
  LIVE_MAX_MESSAGES_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(20),
  LIVE_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(1).max(10_000).default(30),
  LIVE_MAX_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  TRUST_PROXY: booleanFlag,
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(2000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  AUTH_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  AUTH_REFRESH_REUSE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  AUTH_SESSION_LIFETIME_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_EMAIL_SEND_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  AUTH_CONFIRMATION_TTL_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  AUTH_RECOVERY_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  AUTH_SESSION_CACHE_MS: z.coerce.number().int().min(0).max(5000).default(5000),
  /** argon2id cost; unset means the library defaults (production). Tests lower them. */
  AUTH_ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).optional(),
  AUTH_ARGON2_TIME_COST: z.coerce.number().int().min(1).optional(),
  /** Extra origins (comma-separated) that email links may redirect to, besides PUBLIC_URL's. */
  AUTH_REDIRECT_ORIGINS: z.string().default(''),
  /** Encrypts the token signing keys at rest (AES-256-GCM); required in production outside demo mode. */
  AUTH_KEY_ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .refine((v) => parseEncryptionKey(v) !== undefined, ENCRYPTION_KEY_FORMAT)
      .optional(),
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** Google's OpenID Connect issuer; tests point it at a local mock (http only on loopback hosts). */
  GOOGLE_ISSUER_URL: z
    .url({ error: 'must be a URL' })
    .default('https://accounts.google.com')
    .refine(
      (u) => u.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(u),
      'must be https:// (http:// only for 127.0.0.1 or localhost)',
    ),
  /** FMCSA QCMobile API (broker verification). Without FMCSA_WEB_KEY, applications wait for manual review. */
  FMCSA_BASE_URL: z
    .url({ error: 'must be a URL' })
    .default('https://mobile.fmcsa.dot.gov/qc/services')
    .refine(LOOPBACK_OR_HTTPS, 'must be https:// (http:// only for 127.0.0.1 or localhost)'),
  FMCSA_WEB_KEY: optionalString,
  FMCSA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** Attempts per FMCSA request (network errors, time-outs and 5xx are retried with back-off). */
  FMCSA_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(50).default(5000),
  /**
   * Recomputations asked after every post, booking or chat message (a broker's fairness, a lane's
   * rates, a member's speed score) run this long after the first request, once for all of them.
   */
  JOBS_COALESCE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** How often expired loads are marked expired and announced (the board hides them at once regardless). */
  LOAD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(15_000),
  /**
   * Impressions (the loads best_match pages and the matches list show) are counted in the process
   * and written in one statement at most this often (or once 5,000 pairs wait).
   */
  MATCH_IMPRESSION_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Truck order not used: paid to the trucker from escrow when the broker cancels after the trucker signed. */
  TONU_FEE_CENTS: z.coerce
    .number({ error: 'must be a whole number of cents' })
    .int('must be a whole number of cents')
    .min(0, 'must be zero or more')
    .max(100_000_000, 'must be at most 100000000 cents')
    .default(DEFAULT_TONU_FEE_CENTS),
  /** How often held escrow due for automatic release is released and stuck card charges are re-asked. */
  ESCROW_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  /** How often payouts whose job went missing (a crash, a long provider outage) are queued again. */
  PAYOUT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  /** Connected-account payouts: the offline sandbox (default) or Stripe Connect. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the Stripe SDK sends requests; tests point it at a local fixture (http only on loopback). */
  STRIPE_API_BASE: z
    .url({ error: 'must be a URL' })
    .default('https://api.stripe.com')
    .refine(LOOPBACK_OR_HTTPS, 'must be https:// (http:// only for 127.0.0.1 or localhost)'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  /** Set when an external PostgreSQL is used; otherwise the embedded server is started. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number | undefined;
  embeddedPgSharedBuffersMb: number | undefined;
  dbPoolMax: number;
  /** How many API worker processes serve the port (WEB_CONCURRENCY); 1 runs the app in the one process. */
  webConcurrency: number;
  /**
   * Demo mode (demo seed, public development mailbox): DEMO_MODE when set, otherwise on exactly when the
   * app runs on the embedded database and listens on a loopback address only.
   */
  demoMode: boolean;
  /** Why demo mode is on or off, for the start-up log. */
  demoModeReason: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  logLevel: Env['LOG_LEVEL'];
  logPretty: boolean;
  logSlowRequestMs: number;
  rateLimit: { max: number; windowMs: number };
  live: { maxMessagesPerSecond: number; maxConnectionsPerIp: number; maxConnectionsPerUser: number };
  bodyLimitBytes: number;
  trustProxy: boolean;
  webDistDir: string;
  mail: { pollIntervalMs: number; maxAttempts: number };
  auth: AuthConfig;
  fmcsa: { baseUrl: string; webKey: string | undefined; timeoutMs: number; attempts: number };
  jobs: { pollIntervalMs: number; coalesceMs: number };
  loads: { sweepIntervalMs: number; impressionFlushMs: number };
  /** The TONU fee new contracts carry, and the escrow sweeper's period. */
  contracts: { tonuFeeCents: number; sweepIntervalMs: number };
  payments: PaymentsConfig;
  payouts: { sweepIntervalMs: number };
  version: string;
}

export type PaymentsConfig =
  { provider: 'sandbox' } | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiBase: string };

export interface AuthConfig {
  accessTokenTtlSeconds: number;
  /** A rotated refresh token replayed within this many seconds gets the current token, not a failure. */
  refreshReuseIntervalSeconds: number;
  sessionLifetimeSeconds: number;
  emailSendIntervalSeconds: number;
  confirmationTtlSeconds: number;
  recoveryTtlSeconds: number;
  /** How long a session's revoked/suspended state may be cached by the data API. */
  sessionCacheMs: number;
  argon2: { memoryCost?: number; timeCost?: number };
  /** Origins that redirect_to may point at (PUBLIC_URL's origin always; Vite's dev server in development). */
  redirectOrigins: string[];
  /** Google sign-in (OpenID Connect), when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  /**
   * AES-256-GCM key of the signing keys at rest (AUTH_KEY_ENCRYPTION_KEY). Unset outside production (or in
   * demo mode): one is generated once and kept in $DATA_DIR/auth-key-encryption.key.
   */
  keyEncryptionKey: Buffer | undefined;
}

function redirectOrigins(e: Env): string[] {
  const list = e.AUTH_REDIRECT_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (e.NODE_ENV === 'development') list.push('http://localhost:5173');
  return list.flatMap((o) => {
    try {
      return [new URL(o).origin];
    } catch {
      return [];
    }
  });
}

function demoModeOf(e: Env): { demoMode: boolean; demoModeReason: string } {
  if (e.DEMO_MODE !== undefined)
    return { demoMode: e.DEMO_MODE, demoModeReason: `DEMO_MODE=${String(e.DEMO_MODE)} is set` };
  if (e.DATABASE_URL !== undefined)
    return { demoMode: false, demoModeReason: 'an external DATABASE_URL is used' };
  if (!isLoopbackHost(e.HOST))
    return {
      demoMode: false,
      demoModeReason: `HOST=${e.HOST} is not a loopback address (set DEMO_MODE=true to force demo mode)`,
    };
  return { demoMode: true, demoModeReason: `embedded database and HOST=${e.HOST} is a loopback address` };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at boot; every bad or missing setting is named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError([
      ...(e.STRIPE_SECRET_KEY ? [] : ['STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe']),
      ...(e.STRIPE_WEBHOOK_SECRET ? [] : ['STRIPE_WEBHOOK_SECRET: is required when PAYMENT_PROVIDER=stripe']),
    ]);
  }
  if (e.NODE_ENV === 'production' && !e.AUTH_KEY_ENCRYPTION_KEY && !demoModeOf(e).demoMode) {
    throw new ConfigError([
      'AUTH_KEY_ENCRYPTION_KEY: is required in production; it encrypts the token signing keys at rest ' +
        '(32 random bytes in hex or base64, e.g. from `openssl rand -base64 32`)',
    ]);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: fromRepoRoot(e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    embeddedPgSharedBuffersMb: e.EMBEDDED_PG_SHARED_BUFFERS_MB,
    dbPoolMax: e.DB_POOL_MAX,
    webConcurrency:
      e.WEB_CONCURRENCY ?? (e.NODE_ENV === 'production' ? Math.min(16, os.availableParallelism()) : 1),
    ...demoModeOf(e),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    logSlowRequestMs: e.LOG_SLOW_REQUEST_MS,
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
    live: {
      maxMessagesPerSecond: e.LIVE_MAX_MESSAGES_PER_SECOND,
      maxConnectionsPerIp: e.LIVE_MAX_CONNECTIONS_PER_IP,
      maxConnectionsPerUser: e.LIVE_MAX_CONNECTIONS_PER_USER,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    webDistDir: fromRepoRoot(e.WEB_DIST_DIR),
    mail: { pollIntervalMs: e.MAIL_POLL_INTERVAL_MS, maxAttempts: e.MAIL_MAX_ATTEMPTS },
    auth: {
      accessTokenTtlSeconds: e.AUTH_ACCESS_TOKEN_TTL_SECONDS,
      refreshReuseIntervalSeconds: e.AUTH_REFRESH_REUSE_INTERVAL_SECONDS,
      sessionLifetimeSeconds: e.AUTH_SESSION_LIFETIME_DAYS * 86_400,
      emailSendIntervalSeconds: e.AUTH_EMAIL_SEND_INTERVAL_SECONDS,
      confirmationTtlSeconds: e.AUTH_CONFIRMATION_TTL_HOURS * 3600,
      recoveryTtlSeconds: e.AUTH_RECOVERY_TTL_MINUTES * 60,
      sessionCacheMs: e.AUTH_SESSION_CACHE_MS,
      argon2: {
        ...(e.AUTH_ARGON2_MEMORY_KIB ? { memoryCost: e.AUTH_ARGON2_MEMORY_KIB } : {}),
        ...(e.AUTH_ARGON2_TIME_COST ? { timeCost: e.AUTH_ARGON2_TIME_COST } : {}),
      },
      redirectOrigins: redirectOrigins(e),
      keyEncryptionKey: e.AUTH_KEY_ENCRYPTION_KEY ? parseEncryptionKey(e.AUTH_KEY_ENCRYPTION_KEY) : undefined,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? {
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
              issuerUrl: e.GOOGLE_ISSUER_URL.replace(/\/$/, ''),
            }
          : undefined,
    },
    fmcsa: {
      baseUrl: e.FMCSA_BASE_URL.replace(/\/$/, ''),
      webKey: e.FMCSA_WEB_KEY,
      timeoutMs: e.FMCSA_TIMEOUT_MS,
      attempts: e.FMCSA_ATTEMPTS,
    },
    jobs: { pollIntervalMs: e.JOBS_POLL_INTERVAL_MS, coalesceMs: e.JOBS_COALESCE_MS },
    loads: { sweepIntervalMs: e.LOAD_SWEEP_INTERVAL_MS, impressionFlushMs: e.MATCH_IMPRESSION_FLUSH_MS },
    contracts: { tonuFeeCents: e.TONU_FEE_CENTS, sweepIntervalMs: e.ESCROW_SWEEP_INTERVAL_MS },
    payouts: { sweepIntervalMs: e.PAYOUT_SWEEP_INTERVAL_MS },
    payments:
      e.PAYMENT_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY ?? '',
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
            apiBase: e.STRIPE_API_BASE.replace(/\/$/, ''),
          }
        : { provider: 'sandbox' },
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
