import { API } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rows } from '../../db/client';
import { migrate, readMigrations } from '../../db/migrate';
import * as t from '../../db/schema/index';
import { EMBEDDED_ISSUER_KEY, SEED_PERMISSIONS, SEED_ROLES, UNRESTRICTED_PERMISSION_SET_ID } from '../../db/seed-data';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, demoUserId, userWithoutRoles } from '../../testing/users';
import { accessFrom } from '../access/service';
import { findUserGrantsById } from '../access/store';
import { auditCount, call, unique } from './test-fixtures';

/**
 * Users cannot raise their own access (T4, T21): permission-set conditions read the attributes
 * user administration assigns, never the parameters users write about themselves. The
 * authorization matrix of the attribute routes is in access-matrix.test.ts.
 */

const P = '/portal/api';
const PRODUCTION = '/portalapiproduction/api';
const COMPANY_CODE = SEED_PERMISSIONS.find((p) => p.technicalName === 'companyCode')!.id;
const COUNTRY = SEED_PERMISSIONS.find((p) => p.technicalName === 'country')!.id;

let app: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp();
  admin = await bearer(app, 'admin', { mfa: true });
});
afterAll(() => app.close());

const get = (url: string, headers = admin) => call(app, { method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  call(app, { method, url, headers, ...(payload ? { payload } : {}) });

async function etagOf(userId: string): Promise<string> {
  const read = await get(`${P}/User/${userId}/attribute`);
  expect(read.statusCode).toBe(200);
  return read.headers.etag as string;
}

/** PUT an attribute as the administrator with the second factor, naming the ETag given. */
const put = (url: string, ifMatch: string, payload: object) =>
  call(app, { method: 'PUT', url, headers: { ...admin, 'if-match': ifMatch }, payload });

/** PUT an attribute naming the user's current ETag. */
async function assign(userId: string, key: string, value: string) {
  return put(`${P}/User/${userId}/attribute/${key}`, await etagOf(userId), { value });
}

async function newSet(name: string, details: object[]): Promise<string> {
  const created = await send('POST', `${P}/PermissionSets`, { name: unique(name), permissionDetails: details });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

async function grant(roleId: string, ressourceId: string, setId: string) {
  const granted = await send('POST', `${P}/Role/${roleId}/ResourcePermission/${ressourceId}/${setId}/1`);
  expect(granted.statusCode, granted.body).toBe(201);
}

describe('the attacks of the penetration test no longer work', () => {
  it('an employee who saves the parameter country = ch still receives no KPI data meant for Switzerland', async () => {
    const employee = await bearer(app, 'employee');
    const employeeId = await demoUserId(app, 'employee');
    const swiss = await newSet('Nur Schweiz', [{ permissionId: COUNTRY, type: 1, operator: '=', value: 'ch' }]);
    await grant(SEED_ROLES.employee.id, API.kpi.id, swiss);
    const kpi = () => get(`${PRODUCTION}/KPI/overview`, employee);
    expect((await kpi()).statusCode).toBe(403);

    const own = await send('POST', `${P}/UserParameter`, { name: 'country', value: 'ch' }, employee);
    expect(own.statusCode).toBe(201);
    app.accessService.invalidate();
    expect((await kpi()).statusCode).toBe(403);
    // Nor can the employee reach the attribute itself.
    const self = await call(app, {
      method: 'PUT',
      url: `${P}/User/${employeeId}/attribute/country`,
      headers: { ...employee, 'if-match': await etagOf(employeeId) },
      payload: { value: 'ch' },
    });
    expect(self.statusCode).toBe(403);
    const assigned = (await get(`${P}/User/${employeeId}/attribute`)).json();
    expect(assigned).toEqual([
      { key: 'country', value: 'de', setBy: null, setAt: expect.any(String) },
      // The payroll's personnel number, seeded for the demo's canteen statement (docs/canteen.md).
      { key: 'personnelNumber', value: '100234', setBy: null, setAt: expect.any(String) },
    ]);

    // What user administration assigns is what counts.
    expect((await assign(employeeId, 'country', 'ch')).statusCode).toBe(200);
    expect((await kpi()).statusCode).toBe(200);
    expect((await assign(employeeId, 'country', 'de')).statusCode).toBe(200);
    expect((await kpi()).statusCode).toBe(403);
  });

  it('a sales user who overwrites companyCode sees no other company’s customers', async () => {
    const { id: userId, headers } = await userWithoutRoles(app);
    const own = await newSet('Eigener Buchungskreis', [
      { permissionId: COMPANY_CODE, type: 2, operator: '=', value: '$user' },
    ]);
    const role = await send('POST', `${P}/Role`, { name: unique('Vertrieb eigener Buchungskreis'), roleType: 1 });
    expect(role.statusCode).toBe(201);
    const roleId = role.json().id;
    await grant(roleId, API.customer.id, own);
    await grant(roleId, API.userParameters.id, UNRESTRICTED_PERMISSION_SET_ID);
    expect((await send('POST', `${P}/User/${userId}/role`, { roleId })).statusCode).toBe(201);
    expect((await assign(userId, 'companyCode', '1000')).statusCode).toBe(201);

    const customers = async () => {
      const response = await get(`${P}/Customer?Top=100`, headers);
      expect(response.statusCode, response.body).toBe(200);
      return new Set(response.json().map((c: { companyCode: string }) => c.companyCode));
    };
    expect(await customers()).toEqual(new Set(['1000']));

    const overwrite = await send('POST', `${P}/UserParameter`, { name: 'companyCode', value: '2000' }, headers);
    expect(overwrite.statusCode).toBe(201);
    app.accessService.invalidate();
    expect(await customers()).toEqual(new Set(['1000']));

    expect((await assign(userId, 'companyCode', '2000')).statusCode).toBe(200);
    expect(await customers()).toEqual(new Set(['2000']));
  });
});

describe('the attribute API', () => {
  it('needs If-Match with the user’s current ETag: 428 without, 412 when stale, and each change gives a new one', async () => {
    const userId = (await userWithoutRoles(app)).id;
    const url = `${P}/User/${userId}/attribute/plant`;
    expect((await send('PUT', url, { value: 'P1' })).statusCode).toBe(428);
    const first = await etagOf(userId);
    const set = await put(url, first, { value: 'P1' });
    expect(set.statusCode).toBe(201);
    expect(set.headers.etag).not.toBe(first);
    expect(set.headers.etag).toBe(await etagOf(userId));
    expect((await get(`${P}/User/${userId}`)).headers.etag).toBe(set.headers.etag);
    const stale = await put(url, first, { value: 'P2' });
    expect(stale.statusCode).toBe(412);
    expect((await call(app, { method: 'DELETE', url, headers: { ...admin, 'if-match': first } })).statusCode).toBe(412);
    expect((await get(`${P}/User/${userId}/attribute`)).json()).toMatchObject([{ key: 'plant', value: 'P1' }]);
  });

  it('keeps every change in the audit trail with the value before and after, and names who set the value', async () => {
    const userId = (await userWithoutRoles(app)).id;
    const adminId = await demoUserId(app, 'admin');
    expect((await assign(userId, 'country', 'de')).statusCode).toBe(201);
    expect((await assign(userId, 'country', 'ch')).statusCode).toBe(200);
    const listed = (await get(`${P}/User/${userId}/attribute`)).json();
    expect(listed).toEqual([
      {
        key: 'country',
        value: 'ch',
        setBy: { id: adminId, name: expect.stringContaining('admin') },
        setAt: expect.any(String),
      },
    ]);
    const removed = await call(app, {
      method: 'DELETE',
      url: `${P}/User/${userId}/attribute/country`,
      headers: { ...admin, 'if-match': await etagOf(userId) },
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`${P}/User/${userId}/attribute`)).json()).toEqual([]);

    const trail = (await get(`${P}/Audit?entity=user&entityId=${userId}&page=1&pageSize=20`)).json();
    const changes = trail.items
      .filter((e: { action: string }) => e.action.endsWith('-attribute'))
      .reverse()
      .map((e: { action: string; before: unknown; after: unknown; actor: { id: string } }) => ({
        action: e.action,
        before: e.before,
        after: e.after,
        actor: e.actor.id,
      }));
    expect(changes).toEqual([
      { action: 'set-attribute', before: null, after: { attribute: { key: 'country', value: 'de' } }, actor: adminId },
      {
        action: 'set-attribute',
        before: { attribute: { key: 'country', value: 'de' } },
        after: { attribute: { key: 'country', value: 'ch' } },
        actor: adminId,
      },
      {
        action: 'remove-attribute',
        before: { attribute: { key: 'country', value: 'ch' } },
        after: null,
        actor: adminId,
      },
    ]);
  });

  const invalid: Array<[string, string, unknown, string]> = [
    ['a key no permission reads', 'nosuchattribute', { value: 'x' }, 'params.key'],
    ['a key with a space', 'a%20b', { value: 'x' }, 'params.key'],
    ['an empty value', 'country', { value: '  ' }, 'body.value'],
    ['a value of 201 characters', 'country', { value: 'x'.repeat(201) }, 'body.value'],
    ['a value that is not text', 'country', { value: 42 }, 'body.value'],
    ['a field the API does not know', 'country', { value: 'ch', setBy: crypto.randomUUID() }, 'body'],
  ];

  it.each(invalid)('refuses %s with 400 naming the field, and nothing changes', async (_case, key, payload, path) => {
    const userId = (await userWithoutRoles(app)).id;
    const etag = await etagOf(userId);
    const before = await auditCount(app);
    const response = await put(`${P}/User/${userId}/attribute/${key}`, etag, payload as object);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await auditCount(app)).toBe(before);
    expect(await etagOf(userId)).toBe(etag);
    expect((await get(`${P}/User/${userId}/attribute`)).json()).toEqual([]);
  });

  it('answers 404 for a user that does not exist and for removing an attribute the user does not have', async () => {
    const nobody = crypto.randomUUID();
    expect((await get(`${P}/User/${nobody}/attribute`)).statusCode).toBe(404);
    expect((await put(`${P}/User/${nobody}/attribute/country`, '"v1"', { value: 'ch' })).statusCode).toBe(404);
    const userId = (await userWithoutRoles(app)).id;
    const missing = await call(app, {
      method: 'DELETE',
      url: `${P}/User/${userId}/attribute/country`,
      headers: { ...admin, 'if-match': await etagOf(userId) },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('migration 0018', () => {
  // A fresh embedded database, migrated from the start: slow on a busy machine.
  it('moves the parameters conditions read to attributes, keeps the others, and renames the lookups', async () => {
    const database = await openDatabase({});
    try {
      const all = readMigrations();
      await migrate(
        database,
        all.filter((m) => m.name < '0018'),
      );
      const db = database.db;
      // Plain SQL with the columns of that time: the schema module describes the tables after every migration.
      const [user] = await rows<{ id: string }>(
        db,
        sql`insert into portal.portal_user (issuer, open_id_user_id, username)
            values (${EMBEDDED_ISSUER_KEY}, ${crypto.randomUUID()}, 'eva') returning id`,
      );
      const userId = user!.id;
      await db.insert(t.permission).values([
        { name: 'Land', technicalName: 'country', variableLookup: 'parameter:country' },
        { name: 'Region', technicalName: 'region', variableLookup: 'parameter:region' },
        { name: 'Abteilung', technicalName: 'department', variableLookup: 'claim:department' },
      ]);
      await db.insert(t.userParameter).values([
        { userId, name: 'country', value: 'ch' },
        { userId, name: 'companyCode', value: '2000' },
        { userId, name: 'region', value: 'nord' },
        { userId, name: 'ui.language', value: 'fr' },
        { userId, name: 'xflair.lastInput', type: 'json', value: '{"zielLeistung":1200}' },
      ]);

      expect(await migrate(database, all)).toContain('0018_user_attributes.sql');

      const attributes = await db
        .select({ key: t.userAttribute.key, value: t.userAttribute.value, setBy: t.userAttribute.setBy })
        .from(t.userAttribute)
        .where(eq(t.userAttribute.userId, userId));
      expect(attributes.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
        { key: 'companyCode', value: '2000', setBy: null },
        { key: 'country', value: 'ch', setBy: null },
        { key: 'region', value: 'nord', setBy: null },
      ]);
      const parameters = await db
        .select({ name: t.userParameter.name })
        .from(t.userParameter)
        .where(eq(t.userParameter.userId, userId));
      expect(parameters.map((p) => p.name).sort()).toEqual(['ui.language', 'xflair.lastInput']);
      const lookups = await db.select({ lookup: t.permission.variableLookup }).from(t.permission);
      expect(lookups.map((l) => l.lookup).sort()).toEqual([
        'attribute:country',
        'attribute:region',
        'claim:department',
      ]);
      const trail = await db
        .select()
        .from(t.auditEntry)
        .where(and(eq(t.auditEntry.entity, 'user'), eq(t.auditEntry.entityId, userId)));
      expect(trail).toHaveLength(3);
      expect(trail.every((e) => e.action === 'set-attribute' && e.actorName === 'migration 0018')).toBe(true);
      // The access decision reads the moved values.
      expect(accessFrom(await findUserGrantsById(db, userId)).subject.attributes).toEqual({
        companyCode: '2000',
        country: 'ch',
        region: 'nord',
      });
    } finally {
      await database.close();
    }
  }, 180_000);
});
