import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** The signal of the work running now, if it runs under `whileSignal`. */
const current = new AsyncLocalStorage<AbortSignal>();

/**
 * Runs `work` so that every statement it sends through a CancellingPool ends on the server when
 * `signal` aborts. The signal follows the work through its awaits (AsyncLocalStorage), so the
 * code it runs needs no signal parameter of its own.
 */
export function whileSignal<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return current.run(signal, work);
}

/** What the ORM uses of a connection it was given: its statements and its release. */
interface HeldConnection {
  query: pg.PoolClient['query'];
  release(err?: Error | boolean): void;
}

/**
 * A pool for the ORM whose statements, when sent under `whileSignal`, are cancelled on the server
 * (`pg_cancel_backend` of the connection's backend) once the signal aborts. A caller that gave up
 * on a call (the ERP breaker's time-out, erp/breaker.ts) thus leaves no statement running until
 * the database's own statement time-out. Without a current signal it is the plain pool.
 *
 * Each statement takes a connection of its own, as the pool's own `query` does; a transaction
 * holds one until it ends (the ORM's `connect`/`release`). A connection is given back only once
 * its cancel request has been answered, so the cancel can never reach the next holder of that
 * backend. Not for a transaction-mode pooler (PgBouncer): its backend ids are not the server's.
 */
export class CancellingPool {
  constructor(private readonly pool: pg.Pool) {}

  async connect(): Promise<pg.PoolClient | HeldConnection> {
    const client = await this.pool.connect();
    const signal = current.getStore();
    // The backend's process id, which the driver keeps from the server's BackendKeyData.
    const backend = (client as pg.PoolClient & { processID?: number }).processID;
    if (!signal || backend === undefined) return client;
    let cancelled: Promise<unknown> | undefined;
    const cancel = () => {
      cancelled = this.pool.query('select pg_cancel_backend($1)', [backend]).catch(() => undefined);
    };
    if (signal.aborted) cancel();
    else signal.addEventListener('abort', cancel, { once: true });
    return {
      query: client.query.bind(client) as pg.PoolClient['query'],
      release: (err) => {
        signal.removeEventListener('abort', cancel);
        if (cancelled) void cancelled.then(() => client.release(err));
        else client.release(err);
      },
    };
  }

  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (!current.getStore()) return this.pool.query(config, values);
    const held = await this.connect();
    try {
      return await held.query(config, values);
    } finally {
      held.release();
    }
  }
}
