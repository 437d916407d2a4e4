import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

/** The committed SQL migrations, found beside the server package whether run from src or dist. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'migrations');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('migrations folder not found');
}

const MIGRATION_LOCK = 727_001;

/** Applies every committed migration not yet applied. Several processes may start at once. */
export async function migrate(database: Database): Promise<void> {
  const options = { migrationsFolder: migrationsFolder(), migrationsSchema: 'portal_migrations' };
  if (database.kind === 'embedded') {
    await migratePglite(database.db as unknown as PgliteDatabase, options);
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const { drizzle } = await import('drizzle-orm/node-postgres');
    await migratePg(drizzle({ client }) as unknown as NodePgDatabase, options);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
