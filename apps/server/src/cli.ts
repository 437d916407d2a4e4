import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { RETIRED_KEY_RETENTION_SECONDS, rotateSigningKeys } from './idp/keys';
import { importFiles } from './modules/files/database-store';
import { FILE_AREAS } from './modules/files/routes';
import { LocalFileStore } from './modules/files/store';

/**
 * Operator commands, on the database the server uses (same configuration variables).
 *   node dist/cli.js keys:rotate   a new signing key becomes current; the old one is retired
 *   node dist/cli.js files:import [dir]   files of a directory tree go into the shared file areas
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
    run: async (env, out) => {
      const config = loadConfig(env);
      const database = await openDatabase({ databaseUrl: config.pool.directUrl, dataDir: config.dataDir });
      try {
        await migrate(database);
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
  'files:import': {
    help: 'store the files of a directory (default PORTAL_FILES_DIR) in the file areas, replacing same names',
    run: async (env, out, args) => {
      const config = loadConfig(env);
      const dir = args[0] ?? config.filesDir;
      // Past a pooler: the migrations take a session's advisory lock.
      const database = await openDatabase({ databaseUrl: config.pool.directUrl, dataDir: config.dataDir });
      try {
        await migrate(database);
        const stored = await importFiles(database.db, new LocalFileStore(path.resolve(dir)), FILE_AREAS, true);
        out(String(stored));
        process.stderr.write(`${stored} files stored from ${dir}; every server process serves them now.\n`);
      } finally {
        await database.close();
      }
    },
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
    process.stderr.write(
      `usage: cli <command>\n${Object.entries(COMMANDS)
        .map(([n, c]) => `  ${n.padEnd(14)}${c.help}`)
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
