import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../testing/database';
import { CircuitBreaker, guardedBy } from './breaker';
import { SHOWS_EVERYTHING } from './gateway';
import { PgErpGateway } from './pg-gateway';

/*
 * Issue 18 §6: the breaker's time-out used to leave the timed-out call running. On the PostgreSQL
 * server the ERP stand-in's statements now end when the breaker gives up on the call. The call is
 * made to wait on a lock another session holds, as a slow ERP would keep it waiting.
 */
describe.skipIf(!process.env.DATABASE_URL)('an ERP call the breaker gave up on, on the PostgreSQL server', () => {
  let database: Database;
  let holder: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    const [{ name }] = (await database.pool!.query<{ name: string }>('select current_database() as name')).rows as [
      { name: string },
    ];
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    holder = new pg.Client({ connectionString: url.toString() });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await database?.close();
  });

  /**
   * Backends of this database running a statement on the customers or waiting for its lock (a
   * backend that finished and waits for its client's next message is not running one).
   */
  const running = async () =>
    (
      await holder.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and state = 'active' and wait_event is distinct from 'ClientRead'
            and query ilike '%erp"."customer%'`,
      )
    ).rows[0]!.n;

  it('answers 503 at the time-out and leaves no statement of it running on the server', async () => {
    expect(database.cancellable).toBeDefined();
    const gateway = guardedBy(
      new PgErpGateway(database.db, database.cancellable),
      new CircuitBreaker({ timeoutMs: 300 }),
    );
    await holder.query('begin');
    await holder.query('lock table erp.customer in access exclusive mode');
    try {
      const started = performance.now();
      const call = gateway.searchCustomers({
        number: '1000',
        fuzzy: false,
        minScore: 0,
        top: 5,
        visibility: SHOWS_EVERYTHING,
      });
      await expect(call).rejects.toMatchObject({ status: 503 });
      expect(performance.now() - started).toBeLessThan(2_000);
      // The cancel request is sent when the signal aborts; give the server a moment to act on it.
      for (let i = 0; i < 50 && (await running()) > 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await running()).toBe(0);
    } finally {
      await holder.query('rollback');
    }
  });

  it('the same call without a time-out still answers once the lock is gone, on the same pool', async () => {
    const gateway = guardedBy(
      new PgErpGateway(database.db, database.cancellable),
      new CircuitBreaker({ timeoutMs: 5_000 }),
    );
    const found = await gateway.searchCustomers({
      number: '1000',
      fuzzy: false,
      minScore: 0,
      top: 5,
      visibility: SHOWS_EVERYTHING,
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((c) => c.number.startsWith('1000'))).toBe(true);
  });
});
