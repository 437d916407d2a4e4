import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import { CancellingPool } from './cancel';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; inside `db.transaction()` use it, never `db` (PGlite would wait on itself). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** A read the portal runs on every page: plain SQL with positional parameters, named for the driver. */
export interface FrequentRead {
  /** The prepared statement's name: the server parses and plans it once per connection. */
  readonly name: string;
  /** Columns aliased to the field names callers expect (`user_id as "userId"`). */
  readonly text: string;
}

export interface Database {
  readonly db: Db;
  readonly kind: 'embedded' | 'server';
  /**
   * Rows of a frequent read, run by the driver itself, as the driver returns them: the ORM maps
   * every row column by column, which cost about 3 µs of CPU per favourites request, a tenth
   * of the request (measured, docs/architecture.md). Only for reads that run on every page.
   */
  readRows<T>(read: FrequentRead, values: unknown[]): Promise<T[]>;
  /** Round trip to the database, for readiness. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine runs one statement at a time; callers that hold long queries must know. */
  readonly pglite?: PGlite;
  readonly pool?: pg.Pool;
  /**
   * The same database, whose statements sent under `whileSignal` end on the server when the
   * signal aborts (db/cancel.ts). Only on a server reached without a transaction-mode pooler.
   */
  readonly cancellable?: Db;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** A PGlite data directory dump to start from (tests: a migrated, seeded snapshot). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /**
   * A pooler in transaction mode (PgBouncer) hands each transaction to any server connection: a
   * statement prepared by name on one is unknown, or already known, on another. With a pooler the
   * frequent reads go unnamed, and the statement time-out is kept by the driver, since the pooler
   * refuses it as a start-up parameter (set it on the database role as well, docs/operations.md).
   */
  pooler?: 'none' | 'pgbouncer';
  /** Longest a statement may run; 0: no limit but the server's own. */
  statementTimeoutMs?: number;
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
    // The fuzzy customer and material search asks trigram indexes for the nearest rows (migration 0024).
    extensions: { pg_trgm },
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    pglite: client,
    readRows: async <T>(read: FrequentRead, values: unknown[]) => (await client.query<T>(read.text, values)).rows,
    ping: (timeoutMs) =>
      withTimeout(
        client.query('select 1').then(() => undefined),
        timeoutMs,
      ),
    close: () => client.close(),
  };
}

async function openServer(url: string, options: DatabaseOptions): Promise<Database> {
  const pooled = options.pooler === 'pgbouncer';
  const timeout = options.statementTimeoutMs ?? 0;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    ...(timeout > 0 ? (pooled ? { query_timeout: timeout } : { statement_timeout: timeout }) : {}),
  });
  // Without a listener an idle connection dropped by a database restart takes the process down (R4).
  pool.on('error', (err) => options.log?.warn({ err }, 'database connection lost; the pool reconnects'));
  // The pool listens only while a connection is idle: one lost while a request holds it (inside a
  // transaction, between two statements) would raise an unhandled 'error' and end the process.
  // Its statements fail on their own and the request is answered 503. The connection is given back
  // here, with its error, so the pool drops it: drizzle's transaction() sends BEGIN before its own
  // try/finally, and a connection lost right then would never be given back; after a few outages
  // the pool would be empty for good. A later release by its holder does nothing.
  givesBackOnce(pool);
  pool.on('connect', (client) =>
    client.on('error', (err) => {
      options.log?.warn({ err }, 'database connection lost while in use');
      (client as Partial<pg.PoolClient>).release?.(err);
    }),
  );
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'server',
    pool,
    ...(pooled
      ? {}
      : {
          cancellable: drizzlePg({ client: new CancellingPool(pool) as unknown as pg.Pool, schema }) as unknown as Db,
        }),
    readRows: async <T>(read: FrequentRead, values: unknown[]) =>
      (await pool.query<T & pg.QueryResultRow>(pooled ? { text: read.text, values } : { ...read, values })).rows,
    ping: (timeoutMs) =>
      withTimeout(
        pool.query('select 1').then(() => undefined),
        timeoutMs,
      ),
    close: () => pool.end(),
  };
}

/**
 * Makes giving a connection back idempotent, so the error listener may give back a lost one and
 * its holder's own release later does nothing (pg-pool throws on a second release).
 */
function givesBackOnce(pool: pg.Pool): void {
  type Callback = (
    err: Error | undefined,
    client: pg.PoolClient | undefined,
    done: (release?: Error | boolean) => void,
  ) => void;
  const once = (client: pg.PoolClient): pg.PoolClient => {
    const release = client.release;
    let given = false;
    client.release = (err?: Error | boolean) => {
      if (given) return;
      given = true;
      release(err);
    };
    return client;
  };
  const connect = pool.connect.bind(pool) as unknown as (callback?: Callback) => Promise<pg.PoolClient> | undefined;
  (pool as unknown as { connect: (callback?: Callback) => unknown }).connect = (callback?: Callback) => {
    if (!callback) return connect()!.then(once);
    return connect((err, client, done) => {
      if (!client) return callback(err, client, done);
      const held = once(client);
      callback(err, held, held.release);
    });
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

/**
 * Whether an error says the database cannot be reached right now (a connection refused, reset or
 * timed out, the server shutting down or out of connections), as opposed to a statement that
 * failed: the first is answered 503 with Retry-After, and a retry may succeed (R4).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return state.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(state);
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code))
      return true;
    if (
      typeof message === 'string' &&
      /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
        message,
      )
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
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
