import { performance } from 'node:perf_hooks';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/client';
import { sqlState } from '../../db/client';

/**
 * Runs one user statement read-only, with the caps and the time limit (T26, R9; security notes §3
 * steps 2, 4 and 5). This is the one place where text a user wrote reaches the database as SQL:
 * after the statement filter (statement.ts), inside `BEGIN READ ONLY`, as the role
 * `portal_sql_reader`, with the search path `erp, public`, through the extended protocol (one
 * statement only), and always rolled back.
 */

/** The role the statements run as (migration 0009); it reads only what is granted to it. */
export const SQL_READER_ROLE = 'portal_sql_reader';
/** The ERP stand-in first, so its tables are found by their names (READING.md). */
export const SQL_SEARCH_PATH = 'erp, public';

export interface RunLimits {
  readonly timeoutMs: number;
  readonly maxRows: number;
  readonly maxBytes: number;
}

export interface RunResult {
  readonly columns: ReadonlyArray<{ name: string; type: string }>;
  /** Rows as text, in column order, after the caps. */
  readonly rows: ReadonlyArray<ReadonlyArray<string | null>>;
  readonly truncated: boolean;
  readonly durationMs: number;
}

/** The statement ran past its limit; the database stopped it (PostgreSQL) or the watchdog gave up on it (PGlite). */
export class SqlTimeout extends Error {
  constructor(readonly durationMs: number) {
    super('the statement ran longer than the time limit');
  }
}

/** The client went away or cancelled; the statement was cancelled in the database. */
export class SqlCancelled extends Error {
  constructor(readonly durationMs: number) {
    super('the statement was cancelled');
  }
}

/** The database refused or failed the statement (a syntax error, a missing right, the read-only transaction). */
export class SqlFailed extends Error {
  constructor(
    readonly sqlState: string | undefined,
    message: string,
    readonly durationMs: number,
  ) {
    super(message);
  }
}

/** The reader role is missing or the portal may not switch to it: the tool refuses to run as anyone else. */
export class SqlReaderMissing extends Error {}

export interface ReadOnlyRunner {
  run(statement: string, limits: RunLimits, signal: AbortSignal): Promise<RunResult>;
}

export function readOnlyRunner(database: Database): ReadOnlyRunner {
  if (database.pool) return new ServerRunner(database.pool);
  if (database.pglite) return new EmbeddedRunner(database.pglite);
  throw new Error('no database to run SQL on');
}

const SETTINGS_PG = `select set_config('statement_timeout', $1, true),
  set_config('idle_in_transaction_session_timeout', $2, true),
  set_config('search_path', $3, true),
  set_config('role', $4, true)`;
const SETTINGS_EMBEDDED = `select set_config('search_path', $1, true), set_config('role', $2, true)`;
const TYPE_NAMES = `select oid::int as oid, format_type(oid, null) as name
  from pg_catalog.pg_type where oid = any(string_to_array($1, ',')::oid[])`;
/** How many rows a round trip fetches; a batch more than the cap is the most ever held. */
const BATCH = 200;

/**
 * PostgreSQL: the database enforces the limit (`statement_timeout`, and
 * `idle_in_transaction_session_timeout` should the server stall between statements). The rows
 * are fetched in batches and fetching stops at the caps. A client that goes away cancels the
 * statement with `pg_cancel_backend`; a connection in doubt is dropped rather than given back.
 */
class ServerRunner implements ReadOnlyRunner {
  constructor(private readonly pool: pg.Pool) {}

