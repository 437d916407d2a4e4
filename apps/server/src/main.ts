import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './idp/demo-accounts';
import { seedDemoFiles } from './modules/files/seed';

/** Starts the whole portal: database (migrated and seeded), identity provider, APIs and shell. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.totp'],
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: logger });
  await migrate(database);
  await seed(database.db, { demoAccounts: config.demoAccounts });
  if (config.demoAccounts) await seedDemoFiles(config.filesDir);
  const { app, idp, state } = await buildApp(config, database, { loggerInstance: logger });

  // SIGTERM: readiness turns 503, requests in flight finish, new ones get 503, then exit 0.
  // A second signal ends the process at once (R6).
  closeWithGrace({ delay: config.shutdownGraceMs, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an error');
    else logger.info({ signal }, 'shutting down');
    state.closing = true;
    await app.close();
    await idp?.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  printBanner(config, database.kind);
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
