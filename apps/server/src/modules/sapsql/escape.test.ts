import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';
import { type ReadOnlyRunner, readOnlyRunner } from './runner';

/**
 * T26, issue 17 §1: the SQL tool cannot escape its sandbox. Each statement below tries to leave
 * the tool's rights (back to the portal's login role, or through a function that runs SQL text or
 * reads files) in every way of writing it. Each is sent through the API, and again straight to
 * the runner, past the statement filter: the guarantee must not depend on the filter. Whatever
 * happens, no answer holds the identity provider's signing key, an account's password hash or
 * TOTP secret, or a portal table's rows. Runs on the embedded database and, with DATABASE_URL, on
 * a PostgreSQL server.
 */

const URL = '/portal/api/SapSql';
const SERVER = Boolean(process.env.DATABASE_URL);

/** The statement of the issue, as it returned the signing key on the embedded database. */
const ISSUE = `select U&"set\\005fconfig"('role','none',true) as r,
       U&"query\\005fto\\005fxml"('select * from idp.signing_key', true, false, '') as x`;

const ESCAPES: ReadonlyArray<readonly [string, string]> = [
  ['the issue', ISSUE],
  [
    'plain',
    `select set_config('role', 'none', true) as r, query_to_xml('select * from idp.signing_key', true, false, '') as x`,
  ],
  [
    'quoted identifiers',
    `select "set_config"('role', 'none', true), "query_to_xml"('select * from idp.account', true, false, '')`,
  ],
  [
    'schema-qualified',
    `select pg_catalog.set_config('role', 'none', true), pg_catalog.query_to_xml('select * from portal.portal_user', true, false, '')`,
  ],
  [
    'U& without UESCAPE',
    `select U&"set\\005Fconfig"('role', 'none', true), U&"query\\005Fto\\005Fxml"(U&'select * from idp\\002Eaccount', true, false, '')`,
  ],
  [
    'U& with UESCAPE',
    `select U&"set!005fconfig" UESCAPE '!'('role', 'none', true), U&"query!005fto!005fxml" UESCAPE '!'('select * from idp.signing_key', true, false, '')`,
  ],
  [
    'comments',
    `select set_config/* a */('role', /* b */ 'none', true), query_to_xml -- c\n('select * from idp.signing_key', true, false, '')`,
  ],
  [
    'odd whitespace',
    `select\tset_config\f(\r'role',\n'none',\ttrue),\fquery_to_xml\r\n(\t'select * from idp.account',true,false,'')`,
  ],
  [
    'dollar quoting',
    `select set_config($$role$$, $r$none$r$, true), query_to_xml($q$select * from idp.signing_key$q$, true, false, $$$$)`,
  ],
  [
    'role by name',
    `select set_config('role', 'postgres', true), query_to_xml('select * from idp.signing_key', true, false, '')`,
  ],
  [
    'session authorization',
    `select set_config('session_authorization', 'postgres', true), query_to_xml('select * from idp.account', true, false, '')`,
  ],
  ['table_to_xml', `select table_to_xml('idp.signing_key', true, false, '')`],
  ['query_to_xml_and_xmlschema', `select query_to_xml_and_xmlschema('select * from idp.account', true, false, '')`],
  ['schema_to_xml', `select schema_to_xml('idp', true, false, '')`],
  ['the table itself', 'select * from idp.signing_key'],
  ['a portal table', 'select * from portal.portal_user'],
  [
    'dblink',
    `select * from dblink('dbname=' || current_database(), 'select private_jwk::text from idp.signing_key') as t(k text)`,
  ],
  ['lo_import', `select lo_import('/etc/passwd')`],
  ['lo_get', 'select lo_get(oid) from pg_catalog.pg_largeobject_metadata'],
  ['pg_read_file', `select pg_read_file('/etc/passwd')`],
  ['pg_read_binary_file', `select pg_read_binary_file('/etc/passwd')`],
  ['pg_ls_dir', `select pg_ls_dir('.')`],
  ['current_setting', `select current_setting('data_directory')`],
  ['COPY to a program', `copy (select 1) to program 'id'`],
  ['COPY out', 'copy idp.signing_key to stdout'],
];

interface Secrets {
  readonly values: string[];
}

