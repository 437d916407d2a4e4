import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { serveMetrics } from './http/metrics';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './idp/demo-accounts';
import { seedDemoFiles } from './modules/files/seed';

/** Starts the whole portal: database (migrated and seeded), identity provider, APIs and shell. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.totp'],
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.pool.size,
    pooler: config.pool.pooler,
    statementTimeoutMs: config.pool.statementTimeoutMs,
    log: logger,
  });
  await prepare(config, database);
  if (config.demoAccounts) await seedDemoFiles(config.filesDir);
  const { app, idp, state, metrics, miniApps } = await buildApp(config, database, { loggerInstance: logger });
  // SIGHUP: read the mini-app directory again (a mini-app added or replaced), here and, through the
  // change notices, in every other process. A bad manifest changes nothing and is logged.
  process.on('SIGHUP', () => {
    miniApps.reload().then(
      (next) => logger.info({ miniApps: next.entries.map((e) => e.name) }, 'mini-app registry reloaded'),
      (err: unknown) => logger.error({ err }, 'mini-app registry not reloaded'),
    );
  });
  const metricsServer =
    config.metrics.port === undefined
      ? undefined
      : await serveMetrics(metrics, config.metrics.port, config.metrics.host);

  // SIGTERM (R6, docs/operations.md "Drain"): readiness turns 503 at once while requests are still
  // served for PORTAL_DRAIN_DELAY_MS, each answer closing its kept-alive connection, so the balancer
  // moves away without a failed request; then requests in flight finish, new ones get 503, exit 0.
  // SIGINT (Ctrl-C) skips the delay; a second signal ends the process at once.
  closeWithGrace(
    // SIGHUP is not a shutdown here: it reloads the mini-app registry (below).
    { delay: config.drainDelayMs + config.shutdownGraceMs, logger, skip: ['SIGHUP'] },
    async ({ signal, err }: { signal?: string; err?: Error }) => {
      if (err) logger.error({ err }, 'shutting down after an error');
      else logger.info({ signal, drainMs: config.drainDelayMs }, 'draining, then shutting down');
      state.closing = true;
      if (signal === 'SIGTERM' && config.drainDelayMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
      }
      await app.close();
      metricsServer?.close();
      await idp?.close();
      await database.close();
    },
  );

  await app.listen({ port: config.port, host: config.host });
  printBanner(config, database.kind);
}

/**
 * Migrations and the seed. Behind a pooler in transaction mode they run on a connection straight to
 * the server (PORTAL_DB_DIRECT_URL): the migrations' advisory lock belongs to one session.
 */
async function prepare(config: ReturnType<typeof loadConfig>, database: Database): Promise<void> {
  const direct =
    config.pool.pooler !== 'none' && config.pool.directUrl && config.pool.directUrl !== config.databaseUrl
      ? await openDatabase({ databaseUrl: config.pool.directUrl, poolSize: 2 })
      : undefined;
  try {
    await migrate(direct ?? database);
    await seed((direct ?? database).db, { demoAccounts: config.demoAccounts });
  } finally {
    await direct?.close();
  }
}

function printBanner(config: ReturnType<typeof loadConfig>, databaseKind: string): void {
  const origin = config.origins[0]!;
  const lines = [
    '',
    `  Portal             ${origin}/portal/`,
    `  Identity provider  ${config.issuers[0]}  (discovery: ${config.issuers[0]}/.well-known/openid-configuration)`,
    `  API documentation  ${origin}/portal/api/docs`,
    `  Health             ${origin}/readyz`,
    `  Database           ${databaseKind === 'embedded' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
    `  Brand hosts        ${config.origins.slice(1, 4).join(', ')}${config.origins.length > 4 ? ', …' : ''}`,
  ];
  if (config.demoAccounts && config.embeddedIdp) {
    lines.push('', `  Demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const account of DEMO_ACCOUNTS) {
      const totp = account.totpSecret ? `  second factor: TOTP secret ${DEMO_TOTP_SECRET}` : '';
      lines.push(`    ${account.login.padEnd(11)} ${account.role}${totp}`);
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error) => {
  process.stderr.write(`The portal could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
