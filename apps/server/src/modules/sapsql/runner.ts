import net from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { PortalConfig } from '../../config';
import type { Database } from '../../db/client';
import { sqlState } from '../../db/client';
import { ErpSandbox } from './sandbox';

/**
 * Runs one user statement read-only, with the caps and the time limit (T26, R9; docs/sapsql.md).
 * This is the one place where text a user wrote reaches a database as SQL. The guarantee is where
 * it runs, not what the text says: on a PostgreSQL server on a connection of its own, logged in
 * as `portal_sql_tool`, which may read the ERP schema and nothing else and is a member of no role
 * (migration 0017); on the embedded database in a second, in-memory database in a worker thread
 * that holds nothing but a copy of the ERP data (sandbox.ts). Either way inside `BEGIN READ ONLY`,
 * with the search path `erp, public`, through the extended protocol (one statement), fetched with
 * a cursor that stops at the caps, and always rolled back.
 */

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

/** The statement ran past its limit; the database stopped it (PostgreSQL) or the app did (embedded). */
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

/** Not even the first row fits the byte cap: the answer was cut off as it arrived. */
export class SqlTooLarge extends Error {
  constructor(readonly durationMs: number) {
    super('a single row is larger than the byte cap');
  }
}

/** The tool has no safe place to run statements (no login configured, or one that may read more than the ERP data). */
export class SqlToolUnavailable extends Error {}

export interface ReadOnlyRunner {
  run(statement: string, limits: RunLimits, signal: AbortSignal): Promise<RunResult>;
  /** Gets ready in the background (the embedded sandbox takes seconds to start), so the first statement does not wait. */
  warm?(): void;
  close(): Promise<void>;
}

/** The tool's login role, created by migration 0017. */
export const SQL_TOOL_ROLE = 'portal_sql_tool';

export function readOnlyRunner(config: PortalConfig, database: Database, log?: FastifyBaseLogger): ReadOnlyRunner {
  if (database.pool) {
    return new ServerRunner(
      config.sqlTool,
      toolUrl(config, (database.pool.options as { connectionString?: string }).connectionString),
      log,
    );
  }
  if (database.pglite) return new ErpSandbox(database.pglite, log);
  throw new Error('no database to run SQL on');
}

const SETTINGS = `select set_config('statement_timeout', $1, true),
  set_config('idle_in_transaction_session_timeout', $2, true),
  set_config('search_path', $3, true)`;
export const TYPE_NAMES = `select oid::int as oid, format_type(oid, null) as name
  from pg_catalog.pg_type where oid = any(string_to_array($1, ',')::oid[])`;
/** How many rows a round trip fetches; a batch more than the cap is the most ever held. */
export const BATCH = 200;
/** Protocol bytes on the socket beyond the values (message headers, lengths, the row description). */
const PROTOCOL_ALLOWANCE = 1_048_576;

/**
 * What the login may do, checked before its first statement: a login that is a superuser, may
 * create roles, is a member of any role, or may use any schema or read any table beyond the ERP
 * data is refused (an operator who put the portal's own login in PORTAL_SQL_DATABASE_URL).
 */
const ROLE_CHECK = `select r.rolname as role,
    (r.rolsuper or r.rolcreaterole or r.rolcreatedb or r.rolreplication or r.rolbypassrls) as privileged,
    array(select g.rolname::text from pg_catalog.pg_auth_members m
          join pg_catalog.pg_roles g on g.oid = m.roleid where m.member = r.oid) as member_of,
    array(select n.nspname::text from pg_catalog.pg_namespace n
          where n.nspname not in ('erp', 'public', 'pg_catalog', 'information_schema')
            and n.nspname not like 'pg\\_%' and has_schema_privilege(n.oid, 'USAGE')) as schemas,
    array(select c.oid::regclass::text from pg_catalog.pg_class c
          join pg_catalog.pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'v', 'm', 'p', 'f') and n.nspname not in ('erp', 'pg_catalog', 'information_schema')
            and has_table_privilege(c.oid, 'SELECT')) as tables
  from pg_catalog.pg_roles r where r.rolname = current_user`;

interface RoleCheck {
  role: string;
  privileged: boolean;
  member_of: string[];
  schemas: string[];
  tables: string[];
}

/**
 * Where the tool connects: PORTAL_SQL_DATABASE_URL; in production nothing else (unset, the tool
 * answers 503 and says why). In development and tests: the portal's server and database, as the
 * tool's role without a password, which the local trust authentication accepts.
 */
function toolUrl(config: PortalConfig, portalUrl: string | undefined): string | undefined {
  if (config.sqlTool.databaseUrl) return config.sqlTool.databaseUrl;
  if (config.production || !portalUrl) return undefined;
  const url = new URL(portalUrl);
  url.username = SQL_TOOL_ROLE;
  url.password = '';
  return url.toString();
}

