import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The tests' shared port finder (the browser tests and benchmarks use it too).
import { freePort } from '../../../../bench/harness';
import { CURRY, createOrder, GESCHNETZELTES, orderBody, planAt } from '../modules/canteen/test-fixtures';
import { startTestApp, type TestApp } from '../testing/app';
import { PrivatePostgres } from '../testing/private-postgres';
import { bearer } from '../testing/users';
import { type Database, openDatabase, rows } from './client';
import { migrate } from './migrate';
import { seed } from './seed';

const BINARIES = PrivatePostgres.findBinaries();

/**
 * R5: on a PostgreSQL server an acknowledged write survives the database process being killed
 * (SIGKILL of the postmaster and its backends): write, acknowledge, kill, restart, read. The
 * portal leaves synchronous_commit and fsync on. Runs on the server path, on a private cluster
 * so the shared server of the other test files is not disturbed. (The embedded PGlite is not
 * crash-durable; docs/operations.md says so.)
 */
describe.skipIf(!process.env.DATABASE_URL || !BINARIES)(
  'an acknowledged order survives the database being killed (R5)',
  () => {
    let server: PrivatePostgres;
    let app: TestApp | undefined;

    beforeAll(async () => {
      server = new PrivatePostgres(BINARIES!, await freePort());
      server.init();
      server.start();
      const database = await openDatabase({ databaseUrl: server.url });
      await migrate(database);
      await seed(database.db, { demoAccounts: true });
      app = await startTestApp({}, database);
    }, 120_000);
    afterAll(async () => {
      await app?.close().catch(() => undefined);
      server?.stop();
    });

    it('reads back every acknowledged order, whole, after a kill and a restart', async () => {
      const settings = await rows<{ synchronous_commit: string; fsync: string }>(
        app!.database.db,
        sql`select current_setting('synchronous_commit') as synchronous_commit, current_setting('fsync') as fsync`,
      );
      expect(settings[0]).toEqual({ synchronous_commit: 'on', fsync: 'on' });

      const employee = await bearer(app!, 'employee');
      const acknowledged: string[] = [];
      for (let i = 0; i < 5; i++) {
        const plan = await planAt(app!);
        const response = await createOrder(
          app!,
          employee,
          orderBody(plan, [
            [CURRY, 1],
            [GESCHNETZELTES, 2],
          ]),
        );
        expect(response.statusCode, response.body).toBe(201);
        acknowledged.push(response.json().id);
      }

      await server.kill();
      await app!.close().catch(() => undefined);
      app = undefined;
      server.start();

      const reopened: Database = await openDatabase({ databaseUrl: server.url });
      try {
        const found = await rows<{ id: string; lines: number }>(
          reopened.db,
          sql`select o.id, (select count(*)::int from canteen.order_detail d where d.order_id = o.id) as lines
              from canteen.user_order o
             where o.id = any(array(select jsonb_array_elements_text(${JSON.stringify(acknowledged)}::jsonb))::uuid[])`,
        );
        expect(found.map((o) => o.id).sort()).toEqual([...acknowledged].sort());
        for (const order of found) expect(order.lines).toBe(2);
      } finally {
        await reopened.close();
      }
    }, 120_000);
  },
);
