import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../testing/global-setup';
import { BackupError, backup, restore } from './backup';
import { type Database, openDatabase } from './client';
import { migrate } from './migrate';
import { seed } from './seed';

/**
 * Issue 20 §7: back up, wipe, restore, and find every row again: the row count and a checksum
 * of every row of every table, per table, and the file areas byte for byte.
 */
type Fingerprint = Record<string, { rows: number; checksum: string }>;

async function fingerprint(database: Database): Promise<Fingerprint> {
  const query = async <T>(text: string): Promise<T[]> =>
    database.pglite ? (await database.pglite.query<T>(text)).rows : ((await database.pool!.query(text)).rows as T[]);
  const tables = await query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`,
  );
  const result: Fingerprint = {};
  for (const { name } of tables) {
    const [row] = await query<{ rows: number; checksum: string | null }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as checksum from ${name} t`,
    );
    result[name] = { rows: row!.rows, checksum: row!.checksum ?? '' };
  }
  return result;
}

const temporary: string[] = [];
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

function writeFiles(filesDir: string): Record<string, string> {
  const files = { '02-mealPlan/Speiseplan KW 12.pdf': crypto.randomBytes(4096).toString('base64') };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(filesDir, name)), { recursive: true });
    fs.writeFileSync(path.join(filesDir, name), content);
  }
  return files;
}

/** Every table with as many rows as before, each row the same, and every file byte for byte. */
async function expectRestored(
  restored: Database,
  before: Fingerprint,
  filesDir: string,
  files: Record<string, string>,
): Promise<void> {
  try {
    const after = await fingerprint(restored);
    expect(Object.keys(after).length).toBeGreaterThan(40);
    expect(after).toEqual(before);
  } finally {
    await restored.close();
  }
  for (const [name, content] of Object.entries(files)) {
    expect(fs.readFileSync(path.join(filesDir, name), 'utf8')).toBe(content);
  }
}

/** The run's migrated, seeded snapshot when there is one (embedded runs), else migrated and seeded here. */
async function seededEmbedded(dataDir: string): Promise<Database> {
  if (!process.env.DATABASE_URL) {
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    return openDatabase({ dataDir, loadDataDir: snapshot });
  }
  const database = await openDatabase({ dataDir });
  await migrate(database);
  await seed(database.db, { demoAccounts: true });
  return database;
}

describe('backup and restore, embedded database', () => {
  it('finds every row and every file again after a wipe', async () => {
    const dataDir = tempDir('portal-backup-embedded-');
    const target = { dataDir, filesDir: path.join(dataDir, 'files') };
    const database = await seededEmbedded(dataDir);
    const before = await fingerprint(database);
    // The embedded database belongs to the process that opened it: a copy now is refused.
    await expect(backup(target, path.join(tempDir('portal-backup-'), 'refused'))).rejects.toThrow(
      /stop the portal first/,
    );
    await database.close();
    const files = writeFiles(target.filesDir);

    const out = path.join(tempDir('portal-backup-'), 'b1');
    expect(await backup(target, out)).toMatchObject({ kind: 'embedded', files: true });

    fs.rmSync(path.join(dataDir, 'pgdata'), { recursive: true });
    fs.rmSync(target.filesDir, { recursive: true });
    await restore(target, out);

    await expectRestored(await openDatabase({ dataDir }), before, target.filesDir, files);
    // A server's backup is not restored onto the embedded database by mistake.
    await expect(restore({ ...target, databaseUrl: 'postgres://nobody@127.0.0.1:1/x' }, out)).rejects.toThrow(
      BackupError,
    );
  }, 180_000);
});

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('backup and restore, PostgreSQL server', () => {
  it('finds every row and every file again after the database was dropped and made anew', async () => {
    const name = `portal_backup_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${name}`);
      const databaseUrl = withDatabase(serverUrl!, name);
      const dataDir = tempDir('portal-backup-server-');
      const target = { databaseUrl, dataDir, filesDir: path.join(dataDir, 'files') };
      const database = await openDatabase({ databaseUrl });
      await migrate(database);
      await seed(database.db, { demoAccounts: true });
      const before = await fingerprint(database);
      const files = writeFiles(target.filesDir);

      // pg_dump copies one snapshot: the portal may keep running meanwhile.
      const out = path.join(tempDir('portal-backup-'), 'b1');
      expect(await backup(target, out)).toMatchObject({ kind: 'server', files: true });
      await database.close();

      await admin.query(`drop database ${name} with (force)`);
      await admin.query(`create database ${name}`);
      fs.rmSync(target.filesDir, { recursive: true });
      await restore(target, out);

      await expectRestored(await openDatabase({ databaseUrl }), before, target.filesDir, files);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await admin.end();
    }
  }, 180_000);
});
