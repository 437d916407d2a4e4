import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, type PortalConfig } from './config';
import { BackupError, backup, restore } from './db/backup';
import { type Database, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { REMOVE_DEMO_COMMAND, removeDemoAccounts } from './idp/demo-removal';
import { loadMasterKeys } from './idp/envelope';
import {
  RETIRED_COOKIE_KEY_RETENTION_SECONDS,
  RETIRED_KEY_RETENTION_SECONDS,
  rotateCookieKeys,
  rotateSigningKeys,
} from './idp/keys';
import { importFiles } from './modules/files/database-store';
import { FILE_AREAS } from './modules/files/routes';
import { LocalFileStore } from './modules/files/store';

/** Runs a command on the configured database, migrated first (the names of what that applied are passed on). */
async function onDatabase(
  env: NodeJS.ProcessEnv,
  run: (database: Database, config: PortalConfig, applied: string[]) => Promise<void>,
): Promise<void> {
  const config = loadConfig(env);
  // Past a pooler: the migrations take a session's advisory lock.
  const database = await openDatabase({ databaseUrl: config.pool.directUrl, dataDir: config.dataDir });
  try {
    await run(database, config, await migrate(database));
  } finally {
    await database.close();
  }
}

/**
 * Operator commands, on the database the server uses (same configuration variables).
 *   node dist/cli.js keys:rotate             a new signing key becomes current; the old one is retired
 *   node dist/cli.js keys:rotate-cookies     the same for the identity provider's cookie keys
 *   node dist/cli.js accounts:remove-demo    no demo account can sign in any more (T14)
 *   node dist/cli.js files:import [dir]      files of a directory tree go into the shared file areas
 *   node dist/cli.js db:migrate | db:backup [dir] | db:restore <dir>   (docs/operations.md, "Backups")
 */
const COMMANDS: Record<
  string,
  {
    help: string;
    run: (env: NodeJS.ProcessEnv, out: (line: string) => void, args: readonly string[]) => Promise<void>;
  }
> = {
  'keys:rotate': {
    help: 'make a new signing key current; retired keys stay published until their tokens expired',
    run: (env, out) =>
      onDatabase(env, async (database, config) => {
        const { kid, retired } = await rotateSigningKeys(database, loadMasterKeys(config));
        out(kid);
        process.stderr.write(
          `New signing key ${kid} is current${retired.length ? `; retired ${retired.join(', ')}` : ''}.\n` +
            `Running servers switch to it within a minute (at the latest on restart); retired keys are\n` +
            `deleted ${Math.round(RETIRED_KEY_RETENTION_SECONDS / 60)} minutes after retirement.\n`,
        );
      }),
  },
  'db:migrate': {
    help: 'apply the migrations not applied yet (the servers do it at start too)',
    run: (env, out) =>
      onDatabase(env, async (_database, _config, applied) => {
        for (const name of applied) out(name);
        process.stderr.write(`${applied.length} migration(s) applied.\n`);
      }),
  },
  'db:backup': {
    help: 'back up the database and the file areas into a new directory (default backups/<time>)',
    run: async (env, out, [dir]) => {
      const config = loadConfig(env);
      const target = path.resolve(dir ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
      const manifest = await backup(config, target);
      out(target);
      process.stderr.write(
        `Backup of the ${manifest.kind} database${manifest.files ? ' and the file areas' : ''} written.\n`,
      );
    },
  },
  [REMOVE_DEMO_COMMAND]: {
    help: 'take sign-in away from every demo account (needed before a production start); audited, repeatable',
    run: (env, out) =>
      onDatabase(env, async (database, config) => {
        const removed = await removeDemoAccounts(database.db, config.accessTokenTtl + config.clockTolerance);
        for (const login of removed) out(login);
        process.stderr.write(
          removed.length > 0
            ? `${removed.length} demo account(s) can no longer sign in; their sessions and tokens are revoked.\n`
            : 'No demo account can sign in; nothing to do.\n',
        );
      }),
  },
  'db:restore': {
    help: 'replace the database and the file areas with a backup directory',
    run: async (env, out, [dir]) => {
      if (!dir) throw new BackupError('usage: db:restore <backup directory>');
      const config = loadConfig(env);
      const manifest = await restore(config, path.resolve(dir));
      out(manifest.takenAt);
      process.stderr.write(`Restored the backup taken ${manifest.takenAt}.\n`);
    },
  },
  'keys:rotate-cookies': {
    help: 'make a new cookie key current; retired ones verify the cookies of sessions they signed until those end',
    run: (env, out) =>
      onDatabase(env, async (database, config) => {
        const { id, retired } = await rotateCookieKeys(database, loadMasterKeys(config));
        out(id);
        process.stderr.write(
          `New cookie key ${id} is current${retired.length ? `; retired ${retired.join(', ')}` : ''}.\n` +
            `Running servers switch to it within a minute; retired cookie keys are deleted\n` +
            `${Math.round(RETIRED_COOKIE_KEY_RETENTION_SECONDS / 86_400)} days after retirement, when every session they signed has ended.\n`,
        );
      }),
  },
  'files:import': {
    help: 'store the files of a directory (default PORTAL_FILES_DIR) in the file areas, replacing same names',
    run: (env, out, args) =>
      onDatabase(env, async (database, config) => {
        const dir = args[0] ?? config.filesDir;
        // A PDF whose text reading was ended at a limit is named on stderr (it is stored, found by its name).
        const log = {
          warn: (details: object, message: string) => process.stderr.write(`${message}: ${JSON.stringify(details)}\n`),
        };
        const stored = await importFiles(database.db, new LocalFileStore(path.resolve(dir)), FILE_AREAS, true, log);
        out(String(stored));
        process.stderr.write(`${stored} files stored from ${dir}; every server process serves them now.\n`);
      }),
  },
};

export async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<number> {
  const [name] = args;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length)) + 2;
    process.stderr.write(
      `usage: cli <command>\n${Object.entries(COMMANDS)
        .map(([n, c]) => `  ${n.padEnd(width)}${c.help}`)
        .join('\n')}\n`,
    );
    return name ? 2 : 1;
  }
  await command.run(env, out, args.slice(1));
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
