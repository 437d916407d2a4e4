import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACR_MFA, type SapSqlResult } from '@portal/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { rows } from '../../db/client';
import * as t from '../../db/schema/index';
import { SEED_ROLES } from '../../db/seed-data';
import { startTestApp, type TestApp } from '../../testing/app';
import { mintAccessToken } from '../../testing/tokens';
import { bearer, demoUserId, userWithoutRoles } from '../../testing/users';
import { PROBES } from './probes.fixtures';
import { readOnlyRunner, SqlFailed } from './runner';

const URL = '/portal/api/SapSql';
const SERVER = Boolean(process.env.DATABASE_URL);

/** A table of the test's own in the ERP schema, so the tool's role may read it (and the sandbox copies it). */
async function createProbeTable(app: TestApp): Promise<void> {
  const db = app.database.db;
  await db.execute(sql`create table erp.sql_probe (
    id serial primary key, name text not null, amount numeric(10, 2), at timestamptz not null default now())`);
  await db.execute(sql`insert into erp.sql_probe (name, amount)
    select 'article ' || n, n * 1.5 from generate_series(1, 12) n`);
  await db.execute(sql`grant select on erp.sql_probe to portal_sql_tool`);
}

async function auditOf(app: TestApp, sqlText: string) {
  return app.database.db.select().from(t.sqlAudit).where(eq(t.sqlAudit.sqlText, sqlText)).orderBy(desc(t.sqlAudit.id));
}