/** What must never appear in an answer: key material, password hashes, TOTP secrets, users' e-mails. */
async function secretsOf(app: TestApp): Promise<Secrets> {
  const keys = await rows<{ d: string }>(
    app.database.db,
    sql`select private_jwk->>'d' as d from idp.signing_key where private_jwk ? 'd'`,
  );
  const accounts = await rows<{ hash: string; totp: string | null }>(
    app.database.db,
    sql`select password_hash as hash, totp_secret as totp from idp.account`,
  );
  const users = await rows<{ email: string | null }>(app.database.db, sql`select email from portal.portal_user`);
  const values = [
    ...keys.map((k) => k.d),
    ...accounts.flatMap((a) => [a.hash, a.totp ?? '']),
    ...users.map((u) => u.email ?? ''),
  ].filter((v) => v.length >= 8);
  return { values };
}

function leaked(text: string, secrets: Secrets): string[] {
  return secrets.values.filter((value) => text.includes(value));
}

describe(`SAP SQL tool: no statement escapes the sandbox (T26, ${SERVER ? 'PostgreSQL server' : 'embedded'})`, () => {
  let app: TestApp;
  let admin: Record<string, string>;
  let secrets: Secrets;
  let runner: ReadOnlyRunner;
  const limits = { timeoutMs: 5_000, maxRows: 50, maxBytes: 262_144 };

  beforeAll(async () => {
    app = await startTestApp({ PORTAL_SQL_RATE_LIMIT: '1000', PORTAL_SQL_TIMEOUT_MS: '5000' });
    admin = await bearer(app, 'admin', { mfa: true });
    secrets = await secretsOf(app);
    runner = readOnlyRunner(app.config, app.database);
  });
  afterAll(async () => {
    await runner?.close();
    await app?.close();
  });

  it('there is something to protect: the signing key, the password hashes, the TOTP secrets and e-mails are in the database', () => {
    expect(secrets.values.length).toBeGreaterThan(5);
  });

  it.each(ESCAPES)(
    'through the API (%s): refused or failed, nothing leaks, the audit does not say ok',
    async (_, statement) => {
      const response = await app.app.inject({
        method: 'POST',
        url: URL,
        headers: admin,
        payload: { query: statement },
      });
      expect(leaked(response.body, secrets), response.body.slice(0, 300)).toEqual([]);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      const [audit] = await rows<{ outcome: string }>(
        app.database.db,
        sql`select outcome from portal.sql_audit where sql_text = ${statement} order by id desc limit 1`,
      );
      expect(['refused', 'failed']).toContain(audit!.outcome);
    },
  );

  it.each(ESCAPES)(
    'straight to the runner, past the filter (%s): the database finds nothing to give',
    async (_, statement) => {
      const outcome = await runner.run(statement, limits, new AbortController().signal).then(
        (result) => JSON.stringify(result),
        (error: Error) => `${error.constructor.name}: ${error.message}`,
      );
      expect(leaked(outcome, secrets), outcome.slice(0, 300)).toEqual([]);
      expect(outcome).not.toContain('private_jwk');
      expect(outcome).not.toContain('password_hash');
      // Failed in the database, or (lo_get over no large object) nothing found.
      expect(outcome, outcome.slice(0, 300)).toMatch(/^SqlFailed: |"rows":\[\]/);
    },
  );

  it.skipIf(!SERVER)(
    'on the server, set_config(role) leads back to the tool itself, which is no member of any role',
    async () => {
      const result = await runner.run(
        `select current_user as before, set_config('role', 'none', true) as reset, current_user as after,
         (select count(*) from pg_catalog.pg_auth_members m join pg_catalog.pg_roles r on r.oid = m.member
           where r.rolname = current_user) as memberships,
         has_schema_privilege('erp', 'USAGE') as erp, has_schema_privilege('idp', 'USAGE') as idp`,
        limits,
        new AbortController().signal,
      );
      expect(result.rows).toEqual([['portal_sql_tool', 'none', 'portal_sql_tool', '0', 't', 'f']]);
    },
  );

  it.skipIf(SERVER)(
    'on the embedded database, even back as the sandbox superuser there is only the ERP copy',
    async () => {
      const result = await runner.run(
        `select set_config('role', 'none', true) as reset,
         (select string_agg(nspname, ',' order by nspname) from pg_catalog.pg_namespace
           where nspname not like 'pg\\_%' and nspname <> 'information_schema') as schemas,
         (select count(*) from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
           where n.nspname in ('idp', 'portal', 'crm', 'canteen', 'mes')) as other_tables`,
        limits,
        new AbortController().signal,
      );
      expect(result.rows).toEqual([['none', 'erp,public', '0']]);
    },
  );

  it('what it may read is the ERP data, by name through its search path', async () => {
    const result = await runner.run(
      'select count(*) > 0 as some from company_code',
      limits,
      new AbortController().signal,
    );
    expect(result.rows).toEqual([['t']]);
  });
});
