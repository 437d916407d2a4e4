import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';

/**
 * T26, issue 17 §1: the SQL tool cannot take the server down or hold it up. A huge value is cut
 * off as it arrives (or, embedded, ends the sandbox worker, not the server); the tool has its own
 * concurrency limit per user and in all, on connections of its own, so another user's page does
 * not wait; and the audit says how each call ended. Embedded database and PostgreSQL server alike.
 */

const URL = '/portal/api/SapSql';
const SERVER = Boolean(process.env.DATABASE_URL);

async function outcomes(app: TestApp, statement: string) {
  return rows<{ outcome: string; code: string | null }>(
    app.database.db,
    sql`select outcome, code from portal.sql_audit where sql_text = ${statement} order by id`,
  );
}

describe(`SAP SQL tool: caps, concurrency and audit (T26, ${SERVER ? 'PostgreSQL server' : 'embedded'})`, () => {
  let app: TestApp;
  let admin: Record<string, string>;
  const run = (query: string) => app.app.inject({ method: 'POST', url: URL, headers: admin, payload: { query } });

  beforeAll(async () => {
    app = await startTestApp({
      PORTAL_SQL_RATE_LIMIT: '1000',
      PORTAL_SQL_TIMEOUT_MS: '6000',
      PORTAL_SQL_MAX_BYTES: '1048576',
      PORTAL_SQL_CONCURRENCY: '4',
      PORTAL_SQL_CONCURRENCY_PER_USER: '2',
    });
    admin = await bearer(app, 'admin', { mfa: true });
  });
  afterAll(() => app.close());

  it("select repeat('x', 600000000) answers a clear refusal, the server lives on and its memory does not grow", async () => {
    const statement = "select repeat('x', 600000000) as huge";
    const before = process.memoryUsage().heapUsed;
    const response = await run(statement);
    const grown = process.memoryUsage().heapUsed - before;
    expect(response.statusCode, response.body.slice(0, 200)).toBe(422);
    // Cut off at the byte cap as it arrived, or stopped at the time limit while it was still being made.
    expect(['sql_too_large', 'sql_timeout']).toContain(response.json().code);
    expect(response.body.length).toBeLessThan(2_000);
    expect(grown).toBeLessThan(64 * 1024 * 1024);
    const [audit] = await outcomes(app, statement);
    expect(audit).toMatchObject({ outcome: response.json().code === 'sql_timeout' ? 'timeout' : 'failed' });
    expect(audit!.code).toBe(response.json().code);
    // Alive, and the tool works again.
    const next = await run('select 1 as one');
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().items).toEqual([{ one: '1' }]);
  }, 60_000);

  it('a 100 MB value is cut off at the byte cap as it arrives: refused, and the memory does not grow', async () => {
    const statement = "select repeat('v', 100000000) as hundred_mb";
    const before = process.memoryUsage().heapUsed;
    const response = await run(statement);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(32 * 1024 * 1024);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(422);
    // The embedded engine may take longer than the limit to make the value: then the worker ends with it.
    const code = response.json().code;
    expect(SERVER ? ['sql_too_large'] : ['sql_too_large', 'sql_timeout']).toContain(code);
    expect(await outcomes(app, statement)).toEqual([{ outcome: code === 'sql_timeout' ? 'timeout' : 'failed', code }]);
  }, 30_000);

  it('a row over the byte cap is refused; rows up to it come back, flagged as cut', async () => {
    const big = "select repeat('y', 2000000) as big";
    const response = await run(big);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('sql_too_large');
    expect(await outcomes(app, big)).toEqual([{ outcome: 'failed', code: 'sql_too_large' }]);

    const some = await run("select n, repeat('z', 300000) as filler from generate_series(1, 10) n");
    expect(some.statusCode).toBe(200);
    expect(some.json()).toMatchObject({ rowCount: 3, truncated: true, maxBytes: 1_048_576 });
  });

  it("25 parallel pg_sleep from one administrator: two run, the rest are refused at once, and another user's favourites do not wait", async () => {
    const statement = 'select pg_sleep(2) as slept';
    const calls = Array.from({ length: 25 }, () => run(statement));
    // While they run, an employee opens a page: the favourites read takes the portal's own connections.
    await new Promise((r) => setTimeout(r, 300));
    const employee = await bearer(app, 'employee');
    const started = performance.now();
    const favourites = await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers: employee });
    const tookMs = performance.now() - started;
    expect(favourites.statusCode).toBe(200);
    expect(tookMs).toBeLessThan(1_000);

    const answers = await Promise.all(calls);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(23);
    const busy = answers.find((a) => a.statusCode === 429)!;
    expect(busy.json().code).toBe('sql_busy');
    expect(busy.headers['retry-after']).toBe('1');
    const audited = await outcomes(app, statement);
    expect(audited.filter((a) => a.outcome === 'ok')).toHaveLength(2);
    expect(audited.filter((a) => a.outcome === 'refused' && a.code === 'sql_busy')).toHaveLength(23);
  }, 30_000);

  it('another administrator has slots of their own while one is at their limit', async () => {
    const mine = [run('select pg_sleep(1.5)'), run('select pg_sleep(1.5)')];
    await new Promise((r) => setTimeout(r, 200));
    expect((await run('select 3 as three')).statusCode).toBe(429);
    await Promise.all(mine);
    expect((await run('select 3 as three')).statusCode).toBe(200);
  }, 30_000);

  it('a NUL character in the statement is 400 naming the field, and nothing runs', async () => {
    const statement = "select 'a\u0000b' as nul";
    const audited = async () =>
      (await rows<{ n: number }>(app.database.db, sql`select count(*)::int as n from portal.sql_audit`))[0]!.n;
    const before = await audited();
    const response = await run(statement);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'body.query' })]);
    expect(await audited()).toBe(before);
  });
});
