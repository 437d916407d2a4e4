import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

/** The committed SQL migrations, found beside the server package whether run from src or dist. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'migrations');
    if (fs.existsSync(candidate) && fs.existsSync(path.join(dir, 'package.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('migrations folder not found');
}

export interface Migration {
  readonly name: string;
  readonly sql: string;
  readonly checksum: string;
}

/** Every `NNNN_name.sql` file, in order. Each module adds its own numbered file. */
export function readMigrations(folder = migrationsFolder()): Migration[] {
  return fs
    .readdirSync(folder)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(folder, name), 'utf8');
      return { name, sql, checksum: crypto.createHash('sha256').update(sql).digest('hex') };
    });
}

const MIGRATION_LOCK = 727_001;
const LEDGER = `create schema if not exists portal_migrations;
create table if not exists portal_migrations.applied (
  name text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
);`;

/**
 * Applies every migration not yet applied, each in its own transaction, in file order. An applied
 * migration whose file changed stops the start: history is never rewritten under a running database.
 * Several processes may start at once: on a server they take turns under an advisory lock.
 */
export async function migrate(database: Database, migrations = readMigrations()): Promise<string[]> {
  const run = async (exec: (sql: string) => Promise<void>, query: <T>(sql: string) => Promise<T[]>) => {
    await exec(LEDGER);
    const applied = new Map(
      (await query<{ name: string; checksum: string }>('select name, checksum from portal_migrations.applied')).map(
        (r) => [r.name, r.checksum],
      ),
    );
    const done: string[] = [];
    for (const m of migrations) {
      const known = applied.get(m.name);
      if (known) {
        if (known !== m.checksum) throw new Error(`migration ${m.name} was changed after it was applied`);
        continue;
      }
      const name = m.name.replace(/'/g, "''");
      await exec(
        `begin;\n${m.sql}\n;insert into portal_migrations.applied (name, checksum) values ('${name}', '${m.checksum}');\ncommit;`,
      );
      done.push(m.name);
    }
    return done;
  };

  if (database.pglite) {
    const client = database.pglite;
    return run(
      async (sql) => {
        try {
          await client.exec(sql);
        } catch (error) {
          await client.exec('rollback').catch(() => undefined);
          throw error;
        }
      },
      async <T>(sql: string) => (await client.query<T>(sql)).rows,
    );
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await run(
      async (sql) => {
        try {
          await client.query(sql);
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
      },
      async <T>(sql: string) => (await client.query(sql)).rows as T[],
    );
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
