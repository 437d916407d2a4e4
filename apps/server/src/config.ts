import fs from 'node:fs';
import path from 'node:path';
import { BRANDS } from '@portal/contracts';
import { z } from 'zod';
import { completeProfile, type IssuerProfile, issuerProfilesSchema, portalProfile } from './http/issuer-profile';
import { decodeMasterKey } from './idp/envelope';

const isMasterKey = (value: string) => decodeMasterKey(value) !== undefined;

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
  /** Where the built mini-apps are (`<dir>/<name>/miniapp.json` and `dist/`); default the repository's miniapps/. */
  PORTAL_MINIAPPS_DIR: z.string().min(1).optional(),
  /** Comma-separated public origins (one per brand host). Default: localhost and <brand>.localhost on PORT. */
  PORTAL_ORIGINS: z.string().optional(),
  /** Comma-separated external issuers; when set, the embedded identity provider is off. */
  PORTAL_OIDC_ISSUER: z.string().optional(),
  /** External issuers with their token profiles, as JSON (docs/operations.md); the embedded provider is then off. */
  PORTAL_OIDC_ISSUERS: z.string().optional(),
  /** The same, read from a JSON file. */
  PORTAL_OIDC_ISSUERS_FILE: z.string().min(1).optional(),
  PORTAL_OIDC_AUDIENCE: z.string().default('urn:portal:api'),
  PORTAL_OIDC_CLIENT_ID: z.string().default('portal'),
  PORTAL_DEMO_ACCOUNTS: z.enum(['on', 'off']).optional(),
  PORTAL_ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(3600).default(600),
  PORTAL_CLOCK_TOLERANCE: z.coerce.number().int().min(0).max(30).default(5),
  PORTAL_TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  PORTAL_MINIAPP_TAG: z.string().default('2025-7-2_10'),
  PORTAL_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** After SIGTERM: readiness answers 503 while requests are still served this long, then the server closes. */
  PORTAL_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
  /** Redis shared by every process (rate limits, change notices); without it the database takes both. */
  PORTAL_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'a redis:// or rediss:// address')
    .optional(),
  /** A pooler between the portal and PostgreSQL (PgBouncer in transaction mode): no named prepared statements. */
  PORTAL_DB_POOLER: z.enum(['none', 'pgbouncer']).default('none'),
  /** Straight to the PostgreSQL server, past the pooler: migrations (advisory lock) and LISTEN. Default DATABASE_URL. */
  PORTAL_DB_DIRECT_URL: z.string().url().optional(),
  PORTAL_DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /** Longest a statement may run before the database stops it; 0: no limit but the server's own. */
  PORTAL_DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** A private port for /metrics (bind it where only the scraper reaches); off when unset. */
  PORTAL_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PORTAL_METRICS_HOST: z.string().default('127.0.0.1'),
  /** Or /metrics on the public port behind `Authorization: Bearer <token>` (at least 24 characters). */
  PORTAL_METRICS_TOKEN: z.string().min(24).optional(),
  /** OpenTelemetry traces: an OTLP/HTTP endpoint (e.g. http://collector:4318); off when unset. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_SERVICE_NAME: z.string().default('portal'),
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
  /** How often each process looks for due report subscriptions (0: this process sends none). */
  PORTAL_REPORT_SUBSCRIPTION_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** SAP SQL tool (docs/sapsql.md): time limit per statement, row and byte caps, calls per user and minute. */
  PORTAL_SQL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  PORTAL_SQL_MAX_ROWS: z.coerce.number().int().min(1).max(1_048_575).default(2_000),
  PORTAL_SQL_MAX_BYTES: z.coerce.number().int().min(1_024).max(67_108_864).default(4_194_304),
  PORTAL_SQL_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Issue 20 §9: wraps the data keys of the provider's private keys and cookie keys (32 bytes, base64). */
  PORTAL_MASTER_KEY: z
    .string()
    .refine(isMasterKey, 'a master key is 32 bytes, base64 (openssl rand -base64 32)')
    .optional(),
  /** Comma-separated master keys used before: they still open what they sealed, which is resealed at start. */
  PORTAL_MASTER_KEY_PREVIOUS: z
    .string()
    .refine((v) => v.split(',').every(isMasterKey), 'master keys are 32 bytes each, base64, comma-separated')
    .optional(),
  /** The SQL tool's own login (role portal_sql_tool); required in production with DATABASE_URL. */
  PORTAL_SQL_DATABASE_URL: z.string().url().optional(),
  /** Statements of the SQL tool running at once: in all (per process; also its pool size), and per user. */
  PORTAL_SQL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  PORTAL_SQL_CONCURRENCY_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  /** Outgoing mail (docs/operations.md "E-mail"): smtp://user:pass@host:587 or smtps://…; unset: a local mailbox. */
  PORTAL_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// address')
    .optional(),
  /** The sender of the portal's mails, e.g. `Portal <portal@example.com>`. */
  PORTAL_MAIL_FROM: z.string().min(3).default('Portal <portal@localhost>'),
  /** How often each process looks for queued mails that are due for another try (mail/outbox.ts). */
  PORTAL_MAIL_RETRY_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  /**
   * The dealer finder's map tiles (docs/crm.md "Map"): an http(s) template with {z}, {x} and {y};
   * unset, the finder shows its list only. Its host is allowed as an image source of the pages.
   */
  PORTAL_MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/\S*\{z\}\S*\{x\}\S*\{y\}/, 'an http(s) address with {z}, {x} and {y}')
    .optional(),
  /** The attribution the tile server's licence asks for, shown on the map. */
  PORTAL_MAP_ATTRIBUTION: z.string().max(500).default(''),
  PORTAL_MAP_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(18),
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
  const defaults = { audience: e.PORTAL_OIDC_AUDIENCE, clientId: e.PORTAL_OIDC_CLIENT_ID };
  const externalProfiles = externalIssuerProfiles(e, defaults);
  const embeddedIdp = !externalProfiles;
  if (production && embeddedIdp && !e.PORTAL_MASTER_KEY) {
    throw new Error(
      'Refusing to start: PORTAL_MASTER_KEY is required when NODE_ENV=production (openssl rand -base64 32)',
    );
  }
  const issuerProfiles = externalProfiles ?? origins.map((o) => portalProfile(`${o}/openid`, defaults));
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
    embeddedIdp,
    issuers: issuerProfiles.map((p) => p.issuer),
    /** What each accepted issuer's tokens look like; the shell signs in through the first external one. */
    issuerProfiles,
    audience: e.PORTAL_OIDC_AUDIENCE,
    clientId: e.PORTAL_OIDC_CLIENT_ID,
    demoAccounts,
    accessTokenTtl: e.PORTAL_ACCESS_TOKEN_TTL,
    clockTolerance: e.PORTAL_CLOCK_TOLERANCE,
    trustProxy: e.PORTAL_TRUST_PROXY === 'true',
    miniAppTag: e.PORTAL_MINIAPP_TAG,
    miniAppsDir: e.PORTAL_MINIAPPS_DIR ? path.resolve(e.PORTAL_MINIAPPS_DIR) : undefined,
    shutdownGraceMs: e.PORTAL_SHUTDOWN_GRACE_MS,
    drainDelayMs: e.PORTAL_DRAIN_DELAY_MS,
    redisUrl: e.PORTAL_REDIS_URL,
    pool: {
      pooler: e.PORTAL_DB_POOLER,
      directUrl: e.PORTAL_DB_DIRECT_URL ?? e.DATABASE_URL,
      size: e.PORTAL_DB_POOL_SIZE,
      statementTimeoutMs: e.PORTAL_DB_STATEMENT_TIMEOUT_MS,
    },
    metrics: { port: e.PORTAL_METRICS_PORT, host: e.PORTAL_METRICS_HOST, token: e.PORTAL_METRICS_TOKEN },
    tracing: { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: e.OTEL_SERVICE_NAME },
    maxEventLoopDelayMs: e.PORTAL_MAX_EVENT_LOOP_DELAY_MS,
    pressureSampleMs: e.PORTAL_PRESSURE_SAMPLE_MS,
    reportTimeoutMs: e.PORTAL_REPORT_TIMEOUT_MS,
    reportSubscriptionIntervalMs: e.PORTAL_REPORT_SUBSCRIPTION_MS,
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
    /** Outside production, without PORTAL_MASTER_KEY, a generated key is kept in `<dataDir>/master.key`. */
    masterKey: e.PORTAL_MASTER_KEY,
    previousMasterKeys: e.PORTAL_MASTER_KEY_PREVIOUS?.split(',').map((k) => k.trim()),
    logLevel: e.LOG_LEVEL,
    /** Without an SMTP address the server receives its own mail on a loopback port (`<dataDir>/mail/*.eml`). */
    map: { tileUrl: e.PORTAL_MAP_TILE_URL, attribution: e.PORTAL_MAP_ATTRIBUTION, maxZoom: e.PORTAL_MAP_MAX_ZOOM },
    mail: { smtpUrl: e.PORTAL_SMTP_URL, from: e.PORTAL_MAIL_FROM, retryIntervalMs: e.PORTAL_MAIL_RETRY_MS },
    erpBreaker: {
      timeoutMs: e.PORTAL_ERP_TIMEOUT_MS,
      errorThresholdPercent: e.PORTAL_ERP_ERROR_THRESHOLD_PERCENT,
      resetMs: e.PORTAL_ERP_RESET_MS,
    },
  };
}