/**
 * PostgreSQL: the tool's own pool of its own login (PORTAL_SQL_DATABASE_URL), so its statements
 * neither take the portal's connections nor run with the portal's rights. The database enforces
 * the limit (`statement_timeout`, and `idle_in_transaction_session_timeout` should the app stall).
 * Rows come through a portal in batches; fetching stops at the caps, and the raw bytes on the
 * socket are counted, so a single huge value is cut off as it arrives: the connection is dropped
 * and the statement cancelled. A client that goes away cancels the statement (a protocol cancel
 * request, which needs no connection of the pool).
 */
class ServerRunner implements ReadOnlyRunner {
  private readonly pool: pg.Pool | undefined;
  private checked: Promise<void> | undefined;

  constructor(
    settings: PortalConfig['sqlTool'],
    private readonly url: string | undefined,
    private readonly log?: FastifyBaseLogger,
  ) {
    if (!url) return;
    this.pool = new pg.Pool({
      connectionString: url,
      max: settings.concurrency,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
      application_name: 'portal-sql-tool',
    });
    this.pool.on('error', (err) => log?.warn({ err }, 'SQL tool connection lost'));
    // A connection dropped on purpose (over the byte cap) must not raise an unhandled 'error'.
    this.pool.on('connect', (client) => client.on('error', () => undefined));
  }

  async run(statement: string, limits: RunLimits, signal: AbortSignal): Promise<RunResult> {
    const pool = this.pool;
    if (!pool) throw new SqlToolUnavailable('PORTAL_SQL_DATABASE_URL is not set');
    this.checked ??= this.checkRole(pool).catch((error: unknown) => {
      this.checked = undefined;
      throw error;
    });
    await this.checked;
    const client = await pool.connect().catch((error: Error) => {
      throw sqlState(error) === '28000' || sqlState(error) === '28P01' ? new SqlToolUnavailable(error.message) : error;
    });
    const capped = new CappedQuery(statement, limits);
    let cancelled = false;
    const cancel = () => {
      if (cancelled) return;
      cancelled = true;
      // A cancel request on a connection of its own: the backend stops the statement at once.
      if (this.url) sendCancelRequest(this.url, client);
    };
    const socket = (client as unknown as { connection: { stream: NodeJS.EventEmitter & { destroy(): void } } })
      .connection.stream;
    let received = 0;
    let overflow = false;
    const rawCap = limits.maxBytes * 2 + PROTOCOL_ALLOWANCE;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > rawCap && !overflow) {
        overflow = true;
        cancel();
        socket.destroy();
      }
    };
    signal.addEventListener('abort', cancel, { once: true });
    // Should the database not stop it (a stalled connection), the app does, a little later.
    const backstop = setTimeout(cancel, limits.timeoutMs + 2_000);
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let broken: Error | undefined;
    try {
      await client.query('begin read only');
      await client.query(SETTINGS, [`${limits.timeoutMs}ms`, `${limits.timeoutMs + 5_000}ms`, SQL_SEARCH_PATH]);
      if (signal.aborted) throw new SqlCancelled(elapsed());
      socket.on('data', count);
      try {
        await new Promise<void>((resolve, reject) => {
          capped.callback = (error) => (error ? reject(error) : resolve());
          client.query(capped);
        });
      } catch (error) {
        if (!overflow) throw error;
        broken = error as Error;
      } finally {
        socket.off('data', count);
      }
      const durationMs = elapsed();
      const fields = capped.fields;
      const names = broken
        ? new Map<number, string>()
        : await typeNames(
            fields.map((f) => f.dataTypeID),
            async (oids) => (await client.query<{ oid: number; name: string }>(TYPE_NAMES, [oids])).rows,
          );
      return {
        columns: fields.map((f) => ({ name: f.name, type: names.get(f.dataTypeID) ?? String(f.dataTypeID) })),
        rows: capped.kept,
        truncated: capped.truncated || overflow,
        durationMs,
      };
    } catch (error) {
      throw classify(error, signal, elapsed());
    } finally {
      clearTimeout(backstop);
      signal.removeEventListener('abort', cancel);
      if (!broken) {
        await client.query('rollback').catch((error: Error) => {
          broken = error;
        });
      }
      client.release(broken ?? false);
    }
  }

  private async checkRole(pool: pg.Pool): Promise<void> {
    const found = await pool.query<RoleCheck>(ROLE_CHECK).catch((error: Error) => {
      throw sqlState(error) === '28000' || sqlState(error) === '28P01' ? new SqlToolUnavailable(error.message) : error;
    });
    const role = found.rows[0];
    if (!role) throw new SqlToolUnavailable('the SQL tool login has no role');
    const wider = role.privileged || role.member_of.length > 0 || role.schemas.length > 0 || role.tables.length > 0;
    if (wider) {
      this.log?.error(
        { event: 'sql.tool_role_unsafe', ...role, tables: role.tables.slice(0, 20) },
        'the SQL tool login may do more than read the ERP data; the tool refuses to run',
      );
      throw new SqlToolUnavailable(`the login ${role.role} may do more than read the ERP data`);
    }
  }

  async close(): Promise<void> {
    await this.pool?.end();
  }
}