describe('SAP SQL tool: POST /api/SapSql (T26, T7, T35, docs/sapsql.md)', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  const run = (query: string, headers: Record<string, string> = admin) =>
    app.app.inject({ method: 'POST', url: URL, headers, payload: { query } });

  beforeAll(async () => {
    app = await startTestApp({
      PORTAL_SQL_MAX_ROWS: '5',
      PORTAL_SQL_MAX_BYTES: '4096',
      PORTAL_SQL_TIMEOUT_MS: '2000',
      PORTAL_SQL_RATE_LIMIT: '1000',
    });
    admin = await bearer(app, 'admin', { mfa: true });
    await createProbeTable(app);
  });
  afterAll(() => app.close());

  it('authorization: no token 401, no permission 403, a password-only administrator gets the step-up challenge, after TOTP it runs', async () => {
    expect((await run('select 1', {})).statusCode).toBe(401);
    const employee = await run('select 1', await bearer(app, 'employee'));
    expect(employee.statusCode).toBe(403);
    expect(employee.json().code).toBe('forbidden');
    expect((await run('select 1', (await userWithoutRoles(app)).headers)).statusCode).toBe(403);

    const passwordOnly = await run('select 1', await bearer(app, 'admin'));
    expect(passwordOnly.statusCode).toBe(401);
    expect(passwordOnly.json().code).toBe('insufficient_user_authentication');
    expect(passwordOnly.headers['www-authenticate']).toContain('error="insufficient_user_authentication"');
    expect(passwordOnly.headers['www-authenticate']).toContain('acr_values="urn:portal:mfa"');

    const afterTotp = await run('select 1 as one');
    expect(afterTotp.statusCode, afterTotp.body).toBe(200);
    expect(afterTotp.json()).toMatchObject({ items: [{ one: '1' }], rowCount: 1, truncated: false });
    // Nothing ran for the refused callers: only the administrator's call is in the audit table.
    expect((await auditOf(app, 'select 1')).length).toBe(0);
  });

  it('refuses every probe of the list with 400 and its code, and nothing changes', async () => {
    const before = await rows(app.database.db, sql`select id, name, amount::text from erp.sql_probe order by id`);
    const [sequence] = await rows<{ last_value: string }>(
      app.database.db,
      sql`select last_value::text from erp.sql_probe_id_seq`,
    );
    for (const [statement, code] of PROBES) {
      const response = await run(statement);
      expect(response.statusCode, statement).toBe(400);
      expect(response.json().code, statement).toBe(code);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    expect(await rows(app.database.db, sql`select id, name, amount::text from erp.sql_probe order by id`)).toEqual(
      before,
    );
    expect(await rows(app.database.db, sql`select last_value::text from erp.sql_probe_id_seq`)).toEqual([sequence]);
    const made = await rows(
      app.database.db,
      sql`select relname from pg_catalog.pg_class where relname in ('sql_probe_copy', 'sql_probe_2', 'x')`,
    );
    expect(made).toEqual([]);
  });

  it('answers a query with its rows as text, the columns with their types, and the row cap with the truncated flag', async () => {
    const response = await run('select id, name, amount, at from sql_probe order by id');
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as SapSqlResult;
    expect(result.columns).toEqual([
      { name: 'id', type: 'integer' },
      { name: 'name', type: 'text' },
      { name: 'amount', type: 'numeric' },
      { name: 'at', type: 'timestamp with time zone' },
    ]);
    expect(result.rowCount).toBe(5);
    expect(result.items).toHaveLength(5);
    expect(result.truncated).toBe(true);
    expect(result.maxRows).toBe(5);
    expect(result.items[0]).toMatchObject({ id: '1', name: 'article 1', amount: '1.50' });
    expect(result.items[0]!.at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(result.duration).toBeGreaterThanOrEqual(0);

    const all = (await run('select count(*), null as nothing, 1 as n, 2 as n from sql_probe')).json() as SapSqlResult;
    expect(all).toMatchObject({ rowCount: 1, truncated: false });
    expect(all.items).toEqual([{ count: '12', nothing: null, n: '1', n_2: '2' }]);
    expect(all.columns.map((c) => c.type)).toEqual(['bigint', 'text', 'integer', 'integer']);
  });

  it('stops at the byte cap as well, and says so', async () => {
    const response = await run("select repeat('x', 1000) as filler from generate_series(1, 10)");
    const result = response.json() as SapSqlResult;
    expect(result).toMatchObject({ rowCount: 4, truncated: true, maxBytes: 4096 });
  });

  it('reaches its tables by the search path erp, public; refuses tables the reader role was not given', async () => {
    expect((await run('select count(*) as n from erp.sql_probe')).json().items).toEqual([{ n: '12' }]);
    // The ERP stand-in is granted to the reader at start and found first by the search path.
    const erp = await run('select count(*) as n from company_code');
    expect(erp.statusCode, erp.body).toBe(200);
    expect(erp.json().columns).toEqual([{ name: 'n', type: 'bigint' }]);
    // On the server the role may not read it (42501); the embedded sandbox does not hold it (42P01).
    const secret = await run('select * from portal.portal_user');
    expect(secret.statusCode).toBe(400);
    expect(secret.json()).toMatchObject({ code: 'sql_failed', detail: expect.stringMatching(/42501|42P01/) });
    const keys = await run('select * from idp.signing_key');
    expect(keys.json().code).toBe('sql_failed');
  });

  it('defence in depth: a statement that slipped past the filter still cannot write or leave read-only mode', async () => {
    const runner = readOnlyRunner(app.config, app.database);
    onTestFinished(() => runner.close());
    const limits = { timeoutMs: 2_000, maxRows: 5, maxBytes: 4096 };
    for (const statement of [
      'delete from sql_probe',
      "insert into sql_probe (name) values ('x')",
      'set transaction read write',
      "select nextval('sql_probe_id_seq')",
      'create table sql_probe_2 (a int)',
    ]) {
      const error = await runner.run(statement, limits, new AbortController().signal).catch((e: unknown) => e);
      expect(error, statement).toBeInstanceOf(SqlFailed);
    }
    expect(await rows(app.database.db, sql`select count(*)::int as n from erp.sql_probe`)).toEqual([{ n: 12 }]);
  });

  it('audits every call in the table and the security log: success, refusal and failure, with user, text, rows, duration', async () => {
    const ok = 'select name from sql_probe where id <= 3';
    const refused = "update sql_probe set name = 'audited'";
    const failed = 'select no_such_column from sql_probe';
    await run(ok);
    await run(refused);
    await run(failed);
    const adminId = await demoUserId(app, 'admin');
    const [success] = await auditOf(app, ok);
    expect(success).toMatchObject({
      userId: adminId,
      outcome: 'ok',
      code: null,
      rowCount: 3,
      truncated: false,
      issuer: expect.stringContaining('/openid'),
    });
    expect(success!.durationMs).toBeGreaterThanOrEqual(0);
    expect((await auditOf(app, refused))[0]).toMatchObject({
      userId: adminId,
      outcome: 'refused',
      code: 'sql_write_refused',
      rowCount: null,
    });
    expect((await auditOf(app, failed))[0]).toMatchObject({ outcome: 'failed', code: 'sql_failed' });
    const logged = app.logs.filter((l) => l.event === 'sql.query');
    expect(logged.find((l) => l.sql === ok)).toMatchObject({
      outcome: 'ok',
      rowCount: 3,
      userId: adminId,
      sub: expect.any(String),
      iss: expect.any(String),
      auditId: success!.id,
    });
    expect(logged.find((l) => l.sql === refused)).toMatchObject({ outcome: 'refused', code: 'sql_write_refused' });
    // Tokens never reach the log (T35).
    expect(JSON.stringify(app.logs)).not.toContain(admin.authorization!.slice(7));
  });

  it('GET /api/SapSql/audit lists the trail to those who may read the audit, newest first, filtered', async () => {
    const marker = `select 'audit-list' as probe_${Date.now()}`;
    expect((await run(marker)).statusCode).toBe(200);
    expect((await run('delete from sql_probe')).statusCode).toBe(400);
    const list = (query: string, headers: Record<string, string> = admin) =>
      app.app.inject({ method: 'GET', url: `${URL}/audit${query}`, headers });

    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('', await bearer(app, 'sales'))).statusCode).toBe(403);
    expect((await list('', (await userWithoutRoles(app)).headers)).statusCode).toBe(403);

    const all = await list('?pageSize=200');
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json();
    const [newest, before] = page.items;
    expect(newest).toMatchObject({ sqlText: 'delete from sql_probe', outcome: 'refused', rowCount: null });
    expect(newest.code).toBeTruthy();
    expect(before).toMatchObject({ sqlText: marker, outcome: 'ok', rowCount: 1, truncated: false, code: null });
    expect(before.user).toMatchObject({ id: await demoUserId(app, 'admin') });
    expect(before.user.name).not.toBe('');
    expect(page.total).toBeGreaterThanOrEqual(2);

    const refused = (await list('?outcome=refused&pageSize=200')).json();
    expect(refused.items.length).toBeGreaterThan(0);
    expect(refused.items.every((e: { outcome: string }) => e.outcome === 'refused')).toBe(true);
    const later = (await list(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).json();
    expect(later).toMatchObject({ items: [], total: 0 });

    const bad = await list('?outcome=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });

  it('validates the body: an empty or missing query, or extra fields, are 400 validation_failed', async () => {
    for (const payload of [{}, { query: '   ' }, { query: 'select 1', user: 'other' }]) {
      const response = await app.app.inject({ method: 'POST', url: URL, headers: admin, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  describe.skipIf(!SERVER)('on a PostgreSQL server, the database stops long statements (R9)', () => {
    const sleeping = (marker: string) =>
      rows<{ n: number }>(
        app.database.db,
        sql`select count(*)::int as n from pg_catalog.pg_stat_activity
            where pid <> pg_backend_pid() and state = 'active' and query like ${`%${marker}%`}`,
      );

    it('select pg_sleep(60) with a 2 s limit is a timeout after about 2 s; no backend is left and the pool holds nothing', async () => {
      const started = Date.now();
      const response = await run('select pg_sleep(60)');
      const took = Date.now() - started;
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('sql_timeout');
      expect(took).toBeGreaterThanOrEqual(1_900);
      expect(took).toBeLessThan(3_500);
      expect(await sleeping('pg_sleep(60)')).toEqual([{ n: 0 }]);
      // The portal's own pool lent nothing to the tool.
      const pool = app.database.pool!;
      expect(pool.totalCount - pool.idleCount).toBe(0);
      expect((await auditOf(app, 'select pg_sleep(60)'))[0]).toMatchObject({ outcome: 'timeout', code: 'sql_timeout' });
      // The connection went back clean: the next statement runs, with no leftover setting.
      expect((await run('select 1 as one')).json().items).toEqual([{ one: '1' }]);
      const [settings] = await rows<{ timeout: string; role: string }>(
        app.database.db,
        sql`select current_setting('statement_timeout') as timeout, current_user as role`,
      );
      expect(settings).toEqual({ timeout: '0', role: 'postgres' });
    });

    it('a client that goes away cancels its statement in the database (pg_cancel_backend)', async () => {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.app.server.address() as AddressInfo;
      const statement = 'select pg_sleep(30) as left_behind';
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: URL,
        headers: { ...admin, 'content-type': 'application/json' },
      });
      request.on('error', () => undefined);
      request.end(JSON.stringify({ query: statement }));
      const deadline = Date.now() + 5_000;
      while ((await sleeping('left_behind'))[0]!.n === 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await sleeping('left_behind')).toEqual([{ n: 1 }]);
      request.destroy();
      const gone = Date.now() + 3_000;
      while ((await sleeping('left_behind'))[0]!.n > 0 && Date.now() < gone) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await sleeping('left_behind')).toEqual([{ n: 0 }]);
      await expect.poll(async () => (await auditOf(app, statement))[0]?.outcome).toBe('cancelled');
    });
  });
});

describe.skipIf(SERVER)('SAP SQL tool on the embedded database: the app keeps the time (R9)', () => {
  let app: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp({ PORTAL_SQL_TIMEOUT_MS: '300' });
    admin = await bearer(app, 'admin', { mfa: true });
  });
  afterAll(() => app.close());

  it('a statement past the limit is answered as a timeout, audited, and the database is free again', async () => {
    const statement = 'select pg_sleep(1)';
    const response = await app.app.inject({ method: 'POST', url: URL, headers: admin, payload: { query: statement } });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('sql_timeout');
    expect((await auditOf(app, statement))[0]).toMatchObject({ outcome: 'timeout', code: 'sql_timeout' });
    const next = await app.app.inject({
      method: 'POST',
      url: URL,
      headers: admin,
      payload: { query: 'select 2 as two' },
    });
    expect(next.json().items).toEqual([{ two: '2' }]);
  }, 90_000);
});

describe('SAP SQL tool: calls per user are limited', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ PORTAL_SQL_RATE_LIMIT: '3' });
  });
  afterAll(() => app.close());

  it('the fourth call within a minute is 429 rate_limited; another user still gets through', async () => {
    const admin = await bearer(app, 'admin', { mfa: true });
    const call = (headers: Record<string, string>) =>
      app.app.inject({ method: 'POST', url: URL, headers, payload: { query: 'select 1' } });
    for (let i = 0; i < 3; i++) expect((await call(admin)).statusCode).toBe(200);
    const limited = await call(admin);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    // A second administrator (a fresh user given the administrator role) has a bucket of their own.
    const other = await userWithoutRoles(app);
    await app.database.db.insert(t.userRole).values({ userId: other.id, roleId: SEED_ROLES.administrator.id });
    app.accessService.invalidate();
    const [user] = await app.database.db.select().from(t.portalUser).where(eq(t.portalUser.id, other.id));
    const token = await mintAccessToken(app.database, { sub: user!.openIdUserId, acr: ACR_MFA });
    const otherAdmin = { authorization: `Bearer ${token}` };
    expect((await call(otherAdmin)).statusCode).toBe(200);
  });
});