  async run(statement: string, limits: RunLimits, signal: AbortSignal): Promise<RunResult> {
    const client = await this.pool.connect();
    const pid = (client as unknown as { processID: number }).processID;
    let broken: Error | undefined;
    let cancelling: Promise<unknown> | undefined;
    const cancel = () => {
      cancelling ??= this.pool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined);
    };
    signal.addEventListener('abort', cancel, { once: true });
    // Should the database not stop it (a stalled connection), the app does, a little later.
    const backstop = setTimeout(cancel, limits.timeoutMs + 2_000);
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      await client.query('begin read only');
      await reader(() =>
        client.query(SETTINGS_PG, [
          `${limits.timeoutMs}ms`,
          `${limits.timeoutMs + 5_000}ms`,
          SQL_SEARCH_PATH,
          SQL_READER_ROLE,
        ]),
      );
      const capped = new CappedQuery(statement, limits);
      const result = await new Promise<pg.QueryArrayResult>((resolve, reject) => {
        capped.callback = (error, value) => (error ? reject(error) : resolve(value as pg.QueryArrayResult));
        client.query(capped);
      });
      const durationMs = elapsed();
      const fields = result.fields ?? [];
      const names = await typeNames(
        fields.map((f) => f.dataTypeID),
        async (oids) => {
          const found = await client.query<{ oid: number; name: string }>(TYPE_NAMES, [oids]);
          return found.rows;
        },
      );
      return {
        columns: fields.map((f) => ({ name: f.name, type: names.get(f.dataTypeID) ?? String(f.dataTypeID) })),
        ...withinCaps(result.rows as unknown as Array<Array<string | null>>, limits),
        durationMs,
      };
    } catch (error) {
      throw classify(error, signal, elapsed());
    } finally {
      clearTimeout(backstop);
      signal.removeEventListener('abort', cancel);
      // A cancel sent as the statement ended must land before the connection serves anyone else.
      await cancelling;
      await client.query('rollback').catch((error: Error) => {
        broken = error;
      });
      client.release(broken ?? false);
    }
  }
}

/** A query that fetches in batches and stops asking for more once the caps are passed. */
class CappedQuery extends pg.Query {
  private bytes = 0;
  private seen = 0;
  private synced = false;
  callback: ((error: Error | null, result?: unknown) => void) | undefined;

  constructor(
    text: string,
    private readonly limits: RunLimits,
  ) {
    // Raw text for every type: the tool shows what the database wrote, and the byte cap counts it.
    super({
      text,
      rows: Math.min(BATCH, limits.maxRows + 1),
      rowMode: 'array',
      types: { getTypeParser: () => (value: string) => value },
    } as pg.QueryConfig);
  }

  handleCommandComplete(message: unknown, connection: unknown): void {
    // pg sends the Sync itself here when fetching in batches.
    this.synced = true;
    (
      pg.Query.prototype as unknown as { handleCommandComplete(m: unknown, c: unknown): void }
    ).handleCommandComplete.call(this, message, connection);
  }

  handleEmptyQuery(connection: { sync(): void }): void {
    this.synced = true;
    (pg.Query.prototype as unknown as { handleEmptyQuery(c: unknown): void }).handleEmptyQuery.call(this, connection);
  }

  handleError(error: Error, connection: { sync(): void }): void {
    // Fetching in batches, pg sends no Sync of its own before the end: after an error (a timeout,
    // a cancel, a missing right) the server waits for one, and the connection would hang.
    if (!this.synced) {
      this.synced = true;
      connection.sync();
    }
    (pg.Query.prototype as unknown as { handleError(e: Error, c: unknown): void }).handleError.call(
      this,
      error,
      connection,
    );
  }

  handleDataRow(message: { fields: Array<string | null> }): void {
    this.seen++;
    for (const field of message.fields) this.bytes += field === null ? 0 : Buffer.byteLength(field);
    (pg.Query.prototype as unknown as { handleDataRow(m: unknown): void }).handleDataRow.call(this, message);
  }

  handlePortalSuspended(connection: { sync(): void }): void {
    if (this.seen > this.limits.maxRows || this.bytes > this.limits.maxBytes) {
      // Enough: end the portal here (the rest of the rows are never sent) and finish the call.
      this.synced = true;
      connection.sync();
      return;
    }
    (pg.Query.prototype as unknown as { handlePortalSuspended(c: unknown): void }).handlePortalSuspended.call(
      this,
      connection,
    );
  }
}

/**
 * PGlite: a single session that runs one statement at a time and does not enforce
 * `statement_timeout` (measured, R9), and whose statement cannot be interrupted. So the app keeps
 * the watch: past the limit the answer is a timeout, whatever the statement later returns is
 * thrown away, and its transaction is rolled back. All other queries wait while it runs; keep the
 * limits small on the embedded database (docs/sapsql.md).
 */