/**
 * The protocol's CancelRequest (PostgreSQL frontend/backend protocol, "Canceling Requests in
 * Progress"): the backend's process id and secret key on a new connection, no login needed, so a
 * full pool cannot hold it up. A request that comes too late does nothing.
 */
function sendCancelRequest(url: string, client: pg.PoolClient): void {
  const { processID, secretKey } = client as unknown as { processID: number; secretKey: number };
  const params = new URL(url);
  const host = decodeURIComponent(params.searchParams.get('host') ?? params.hostname) || 'localhost';
  const port = Number(params.port || 5432);
  const message = Buffer.alloc(16);
  message.writeInt32BE(16, 0);
  message.writeInt32BE(80877102, 4);
  message.writeInt32BE(processID, 8);
  message.writeInt32BE(secretKey, 12);
  const socket = host.startsWith('/') ? net.connect(`${host}/.s.PGSQL.${port}`) : net.connect(port, host);
  socket.on('error', () => undefined);
  socket.on('connect', () => socket.end(message));
}

/**
 * A query that fetches in batches, keeps rows only while they fit the caps, and stops asking for
 * more once a cap is reached. Rows beyond the caps are never held.
 */
class CappedQuery extends pg.Query {
  private bytes = 0;
  private synced = false;
  readonly kept: Array<Array<string | null>> = [];
  fields: Array<{ name: string; dataTypeID: number }> = [];
  truncated = false;
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

  private call(name: string, ...args: unknown[]): void {
    (pg.Query.prototype as unknown as Record<string, (...a: unknown[]) => void>)[name]!.call(this, ...args);
  }

  handleRowDescription(message: { fields: Array<{ name: string; dataTypeID: number }> }): void {
    this.fields = message.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    this.call('handleRowDescription', message);
  }

  handleCommandComplete(message: unknown, connection: unknown): void {
    this.synced = true;
    this.call('handleCommandComplete', message, connection);
  }

  handleEmptyQuery(connection: { sync(): void }): void {
    this.synced = true;
    this.call('handleEmptyQuery', connection);
  }

  handleError(error: Error, connection: { sync(): void }): void {
    // Fetching in batches, pg sends no Sync of its own before the end: after an error (a timeout,
    // a cancel, a missing right) the server waits for one, and the connection would hang.
    if (!this.synced) {
      this.synced = true;
      connection.sync();
    }
    this.call('handleError', error, connection);
  }

  handleDataRow(message: { fields: Array<string | null> }): void {
    if (this.truncated) return;
    const size = message.fields.reduce((sum, v) => sum + (v === null ? 0 : Buffer.byteLength(v)), 0);
    if (this.kept.length >= this.limits.maxRows || this.bytes + size > this.limits.maxBytes) {
      this.truncated = true;
      return;
    }
    this.bytes += size;
    this.kept.push(message.fields);
  }

  handlePortalSuspended(connection: { sync(): void }): void {
    if (this.truncated) {
      // Enough: end the portal here (the rest of the rows are never sent) and finish the call.
      this.synced = true;
      connection.sync();
      return;
    }
    this.call('handlePortalSuspended', connection);
  }
}

export async function typeNames(
  oids: readonly number[],
  read: (oids: string) => Promise<Array<{ oid: number; name: string }>>,
): Promise<Map<number, string>> {
  if (oids.length === 0) return new Map();
  const rows = await read([...new Set(oids)].join(','));
  return new Map(rows.map((r) => [Number(r.oid), r.name]));
}

export function classify(error: unknown, signal: AbortSignal, durationMs: number): Error {
  if (
    error instanceof SqlTimeout ||
    error instanceof SqlCancelled ||
    error instanceof SqlToolUnavailable ||
    error instanceof SqlTooLarge ||
    error instanceof SqlFailed
  )
    return error;
  const state = sqlState(error);
  // 57014: canceled, by statement_timeout or by a cancel request; 25P03: idle-in-transaction timeout.
  if (state === '57014' || state === '25P03') {
    return signal.aborted ? new SqlCancelled(durationMs) : new SqlTimeout(durationMs);
  }
  if (state && !state.startsWith('08') && !['57P01', '57P02', '57P03', '53300'].includes(state)) {
    return new SqlFailed(state, (error as Error).message, durationMs);
  }
  return error as Error;
}
