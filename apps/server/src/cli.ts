import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { REMOVE_DEMO_COMMAND, removeDemoAccounts } from './idp/demo-removal';
import { RETIRED_KEY_RETENTION_SECONDS, rotateSigningKeys } from './idp/keys';

/**
 * Operator commands, on the database the server uses (same configuration variables).
 *   node dist/cli.js keys:rotate             a new signing key becomes current; the old one is retired
 *   node dist/cli.js accounts:remove-demo    no demo account can sign in any more (T14)
 */
const COMMANDS: Record<
  string,
  { help: string; run: (env: NodeJS.ProcessEnv, out: (line: string) => void) => Promise<void> }
> = {
  'keys:rotate': {
    help: 'make a new signing key current; retired keys stay published until their tokens expired',
    run: async (env, out) => {
      const { database } = await openConfigured(env);
      try {
        const { kid, retired } = await rotateSigningKeys(database);
        out(kid);
        process.stderr.write(
          `New signing key ${kid} is current${retired.length ? `; retired ${retired.join(', ')}` : ''}.\n` +
            `Running servers switch to it within a minute (at the latest on restart); retired keys are\n` +
            `deleted ${Math.round(RETIRED_KEY_RETENTION_SECONDS / 60)} minutes after retirement.\n`,
        );
      } finally {
        await database.close();
      }
    },
  },
  [REMOVE_DEMO_COMMAND]: {
    help: 'take sign-in away from every demo account (needed before a production start); audited, repeatable',
    run: async (env, out) => {
      const { config, database } = await openConfigured(env);
      try {
        const removed = await removeDemoAccounts(database.db, config.accessTokenTtl + config.clockTolerance);
        for (const login of removed) out(login);
        process.stderr.write(
          removed.length > 0
            ? `${removed.length} demo account(s) can no longer sign in; their sessions and tokens are revoked.\n`
            : 'No demo account can sign in; nothing to do.\n',
        );
      } finally {
        await database.close();
      }
    },
  },
};

/** The database the server uses, migrated, as the configuration variables name it. */
async function openConfigured(env: NodeJS.ProcessEnv) {
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { config, database };
}

export async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  const [name] = args;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    process.stderr.write(
      `usage: cli <command>\n${Object.entries(COMMANDS)
        .map(([n, c]) => `  ${n.padEnd(22)}${c.help}`)
        .join('\n')}\n`,
    );
    return name ? 2 : 1;
  }
  await command.run(env, out);
  return 0;
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  runCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
