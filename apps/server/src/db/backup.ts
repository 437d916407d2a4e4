import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Backups (issue 20 §7; docs/operations.md, "Backups"). A backup is a directory:
 *   manifest.json    what it holds and when it was taken
 *   database.dump    a PostgreSQL server's database, `pg_dump --format=custom` (DATABASE_URL)
 *   pgdata.tar.gz    or the embedded database's data directory, dumped by PGlite itself
 *   files.tar.gz     the file areas (PORTAL_FILES_DIR), when there are any
 * pg_dump takes one snapshot of the whole database, so the copy is consistent while the portal
 * runs. The embedded database belongs to the one process that opened it: stop the portal first.
 */
export interface BackupTarget {
  readonly databaseUrl?: string | undefined;
  readonly dataDir: string;
  readonly filesDir: string;
}

export interface BackupManifest {
  readonly format: 1;
  readonly kind: 'server' | 'embedded';
  readonly takenAt: string;
  readonly files: boolean;
}

export const MANIFEST = 'manifest.json';
const SERVER_DUMP = 'database.dump';
const EMBEDDED_DUMP = 'pgdata.tar.gz';
const FILES_ARCHIVE = 'files.tar.gz';

export class BackupError extends Error {}

function exec(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('error', (err) =>
      reject(new BackupError(`${command} could not be run (${err.message}); install the PostgreSQL client tools`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * The connection for pg_dump and pg_restore: the URL without its password, which goes into
 * PGPASSWORD (not on a command line others can read in the process list).
 */
function clientConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function embeddedDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

function hasFiles(filesDir: string): boolean {
  return fs.existsSync(filesDir) && fs.readdirSync(filesDir).length > 0;
}

/** Writes a backup of the target into `out` (created; must not exist yet). */
export async function backup(target: BackupTarget, out: string): Promise<BackupManifest> {
  if (fs.existsSync(out)) throw new BackupError(`${out} exists already; a backup goes into a new directory`);
  fs.mkdirSync(out, { recursive: true });
  const kind = target.databaseUrl ? 'server' : 'embedded';
  if (target.databaseUrl) {
    const { dbname, env } = clientConnection(target.databaseUrl);
    await exec(
      'pg_dump',
      ['--format=custom', '--no-owner', `--file=${path.join(out, SERVER_DUMP)}`, `--dbname=${dbname}`],
      env,
    );
  } else {
    const dir = embeddedDataDir(target.dataDir);
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`no embedded database in ${dir}`);
    const db = await openEmbeddedExclusively(dir);
    try {
      const dump = await db.dumpDataDir('gzip');
      fs.writeFileSync(path.join(out, EMBEDDED_DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await db.close();
    }
  }
  const files = hasFiles(target.filesDir);
  if (files) await exec('tar', ['-czf', path.join(out, FILES_ARCHIVE), '-C', target.filesDir, '.']);
  const manifest: BackupManifest = { format: 1, kind, takenAt: new Date().toISOString(), files };
  fs.writeFileSync(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Replaces the target's database (and file areas) with the backup in `from`. On a server the
 * backup's objects are dropped and made anew in one transaction (`pg_restore --clean
 * --single-transaction`): a failed restore leaves the database as it was. The embedded data
 * directory and the file areas are kept beside the new ones (`*.before-restore-<time>`).
 */
export async function restore(target: BackupTarget, from: string): Promise<BackupManifest> {
  const manifestFile = path.join(from, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new BackupError(`${from} is not a backup (no ${MANIFEST})`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const kind = target.databaseUrl ? 'server' : 'embedded';
  if (manifest.format !== 1 || manifest.kind !== kind) {
    throw new BackupError(
      `${from} holds a backup of ${manifest.kind === 'server' ? 'a PostgreSQL server' : 'the embedded database'}; ` +
        `the configuration names ${kind === 'server' ? 'a PostgreSQL server (DATABASE_URL)' : 'the embedded database'}`,
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  if (target.databaseUrl) {
    const { dbname, env } = clientConnection(target.databaseUrl);
    await exec(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        path.join(from, SERVER_DUMP),
      ],
      env,
    );
  } else {
    const dir = embeddedDataDir(target.dataDir);
    if (fs.existsSync(dir)) {
      // Opening it proves no portal holds it; then it is set aside, not deleted.
      await (await openEmbeddedExclusively(dir)).close();
      fs.renameSync(dir, `${dir}.before-restore-${stamp}`);
    }
    fs.mkdirSync(dir, { recursive: true });
    const dump = new Blob([fs.readFileSync(path.join(from, EMBEDDED_DUMP))]);
    const db = await PGlite.create({ dataDir: dir, loadDataDir: dump });
    await db.query('select 1');
    await db.close();
  }
  if (manifest.files) {
    if (fs.existsSync(target.filesDir)) fs.renameSync(target.filesDir, `${target.filesDir}.before-restore-${stamp}`);
    fs.mkdirSync(target.filesDir, { recursive: true });
    await exec('tar', ['-xzf', path.join(from, FILES_ARCHIVE), '-C', target.filesDir]);
  }
  return manifest;
}

/**
 * The embedded engine keeps no lock against a second process. While a portal has it open, its
 * data directory holds `postmaster.pid` (removed on a clean stop), so that refuses the copy.
 */
async function openEmbeddedExclusively(dir: string): Promise<PGlite> {
  if (fs.existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `the embedded database in ${dir} is open (postmaster.pid): stop the portal first ` +
        '(after a crash, start and stop it once so the database is consistent)',
    );
  }
  return PGlite.create({ dataDir: dir });
}
