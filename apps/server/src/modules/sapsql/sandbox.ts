import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import {
  type ReadOnlyRunner,
  type RunLimits,
  type RunResult,
  SqlCancelled,
  SqlFailed,
  SqlTimeout,
  SqlTooLarge,
} from './runner';

/**
 * The SQL tool on the embedded database (docs/sapsql.md, T26). PGlite has one session for the
 * whole portal, as a superuser: no role there can be made safe, `set_config('role', …)` goes back
 * to the superuser. So the statements never reach it. They run in a second PGlite, in memory, in
 * a worker thread, that holds only a copy of the ERP schema's tables: whatever a statement calls,
 * there is nothing else to find. The copy is made again when the ERP data changed (its columns,
 * and a revision every write to an ERP table counts, checked before each run: migration 0017).
 *
 * The worker is also the time limit and the memory fence: past the limit, or when the client goes
 * away, the worker is ended mid-statement (the engine cannot be interrupted otherwise) and the
 * next statement starts a fresh one; its JavaScript heap is bounded, and a statement that exhausts
 * it ends the worker, not the server. Statements run one at a time, in the order they came.
 */

/** The worker's JavaScript heap; the engine's own memory grows apart from it and ends with the worker. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

const ERP_TABLES = `select c.oid::int as oid, quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'erp' and c.relkind in ('r', 'p') order by c.oid`;
const ERP_COLUMNS = `select a.attrelid::int as oid, quote_ident(a.attname) as name,
    format_type(a.atttypid, a.atttypmod) as type
  from pg_catalog.pg_attribute a join pg_catalog.pg_class c on c.oid = a.attrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'erp' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    and a.attgenerated = ''
  order by a.attrelid, a.attnum`;
const ERP_REVISION = 'select revision::text as revision from portal.erp_revision';
// Stored columns only: `copy … to` leaves generated columns out (the fuzzy search's written-out
// fields, migration 0049), so the copy holds the columns it carries data for. Indexes on those
// columns only, and B-trees only: an expression index, one on a generated column or a trigram
// index (the fuzzy search's, and the one on its word list, migration 0050) needs functions and
// extensions the sandbox does not hold, and the tool's statements do not need it.
const ERP_INDEXES = `select pg_get_indexdef(i.indexrelid) as ddl
  from pg_catalog.pg_index i join pg_catalog.pg_class c on c.oid = i.indrelid
  join pg_catalog.pg_class ic on ic.oid = i.indexrelid join pg_catalog.pg_am am on am.oid = ic.relam
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'erp' and i.indexprs is null and am.amname = 'btree'
    and not exists (select 1 from pg_catalog.pg_attribute a
                     where a.attrelid = i.indrelid and a.attnum = any(i.indkey) and a.attgenerated <> '')`;

interface ErpTable {
  readonly oid: number;
  readonly name: string;
}

interface ErpCopy {
  readonly tables: Array<{ name: string; ddl: string; data: Uint8Array }>;
  readonly indexes: string[];
}

interface Instance {
  readonly worker: Worker;
  readonly fingerprint: string;
}

type Answer =
  | { type: 'result'; columns: RunResult['columns']; rows: RunResult['rows']; truncated: boolean; durationMs: number }
  | { type: 'error'; sqlState: string | undefined; message: string; durationMs: number };

export class ErpSandbox implements ReadOnlyRunner {
  private current: Promise<Instance> | undefined;
  /** The sandbox's data directory as first loaded: a worker started again (after a timeout) starts from it. */
  private image: { readonly fingerprint: string; readonly dump: Uint8Array } | undefined;
  private turn: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly source: PGlite,
    private readonly log?: FastifyBaseLogger,
  ) {}

  run(statement: string, limits: RunLimits, signal: AbortSignal): Promise<RunResult> {
    const mine = this.turn.then(() => this.runNow(statement, limits, signal));
    this.turn = mine.catch(() => undefined);
    return mine;
  }

  warm(): void {
    this.turn = this.turn
      .then(() => this.instance())
      .catch((err: unknown) => {
        this.log?.warn({ err }, 'SQL tool sandbox did not start; the first statement tries again');
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    const instance = await this.current?.catch(() => undefined);
    this.current = undefined;
    await instance?.worker.terminate();
  }

  private async runNow(statement: string, limits: RunLimits, signal: AbortSignal): Promise<RunResult> {
    if (signal.aborted) throw new SqlCancelled(0);
    const instance = await this.instance();
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const { worker } = instance;
    return new Promise<RunResult>((resolve, reject) => {
      const settle = (then: () => void) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        then();
      };
      // The statement cannot be stopped inside the engine: the worker is ended with it.
      const end = (error: Error) => {
        this.discard(instance);
        settle(() => reject(error));
      };
      const timer = setTimeout(() => end(new SqlTimeout(elapsed())), limits.timeoutMs);
      const onAbort = () => end(new SqlCancelled(elapsed()));
      const onExit = () => {
        this.discard(instance);
        settle(() => reject(new SqlTooLarge(elapsed())));
      };
      const onMessage = (answer: Answer) =>
        settle(() =>
          answer.type === 'result'
            ? resolve({
                columns: answer.columns,
                rows: answer.rows,
                truncated: answer.truncated,
                durationMs: elapsed(),
              })
            : reject(new SqlFailed(answer.sqlState, answer.message, elapsed())),
        );
      signal.addEventListener('abort', onAbort, { once: true });
      worker.on('message', onMessage);
      worker.on('exit', onExit);
      worker.postMessage({ statement: withoutTrailingSemicolon(statement), limits });
    });
  }

  private discard(instance: Instance): void {
    if (this.current) {
      const current = this.current;
      void current.then(
        (c) => {
          if (c === instance && this.current === current) this.current = undefined;
        },
        () => undefined,
      );
    }
    void instance.worker.terminate();
  }

  /** The running sandbox, or a new one when there is none or the ERP data changed since it was made. */
  private async instance(): Promise<Instance> {
    if (this.closed) throw new Error('the SQL tool sandbox is closed');
    const fingerprint = await erpFingerprint(this.source);
    if (this.closed) throw new Error('the SQL tool sandbox is closed');
    const known = await this.current?.catch(() => undefined);
    if (known && known.fingerprint === fingerprint) return known;
    if (known) void known.worker.terminate();
    const starting = this.start(fingerprint);
    this.current = starting;
    starting.catch(() => {
      if (this.current === starting) this.current = undefined;
    });
    return starting;
  }

  private async start(fingerprint: string): Promise<Instance> {
    const image = this.image?.fingerprint === fingerprint ? this.image.dump : undefined;
    const copy = image ? undefined : await erpCopy(this.source, (await this.source.query<ErpTable>(ERP_TABLES)).rows);
    const worker = new Worker(new URL('./sandbox-worker.mjs', import.meta.url), {
      workerData: image ? { dump: image } : copy,
      transferList: copy ? copy.tables.map((t) => t.data.buffer as ArrayBuffer) : [],
      resourceLimits: WORKER_LIMITS,
      stdout: true,
      stderr: true,
    });
    worker.on('error', (err) => this.log?.warn({ err }, 'SQL tool sandbox ended'));
    await new Promise<void>((resolve, reject) => {
      const ready = (message: { type: string; image?: Uint8Array }) => {
        if (message.type !== 'ready') return;
        if (message.image) this.image = { fingerprint, dump: message.image };
        worker.off('message', ready);
        worker.off('exit', failed);
        resolve();
      };
      const failed = (code: number) => reject(new Error(`the SQL tool sandbox did not start (exit ${code})`));
      worker.on('message', ready);
      worker.once('exit', failed);
    });
    this.log?.info({ event: 'sql.sandbox_ready', fromImage: Boolean(image) }, 'SQL tool sandbox holds the ERP copy');
    return { worker, fingerprint };
  }
}