/**
 * The external issuers, when any are configured: PORTAL_OIDC_ISSUERS (or its file) with a profile
 * each, or PORTAL_OIDC_ISSUER's plain list, whose tokens have the portal's own shape.
 */
function externalIssuerProfiles(
  e: z.output<typeof envSchema>,
  defaults: { audience: string; clientId: string },
): IssuerProfile[] | undefined {
  const given = [e.PORTAL_OIDC_ISSUER, e.PORTAL_OIDC_ISSUERS, e.PORTAL_OIDC_ISSUERS_FILE].filter(Boolean);
  if (given.length > 1) {
    throw new Error(
      'Invalid configuration: set only one of PORTAL_OIDC_ISSUER, PORTAL_OIDC_ISSUERS, PORTAL_OIDC_ISSUERS_FILE',
    );
  }
  if (e.PORTAL_OIDC_ISSUER) return e.PORTAL_OIDC_ISSUER.split(',').map((s) => portalProfile(s.trim(), defaults));
  const source = e.PORTAL_OIDC_ISSUERS_FILE
    ? fs.readFileSync(e.PORTAL_OIDC_ISSUERS_FILE, 'utf8')
    : e.PORTAL_OIDC_ISSUERS;
  if (!source) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch {
    throw new Error('Invalid configuration: PORTAL_OIDC_ISSUERS is not JSON');
  }
  const parsed = issuerProfilesSchema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: PORTAL_OIDC_ISSUERS: ${fields}`);
  }
  return parsed.data.map((p) => completeProfile(p, defaults));
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
