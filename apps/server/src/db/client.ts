import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; inside `db.transaction()` use it, never `db` (PGlite would wait on itself). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  readonly db: Db;
  readonly kind: 'embedded' | 'server';
  /** Round trip to the database, for readiness. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine runs one statement at a time; callers that hold long queries must know. */
  readonly pglite?: PGlite;
  readonly pool?: pg.Pool;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** A PGlite data directory dump to start from (tests: a migrated, seeded snapshot). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  log?: Logger | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openServer(options.databaseUrl, options);
  return openEmbedded(options);
}

async function openEmbedded(options: DatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pgdata');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    pglite: client,
    ping: (timeoutMs) =>
      withTimeout(
        client.query('select 1').then(() => undefined),
        timeoutMs,
      ),
    close: () => client.close(),
  };
}

async function openServer(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // Without a listener an idle connection dropped by a database restart takes the process down (R4).
  pool.on('error', (err) => options.log?.warn({ err }, 'database connection lost; the pool reconnects'));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'server',
    pool,
    ping: (timeoutMs) =>
      withTimeout(
        pool.query('select 1').then(() => undefined),
        timeoutMs,
      ),
    close: () => pool.end(),
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Rows of a raw statement, whichever driver ran it. */
export async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** SQLSTATE of a database error, through drizzle's wrapping. */
export function sqlState(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