/**
 * Changes when a table or column is added, changed or dropped, or a row is written: the ERP
 * tables' columns, and the revision each write to them counts (migration 0017's triggers).
 */
async function erpFingerprint(source: PGlite): Promise<string> {
  const columns = await source.query<{ oid: number; name: string; type: string }>(ERP_COLUMNS);
  const [counted] = (await source.query<{ revision: string }>(ERP_REVISION)).rows;
  return `${columns.rows.map((c) => `${c.oid}.${c.name}:${c.type}`).join(',')}|${counted?.revision ?? ''}`;
}

/** Each ERP table's columns and rows (COPY text format), and the indexes to build after loading. */
async function erpCopy(source: PGlite, tables: readonly ErpTable[]): Promise<ErpCopy> {
  const columns = (await source.query<{ oid: number; name: string; type: string }>(ERP_COLUMNS)).rows;
  const copied: ErpCopy['tables'] = [];
  for (const table of tables) {
    const own = columns.filter((c) => c.oid === table.oid).map((c) => `${c.name} ${c.type}`);
    const dumped = await source.query(`copy ${table.name} to '/dev/blob'`);
    const data = new Uint8Array(dumped.blob ? await dumped.blob.arrayBuffer() : new ArrayBuffer(0));
    copied.push({ name: table.name, ddl: `create table ${table.name} (${own.join(', ')})`, data });
  }
  const indexes = (await source.query<{ ddl: string }>(ERP_INDEXES)).rows.map((r) => r.ddl);
  return { tables: copied, indexes };
}

/** The cursor wraps the statement: its one allowed trailing semicolon goes. */
function withoutTrailingSemicolon(statement: string): string {
  return statement.replace(/;\s*$/, '');
}
