import path from 'node:path';
import { BRANDS } from '@portal/contracts';
import { z } from 'zod';

/**
 * Configuration comes from the environment only, validated once at start.
 * Every variable is documented in docs/operations.md.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PORTAL_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Root of the info-system modules' file areas; default `<PORTAL_DATA_DIR>/files`. */
  PORTAL_FILES_DIR: z.string().min(1).optional(),
  /** Comma-separated public origins (one per brand host). Default: localhost and <brand>.localhost on PORT. */
  PORTAL_ORIGINS: z.string().optional(),
  /** Comma-separated external issuers; when set, the embedded identity provider is off. */
  PORTAL_OIDC_ISSUER: z.string().optional(),
  PORTAL_OIDC_AUDIENCE: z.string().default('urn:portal:api'),
  PORTAL_OIDC_CLIENT_ID: z.string().default('portal'),
  PORTAL_DEMO_ACCOUNTS: z.enum(['on', 'off']).optional(),
  PORTAL_ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(3600).default(600),
  PORTAL_CLOCK_TOLERANCE: z.coerce.number().int().min(0).max(30).default(5),
  PORTAL_TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  PORTAL_MINIAPP_TAG: z.string().default('2025-7-2_10'),
  PORTAL_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** Event-loop delay above which requests get 503 with Retry-After instead of queueing; 0 turns the check off. */
  PORTAL_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
  /** How often the event-loop delay is sampled: the mean over each interval is compared with the limit. */
  PORTAL_PRESSURE_SAMPLE_MS: z.coerce.number().int().min(10).default(1_000),
  /** The circuit breaker around the ERP (R12, docs/sales.md): call time-out, error share that opens it, rest before a probe. */
  PORTAL_ERP_TIMEOUT_MS: z.coerce.number().int().min(1).default(3_000),
  PORTAL_ERP_ERROR_THRESHOLD_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  PORTAL_ERP_RESET_MS: z.coerce.number().int().min(1).default(30_000),
  /** A report run stops at the database after this long (R9; PostgreSQL only, see docs/reporting.md). */
  PORTAL_REPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** SAP SQL tool (docs/sapsql.md): time limit per statement, row and byte caps, calls per user and minute. */
  PORTAL_SQL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  PORTAL_SQL_MAX_ROWS: z.coerce.number().int().min(1).max(1_048_575).default(2_000),
  PORTAL_SQL_MAX_BYTES: z.coerce.number().int().min(1_024).max(67_108_864).default(4_194_304),
  PORTAL_SQL_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
  /** The SQL tool's own login (role portal_sql_tool); required in production with DATABASE_URL. */
  PORTAL_SQL_DATABASE_URL: z.string().url().optional(),
  /** Statements of the SQL tool running at once: in all (per process; also its pool size), and per user. */
  PORTAL_SQL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  PORTAL_SQL_CONCURRENCY_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type PortalConfig = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const demoAccounts = e.PORTAL_DEMO_ACCOUNTS ? e.PORTAL_DEMO_ACCOUNTS === 'on' : !production;
  if (production && demoAccounts) {
    throw new Error('Refusing to start: demo accounts are not allowed when NODE_ENV=production');
  }
  const origins = e.PORTAL_ORIGINS
    ? e.PORTAL_ORIGINS.split(',').map((o) => normaliseOrigin(o.trim()))
    : developmentOrigins(e.PORT);
  const externalIssuers = e.PORTAL_OIDC_ISSUER?.split(',').map((s) => s.trim().replace(/\/$/, ''));
  const dataDir = path.resolve(e.PORTAL_DATA_DIR);
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir: path.resolve(e.PORTAL_FILES_DIR ?? path.join(dataDir, 'files')),
    databaseUrl: e.DATABASE_URL,
    origins,
    /** The embedded identity provider answers on every origin, with that origin as its issuer. */
    embeddedIdp: !externalIssuers,
    issuers: externalIssuers ?? origins.map((o) => `${o}/openid`),
    audience: e.PORTAL_OIDC_AUDIENCE,
    clientId: e.PORTAL_OIDC_CLIENT_ID,
    demoAccounts,
    accessTokenTtl: e.PORTAL_ACCESS_TOKEN_TTL,
    clockTolerance: e.PORTAL_CLOCK_TOLERANCE,
    trustProxy: e.PORTAL_TRUST_PROXY === 'true',
    miniAppTag: e.PORTAL_MINIAPP_TAG,
    shutdownGraceMs: e.PORTAL_SHUTDOWN_GRACE_MS,
    maxEventLoopDelayMs: e.PORTAL_MAX_EVENT_LOOP_DELAY_MS,
    pressureSampleMs: e.PORTAL_PRESSURE_SAMPLE_MS,
    reportTimeoutMs: e.PORTAL_REPORT_TIMEOUT_MS,
    sqlTool: {
      timeoutMs: e.PORTAL_SQL_TIMEOUT_MS,
      maxRows: e.PORTAL_SQL_MAX_ROWS,
      maxBytes: e.PORTAL_SQL_MAX_BYTES,
      perMinute: e.PORTAL_SQL_RATE_LIMIT,
      /** Unset outside production: the portal's server as the tool's role (runner.ts, docs/sapsql.md). */
      databaseUrl: e.PORTAL_SQL_DATABASE_URL,
      concurrency: e.PORTAL_SQL_CONCURRENCY,
      concurrencyPerUser: Math.min(e.PORTAL_SQL_CONCURRENCY_PER_USER, e.PORTAL_SQL_CONCURRENCY),
    },
    logLevel: e.LOG_LEVEL,
    erpBreaker: {
      timeoutMs: e.PORTAL_ERP_TIMEOUT_MS,
      errorThresholdPercent: e.PORTAL_ERP_ERROR_THRESHOLD_PERCENT,
      resetMs: e.PORTAL_ERP_RESET_MS,
    },
  };
}

function normaliseOrigin(origin: string): string {
  const url = new URL(origin);
  return url.origin;
}

/** In development every brand has its own host name: localhost and <brand>.localhost. */
export function developmentOrigins(port: number): string[] {
  const suffix = port === 80 ? '' : `:${port}`;
  return [`http://localhost${suffix}`, ...BRANDS.map((b) => `http://${b}.localhost${suffix}`)];
}
