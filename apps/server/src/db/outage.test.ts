import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRY, createOrder, GESCHNETZELTES, orderBody, planAt } from '../modules/canteen/test-fixtures';
import { startTestApp, type TestApp } from '../testing/app';
import { createTestDatabase } from '../testing/database';
import { DatabaseOutage } from '../testing/outage';
import { bearer } from '../testing/users';
import { rows } from './client';

const SERVER = process.env.DATABASE_URL;

/**
 * R4: the database server goes away while orders are being placed, and comes back. Its
 * connections are cut by a relay between the server and PostgreSQL (the PostgreSQL server keeps
 * running for the other test files). The embedded database lives inside the process and cannot
 * go away on its own, so this runs on the server path only.
 */
describe.skipIf(!SERVER)('the database goes away under load and comes back (R4)', () => {
  let outage: DatabaseOutage;
  let app: TestApp;
  let employee: Record<string, string>;

  beforeAll(async () => {
    const upstream = new URL(SERVER!);
    outage = new DatabaseOutage({ host: upstream.hostname, port: Number(upstream.port || 5432) });
    app = await startTestApp({}, await createTestDatabase({ port: await outage.start() }));
    employee = await bearer(app, 'employee');
  });
  afterAll(async () => {
    await app?.close();
    await outage?.stop();
  });

  it('each order commits whole or is answered 503 with Retry-After; readiness follows; the same keys succeed once it is back', async () => {
    const plans: string[] = [];
    for (let i = 0; i < 30; i++) plans.push(await planAt(app));
    const keys = plans.map(() => crypto.randomUUID());
    const answers: number[][] = plans.map(() => []);
    const order = async (i: number) => {
      const response = await createOrder(
        app,
        employee,
        orderBody(plans[i]!, [
          [CURRY, 2],
          [GESCHNETZELTES, 1],
        ]),
        keys[i],
      );
      answers[i]!.push(response.statusCode);
      if (response.statusCode === 503) expect(response.headers['retry-after']).toBe('5');
      return response.statusCode;
    };

    for (let i = 0; i < 10; i++) expect(await order(i)).toBe(201);

    // Ten orders on their way when the connections are cut, ten more while the database is away.
    const onTheirWay = Array.from({ length: 10 }, (_, j) => order(10 + j));
    await new Promise((r) => setImmediate(r));
    await outage.cut();
    const cutOff = await Promise.all(onTheirWay);
    for (let i = 20; i < 30; i++) expect(await order(i)).toBe(503);
    for (const status of cutOff) expect([201, 503]).toContain(status);

    const away = await app.app.inject({ method: 'GET', url: '/readyz' });
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('5');

    await outage.restore();
    await expect
      .poll(async () => (await app.app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 10_000 })
      .toBe(200);

    // Cut again right after an order's key was claimed, before its work ran: once the database
    // is back, the retry with that key must not wait for the claim to be thought abandoned.
    const claimed = crypto.randomUUID();
    const lastPlan = await planAt(app);
    const cutAtClaim = outage.cutAfterAnswerTo('"idempotency_key"');
    const atClaim = await createOrder(app, employee, orderBody(lastPlan), claimed);
    await cutAtClaim;
    expect(atClaim.statusCode).toBe(503);
    await outage.restore();
    await expect
      .poll(async () => (await app.app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 10_000 })
      .toBe(200);
    expect((await createOrder(app, employee, orderBody(lastPlan), claimed)).statusCode).toBe(201);

    // The client asks again with the same key: now the order is placed (or its stored answer given).
    for (const [i, heard] of answers.entries()) {
      if (heard.at(-1) !== 201) expect(await order(i)).toBe(201);
    }

    // One whole order per plan: no order without its lines, none twice.
    const [counted] = await rows<{ orders: number; partial: number }>(
      app.database.db,
      sql`select count(*)::int as orders,
                 count(*) filter (where (select count(*) from canteen.order_detail d where d.order_id = o.id) <> 2)::int as partial
            from canteen.user_order o
           where o.plan_id in (${sql.join(
             plans.map((p) => sql`${p}::uuid`),
             sql`, `,
           )})`,
    );
    expect(counted).toEqual({ orders: 30, partial: 0 });
    expect(answers.flat().filter((status) => status !== 201 && status !== 503)).toEqual([]);
    // Every connection a request held through the outage was given back: none is lost for good.
    const pool = (app.database as unknown as { pool: { totalCount: number; idleCount: number } }).pool;
    expect(pool.totalCount - pool.idleCount).toBe(0);
  }, 60_000);
});