class EmbeddedRunner implements ReadOnlyRunner {
  private readonly rawText: Record<string, (value: string) => string>;

  constructor(private readonly pglite: PGlite) {
    const identity = (value: string) => value;
    this.rawText = Object.fromEntries(Object.keys(pglite.parsers).map((oid) => [oid, identity]));
  }

  async run(statement: string, limits: RunLimits, signal: AbortSignal): Promise<RunResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let timer: NodeJS.Timeout | undefined;
    const watchdog = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SqlTimeout(elapsed())), limits.timeoutMs);
    });
    const work = this.pglite.transaction(async (tx: Transaction) => {
      try {
        // First in the transaction, before any query: no later statement can make it read-write.
        await tx.exec('set transaction read only');
        await reader(() => tx.query(SETTINGS_EMBEDDED, [SQL_SEARCH_PATH, SQL_READER_ROLE]));
        const result = (await tx.query(statement, [], { rowMode: 'array', parsers: this.rawText })) as Results<
          Array<string | null>
        >;
        const durationMs = elapsed();
        // The watchdog may not have had a turn while the engine held the thread.
        if (durationMs > limits.timeoutMs) throw new SqlTimeout(durationMs);
        if (signal.aborted) throw new SqlCancelled(durationMs);
        const names = await typeNames(
          result.fields.map((f) => f.dataTypeID),
          async (oids) => {
            const found = await tx.query<{ oid: number; name: string }>(TYPE_NAMES, [oids]);
            return found.rows;
          },
        );
        return {
          columns: result.fields.map((f) => ({ name: f.name, type: names.get(f.dataTypeID) ?? String(f.dataTypeID) })),
          ...withinCaps(result.rows, limits),
          durationMs,
        };
      } finally {
        if (!tx.closed) await tx.rollback();
      }
    });
    // The watchdog's answer leaves the statement to finish on its own; its outcome is dropped.
    work.catch(() => undefined);
    try {
      return await Promise.race([work, watchdog]);
    } catch (error) {
      throw classify(error, signal, elapsed());
    } finally {
      clearTimeout(timer);
    }
  }
}

async function reader<T>(apply: () => Promise<T>): Promise<T> {
  try {
    return await apply();
  } catch (error) {
    // 22023/42704: no such role; 42501: the portal may not switch to it.
    if (['22023', '42704', '42501'].includes(sqlState(error) ?? '')) throw new SqlReaderMissing(String(error));
    throw error;
  }
}

async function typeNames(
  oids: readonly number[],
  read: (oids: string) => Promise<Array<{ oid: number; name: string }>>,
): Promise<Map<number, string>> {
  if (oids.length === 0) return new Map();
  const rows = await read([...new Set(oids)].join(','));
  return new Map(rows.map((r) => [Number(r.oid), r.name]));
}

/** The first rows within both caps, and whether any were left out. */
function withinCaps(
  rows: ReadonlyArray<ReadonlyArray<string | null>>,
  limits: RunLimits,
): { rows: Array<ReadonlyArray<string | null>>; truncated: boolean } {
  const kept: Array<ReadonlyArray<string | null>> = [];
  let bytes = 0;
  for (const row of rows) {
    if (kept.length >= limits.maxRows) break;
    const size = row.reduce((sum, v) => sum + (v === null ? 0 : Buffer.byteLength(v)), 0);
    if (bytes + size > limits.maxBytes) break;
    bytes += size;
    kept.push(row);
  }
  return { rows: kept, truncated: kept.length < rows.length };
}

function classify(error: unknown, signal: AbortSignal, durationMs: number): Error {
  if (error instanceof SqlTimeout || error instanceof SqlCancelled || error instanceof SqlReaderMissing) return error;
  const state = sqlState(error);
  // 57014: canceled, by statement_timeout or by pg_cancel_backend; 25P03: idle-in-transaction timeout.
  if (state === '57014' || state === '25P03') {
    return signal.aborted ? new SqlCancelled(durationMs) : new SqlTimeout(durationMs);
  }
  if (state && !state.startsWith('08') && !['57P01', '57P02', '57P03', '53300'].includes(state)) {
    return new SqlFailed(state, (error as Error).message, durationMs);
  }
  return error as Error;
}
