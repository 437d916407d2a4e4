import { API, UI } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import * as t from '../../db/schema/index';
import { SEED_PERMISSIONS, SEED_ROLES, UNRESTRICTED_PERMISSION_SET_ID } from '../../db/seed-data';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, demoUserId, userWithoutRoles } from '../../testing/users';
import { mayShowRow, visibleRowsFilter } from '../access/row-filter';
import { ChangeRunner } from '../audit/service';
import { auditCount, call, createFixture, retrying, unique } from './test-fixtures';

const P = '/portal/api';
const EMPLOYEE_ROLE = SEED_ROLES.employee.id;
const [COMPANY_CODE, COUNTRY] = [SEED_PERMISSIONS[0].id, SEED_PERMISSIONS[1].id];

let app: TestApp;
let admin: Record<string, string>;
let secondAdmin: Record<string, string>;
let employee: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp();
  admin = await bearer(app, 'admin', { mfa: true });
  // Another token of an administrator: a second browser, a second person with the same rights.
  secondAdmin = await bearer(app, 'admin', { mfa: true });
  employee = await bearer(app, 'employee');
});
afterAll(() => app.close());

const get = (url: string, headers = admin) => call(app, { method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  call(app, { method, url, headers, ...(payload ? { payload } : {}) });

async function etag(url: string, headers = admin): Promise<string> {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(200);
  return response.headers.etag as string;
}

describe('invalid bodies are refused with 400 naming the field, and nothing changes', () => {
  const long = 'x'.repeat(1000);
  type Case = [string, 'POST' | 'PUT', (f: Awaited<ReturnType<typeof createFixture>>) => string, unknown, string];
  const cases: Case[] = [
    ['role: name missing', 'POST', () => '/Role', { description: 'x' }, 'body.name'],
    ['role: name of 1,000 characters', 'POST', () => '/Role', { name: long }, 'body.name'],
    ['role: name is a number', 'POST', () => '/Role', { name: 42 }, 'body.name'],
    ['role: org is text', 'POST', () => '/Role', { name: 'R', org: 'eins' }, 'body.org'],
    ['role: org that does not exist', 'POST', () => '/Role', { name: unique('R'), org: 999_999 }, 'body.org'],
    ['role: a field the API does not know', 'POST', () => '/Role', { name: 'R', id: crypto.randomUUID() }, 'body'],
    ['role change: name of 1,000 characters', 'PUT', (f) => `/Role/${f.role}`, { name: long }, 'body.name'],
    // Without openIdUserId the person is invited (issue 19 §2), which needs their e-mail address.
    ['user: invitation without e-mail', 'POST', () => '/User', { firstName: 'A' }, 'body.email'],
    ['user: e-mail that is not one', 'POST', () => '/User', { openIdUserId: 's', email: 'nope' }, 'body.email'],
    ['user: a password (never stored here)', 'POST', () => '/User', { openIdUserId: 's', password: 'x' }, 'body'],
    ['user: lastName of 1,000 characters', 'PUT', (f) => `/User/${f.user}`, { lastName: long }, 'body.lastName'],
    ['user: authType is text', 'PUT', (f) => `/User/${f.user}`, { authType: 'eins' }, 'body.authType'],
    ['user role: roleId not a UUID', 'POST', (f) => `/User/${f.user}/role`, { roleId: '42' }, 'body.roleId'],
    [
      'user role: role that does not exist',
      'POST',
      (f) => `/User/${f.user}/role`,
      { roleId: crypto.randomUUID() },
      'body.roleId',
    ],
    [
      'permission: technicalName with SQL in it',
      'POST',
      () => '/Permissions',
      { name: 'x', technicalName: 'a; drop', variableLookup: 'org' },
      'body.technicalName',
    ],
    [
      'permission: unknown variableLookup',
      'POST',
      () => '/Permissions',
      { name: 'x', technicalName: 'a', variableLookup: 'env:HOME' },
      'body.variableLookup',
    ],
    [
      'permission: a lookup of a user parameter, which users write themselves (T4)',
      'POST',
      () => '/Permissions',
      { name: 'x', technicalName: 'a', variableLookup: 'parameter:country' },
      'body.variableLookup',
    ],
    [
      'permission: name missing',
      'PUT',
      (f) => `/Permissions/${f.permission}`,
      { technicalName: 'a', variableLookup: 'org' },
      'body.name',
    ],
    [
      'set: unknown operator',
      'POST',
      () => '/PermissionSets',
      { name: 'S', permissionDetails: [{ permissionId: COUNTRY, operator: '~', value: 'x' }] },
      'body.permissionDetails.0.operator',
    ],
    [
      'set: < with a value that is not a number',
      'POST',
      () => '/PermissionSets',
      { name: 'S', permissionDetails: [{ permissionId: COUNTRY, operator: '<', value: 'ten' }] },
      'body.permissionDetails.0.value',
    ],
    [
      'set: permission that does not exist',
      'POST',
      () => '/PermissionSets',
      { name: unique('S'), permissionDetails: [{ permissionId: crypto.randomUUID(), operator: '=', value: 'x' }] },
      'body.permissionDetails.0.permissionId',
    ],
    [
      'set: details not a list',
      'POST',
      () => '/PermissionSets',
      { name: 'S', permissionDetails: 'country=ch' },
      'body.permissionDetails',
    ],
    [
      'set change: unknown operator',
      'PUT',
      (f) => `/PermissionSets/${f.permissionSet}`,
      { name: 'S', permissionDetails: [{ permissionId: COUNTRY, operator: 'contains', value: 'x' }] },
      'body.permissionDetails.0.operator',
    ],
    [
      'set condition: unknown operator',
      'POST',
      (f) => `/PermissionSets/${f.permissionSet}/permissions`,
      { permissionId: COUNTRY, operator: 'between', value: '1,2' },
      'body.operator',
    ],
    [
      'set condition: value of 1,000 characters',
      'POST',
      (f) => `/PermissionSets/${f.permissionSet}/permissions`,
      { permissionId: COUNTRY, operator: '=', value: long },
      'body.value',
    ],
    [
      'set condition: $user on a user condition',
      'POST',
      (f) => `/PermissionSets/${f.permissionSet}/permissions`,
      { permissionId: COUNTRY, type: 1, operator: '=', value: '$user' },
      'body.value',
    ],
    [
      'resource: type 3',
      'POST',
      () => '/Resources',
      { name: 'x', technicalName: 'ui.x', type: 3, ressourceGroup: { id: UI.home.id } },
      'body.type',
    ],
    [
      'resource: group that does not exist',
      'POST',
      () => '/Resources',
      { name: 'x', technicalName: unique('ui.x'), type: 1, ressourceGroup: { id: crypto.randomUUID() } },
      'body.ressourceGroup.id',
    ],
    ['org: name missing', 'POST', () => '/Org', { isPublic: true }, 'body.name'],
    ['org: isPublic is text', 'PUT', (f) => `/Org/${f.org}`, { name: 'x', isPublic: 'ja' }, 'body.isPublic'],
  ];

  it.each(cases)('%s', async (_name, method, path, payload, field) => {
    const f = await createFixture(app);
    const ifMatch: Record<string, string> =
      method === 'PUT' && !path(f).startsWith('/Org') ? { 'if-match': await etag(`${P}${path(f)}`) } : {};
    const before = await auditCount(app);
    const response = await send(method, `${P}${path(f)}`, payload as object, { ...admin, ...ifMatch });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(await auditCount(app)).toBe(before);
  });

  it.each([
    ['GET', '/Role/42'],
    ['GET', '/User/not-a-uuid'],
    ['PUT', '/Permissions/1'],
    ['DELETE', `/Role/${crypto.randomUUID()}/ResourcePermission/x/y`],
    ['POST', `/Role/${EMPLOYEE_ROLE}/ResourcePermission/${UI.reporting.id}/${UNRESTRICTED_PERMISSION_SET_ID}/2`],
    ['PUT', '/Org/abc'],
    ['GET', '/User?pageSize=100000'],
    ['GET', '/Audit?entity=everything'],
  ] as const)('%s %s: a malformed id or query is refused with 400', async (method, path) => {
    const before = await auditCount(app);
    const response = await call(app, {
      method,
      url: `${P}${path}`,
      headers: admin,
      payload: method === 'PUT' ? {} : undefined,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(await auditCount(app)).toBe(before);
  });

  it('an unknown operator stored outside the API does not grant: it holds nowhere, evaluation does not fail', async () => {
    const f = await createFixture(app);
    await app.database.db.execute(
      sql`update portal.permission_set_detail set operator = '~*' where permission_set_id = ${f.permissionSet}`,
    );
    const explained = await get(`${P}/User/${f.user}/access/${f.ressource}`);
    expect(explained.statusCode).toBe(200);
    expect(explained.json().granted).toBe(false);
  });
});

describe('deleting something still in use', () => {
  it('a role held by users: 409 naming them; with cascade the users lose it and the trail keeps who held it', async () => {
    const f = await createFixture(app);
    const user = (await get(`${P}/User/${f.user}`)).json();
    const refused = await send('DELETE', `${P}/Role/${f.role}`, undefined, {
      ...admin,
      'if-match': await etag(`${P}/Role/${f.role}`),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(user.lastName);
    expect(refused.json().errors).toContainEqual({ path: 'users', message: expect.stringContaining(user.lastName) });
    expect((await get(`${P}/Role/${f.role}`)).statusCode).toBe(200);

    const cascaded = await send('DELETE', `${P}/Role/${f.role}?cascade=true`, undefined, {
      ...admin,
      'if-match': await etag(`${P}/Role/${f.role}`),
    });
    expect(cascaded.statusCode).toBe(204);
    expect((await get(`${P}/Role/${f.role}`)).statusCode).toBe(404);
    expect((await get(`${P}/User/${f.user}/role`)).json()).toEqual([]);
    const trail = (await get(`${P}/Audit?entity=role&entityId=${f.role}`)).json();
    expect(trail.items[0]).toMatchObject({ action: 'delete-cascade', before: { heldBy: [{ id: f.user }] } });
  });

  it('a permission set used by a role: 409 naming the role; with cascade the grants go, nothing dangles', async () => {
    const f = await createFixture(app);
    const role = (await get(`${P}/Role/${f.role}`)).json();
    const ifMatch = { 'if-match': await etag(`${P}/PermissionSets/${f.permissionSet}`) };
    const refused = await send('DELETE', `${P}/PermissionSets/${f.permissionSet}`, undefined, { ...admin, ...ifMatch });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([{ path: 'roles', message: role.name }]);
    const cascaded = await send('DELETE', `${P}/PermissionSets/${f.permissionSet}?cascade=true`, undefined, {
      ...admin,
      ...ifMatch,
    });
    expect(cascaded.statusCode).toBe(204);
    expect((await get(`${P}/Role/${f.role}/ResourcePermission`)).json()).toEqual([]);
  });

  it('a permission used by a set: 409 naming the set; with cascade the set loses that condition', async () => {
    const f = await createFixture(app);
    const set = (await get(`${P}/PermissionSets/${f.permissionSet}`)).json();
    const ifMatch = { 'if-match': await etag(`${P}/Permissions/${f.permission}`) };
    const refused = await send('DELETE', `${P}/Permissions/${f.permission}`, undefined, { ...admin, ...ifMatch });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([{ path: 'permissionSets', message: set.name }]);
    expect(
      (await send('DELETE', `${P}/Permissions/${f.permission}?cascade=true`, undefined, { ...admin, ...ifMatch }))
        .statusCode,
    ).toBe(204);
    expect((await get(`${P}/PermissionSets/${f.permissionSet}`)).json().permissionDetails).toEqual([]);
  });

  it('an org used by users and roles: 409 naming both; with cascade they stay, without an org', async () => {
    const f = await createFixture(app);
    const refused = await send('DELETE', `${P}/Org/${f.org}`);
    expect(refused.statusCode).toBe(409);
    expect(
      refused
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['roles', 'users']);
    expect((await send('DELETE', `${P}/Org/${f.org}?cascade=true`)).statusCode).toBe(204);
    expect((await get(`${P}/User/${f.user}`)).json().org).toBeNull();
    expect((await get(`${P}/Role/${f.role}`)).json().org).toBeNull();
  });

  it('a resource held by a role: 409 naming the role; a resource of the registry is never deleted', async () => {
    const f = await createFixture(app);
    const ifMatch = { 'if-match': await etag(`${P}/Resources/${f.ressource}`) };
    const refused = await send('DELETE', `${P}/Resources/${f.ressource}`, undefined, { ...admin, ...ifMatch });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].path).toBe('roles');
    const registry = await send('DELETE', `${P}/Resources/${API.users.id}?cascade=true`, undefined, {
      ...admin,
      'if-match': await etag(`${P}/Resources/${API.users.id}`),
    });
    expect(registry.statusCode).toBe(409);
  });
});

describe('two administrators editing the same role (R3)', () => {
  it('reads carry an ETag; a change without If-Match is 428, a stale one 412, and a re-read shows the first change', async () => {
    const f = await createFixture(app);
    const url = `${P}/Role/${f.role}`;
    const first = await get(url, admin);
    const second = await get(url, secondAdmin);
    expect(first.headers.etag).toBeDefined();
    expect(second.headers.etag).toBe(first.headers.etag);

    const blind = await send('PUT', url, { name: 'Ohne If-Match' }, secondAdmin);
    expect(blind.statusCode).toBe(428);
    expect(blind.json().code).toBe('precondition_required');

    const firstChange = await send(
      'PUT',
      url,
      { name: unique('Einkauf'), description: 'vom ersten' },
      {
        ...admin,
        'if-match': first.headers.etag as string,
      },
    );
    expect(firstChange.statusCode).toBe(204);

    const stale = await send(
      'PUT',
      url,
      { name: unique('Verkauf'), description: 'vom zweiten' },
      {
        ...secondAdmin,
        'if-match': second.headers.etag as string,
      },
    );
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('precondition_failed');
    const staleDelete = await send('DELETE', url, undefined, {
      ...secondAdmin,
      'if-match': second.headers.etag as string,
    });
    expect(staleDelete.statusCode).toBe(412);

    const reread = await get(url, secondAdmin);
    expect(reread.json().description).toBe('vom ersten');
    expect(reread.headers.etag).not.toBe(second.headers.etag);
    const retried = await send(
      'PUT',
      url,
      { name: unique('Verkauf'), description: 'vom zweiten' },
      {
        ...secondAdmin,
        'if-match': reread.headers.etag as string,
      },
    );
    expect(retried.statusCode).toBe(204);
    expect((await get(url)).json().description).toBe('vom zweiten');
  });

  it('changing a role’s grants gives the role a new ETag, so a stale edit of the role is refused', async () => {
    const f = await createFixture(app);
    const before = await etag(`${P}/Role/${f.role}`);
    expect(await etag(`${P}/Role/${f.role}/ResourcePermission`)).toBe(before);
    const granted = await send(
      'POST',
      `${P}/Role/${f.role}/ResourcePermission/${f.spareRessource}/${f.permissionSet}/1`,
    );
    expect(granted.statusCode).toBe(201);
    const stale = await send('PUT', `${P}/Role/${f.role}`, { name: unique('R') }, { ...admin, 'if-match': before });
    expect(stale.statusCode).toBe(412);
    const staleRevoke = await send(
      'DELETE',
      `${P}/Role/${f.role}/ResourcePermission/${f.spareRessource}/${f.permissionSet}`,
      undefined,
      { ...admin, 'if-match': before },
    );
    expect(staleRevoke.statusCode).toBe(412);
  });
});

describe('audit trail', () => {
  it('records who changed what, before and after, and filters by entity, actor and time', async () => {
    const f = await createFixture(app);
    const start = new Date(Date.now() - 1000).toISOString();
    const role = (await get(`${P}/Role/${f.role}`)).json();
    await send(
      'PUT',
      `${P}/Role/${f.role}`,
      { name: role.name, description: 'geprüft' },
      {
        ...admin,
        'if-match': await etag(`${P}/Role/${f.role}`),
      },
    );
    const adminId = await demoUserId(app, 'admin');
    const found = await get(
      `${P}/Audit?entity=role&entityId=${f.role}&actor=${adminId}&from=${encodeURIComponent(start)}`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().total).toBe(1);
    expect(found.json().items[0]).toMatchObject({
      action: 'update',
      actor: { id: adminId },
      before: { description: '' },
      after: { description: 'geprüft' },
    });
    expect(app.logs).toContainEqual(
      expect.objectContaining({ event: 'admin.change', action: 'update', entity: 'role', entityId: f.role }),
    );
    const past = await get(`${P}/Audit?entity=role&entityId=${f.role}&to=${encodeURIComponent(start)}`);
    expect(past.json().total).toBe(0);
  });

  it('a change that fails leaves no entry, and an entry never outlives its failed change (same transaction)', async () => {
    const before = await auditCount(app);
    const runner = new ChangeRunner(app.database.db, app.accessService);
    const request = {
      id: 'req-1',
      identity: { principal: { sub: 'x', claims: {} }, access: { userId: null } },
    } as never;
    const name = unique('Halb');
    await expect(
      runner.run(request, async ({ tx, audit }) => {
        await tx.insert(t.role).values({ name });
        await audit({ action: 'create', entity: 'role', entityId: name, after: { name } });
        throw new Error('the next step failed');
      }),
    ).rejects.toThrow('the next step failed');
    expect(await auditCount(app)).toBe(before);
    expect(await rows(app.database.db, sql`select 1 from portal.role where name = ${name}`)).toEqual([]);

    // Through the API: a rename onto a taken name is refused, and the trail shows nothing.
    const f = await createFixture(app);
    const other = await createFixture(app);
    const taken = (await get(`${P}/Role/${other.role}`)).json().name;
    const response = await send(
      'PUT',
      `${P}/Role/${f.role}`,
      { name: taken },
      {
        ...admin,
        'if-match': await etag(`${P}/Role/${f.role}`),
      },
    );
    expect(response.statusCode).toBe(409);
    expect(await auditCount(app)).toBe(before);
  });
});

describe('changes take effect without a new sign-in', () => {
  const permissions = async () =>
    (await get(`${P}/Auth/permissions`, employee)).json() as Array<{ ressource: string; accessType: number }>;
  const holds = async (id: string) => (await permissions()).some((p) => p.ressource === id && p.accessType === 1);

  it('the permission list is a signed-in call: no token 401, a user without roles gets an empty list', async () => {
    expect((await call(app, { method: 'GET', url: `${P}/Auth/permissions` })).statusCode).toBe(401);
    const nobody = await retrying(() => userWithoutRoles(app));
    const response = await get(`${P}/Auth/permissions`, nobody.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('a grant given to the employee role shows in the employee’s permission list on the next request, same token', async () => {
    expect(await holds(UI.reporting.id)).toBe(false);
    const grant = `${P}/Role/${EMPLOYEE_ROLE}/ResourcePermission/${UI.reporting.id}/${UNRESTRICTED_PERMISSION_SET_ID}`;
    expect((await send('POST', `${grant}/1`)).statusCode).toBe(201);
    expect(await holds(UI.reporting.id)).toBe(true);
    expect((await send('DELETE', grant)).statusCode).toBe(204);
    expect(await holds(UI.reporting.id)).toBe(false);
  });

  it('revoking a resource refuses the employee’s next call with the same token; granting it back opens it', async () => {
    const grant = `${P}/Role/${EMPLOYEE_ROLE}/ResourcePermission/${API.orgs.id}/${UNRESTRICTED_PERMISSION_SET_ID}`;
    expect((await get(`${P}/Org`, employee)).statusCode).toBe(200);
    expect((await send('DELETE', grant)).statusCode).toBe(204);
    expect((await get(`${P}/Org`, employee)).statusCode).toBe(403);
    expect((await send('POST', `${grant}/1`)).statusCode).toBe(201);
    expect((await get(`${P}/Org`, employee)).statusCode).toBe(200);
  });
});

describe('permission sets mean something', () => {
  it('a grant through a set with a user condition opens the resource only where the condition holds, and says why', async () => {
    const employeeId = await demoUserId(app, 'employee');
    const created = await send('POST', `${P}/PermissionSets`, {
      name: unique('Nur Schweiz'),
      permissionDetails: [{ permissionId: COUNTRY, type: 1, operator: '=', value: 'ch' }],
    });
    expect(created.statusCode).toBe(201);
    const setId = created.json().id;
    const unrestricted = `${P}/Role/${EMPLOYEE_ROLE}/ResourcePermission/${API.orgs.id}/${UNRESTRICTED_PERMISSION_SET_ID}`;
    expect((await send('DELETE', unrestricted)).statusCode).toBe(204);
    expect(
      (await send('POST', `${P}/Role/${EMPLOYEE_ROLE}/ResourcePermission/${API.orgs.id}/${setId}/1`)).statusCode,
    ).toBe(201);

    // The employee's country is de (the demo attribute): the condition does not hold.
    expect((await get(`${P}/Org`, employee)).statusCode).toBe(403);
    const listed = (await get(`${P}/Auth/permissions`, employee)).json();
    expect(listed).toContainEqual({ ressource: API.orgs.id, accessType: 0, permissionSet: setId });
    const why = (await get(`${P}/User/${employeeId}/access/${API.orgs.id}`)).json();
    expect(why.granted).toBe(false);
    expect(why.reason).toContain('country = ch');
    expect(why.via[0].conditions[0]).toMatchObject({ attribute: 'country', on: 'user', actual: 'de', holds: false });

    // The employee writing a parameter named country changes nothing (T4, T21).
    const own = await send('POST', `${P}/UserParameter`, { name: 'country', value: 'ch' }, employee);
    expect(own.statusCode).toBe(201);
    app.accessService.invalidate();
    expect((await get(`${P}/Org`, employee)).statusCode).toBe(403);

    // User administration assigns the attribute country = ch: the same token opens the resource.
    const assigned = await call(app, {
      method: 'PUT',
      url: `${P}/User/${employeeId}/attribute/country`,
      headers: { ...admin, 'if-match': await etag(`${P}/User/${employeeId}/attribute`) },
      payload: { value: 'ch' },
    });
    expect(assigned.statusCode).toBe(200);
    app.accessService.invalidate();
    expect((await get(`${P}/Org`, employee)).statusCode).toBe(200);
    const granted = (await get(`${P}/User/${employeeId}/access/${API.orgs.id}`)).json();
    expect(granted).toMatchObject({ granted: true, rowsFiltered: false });
    expect(granted.reason).toContain('granted through role Mitarbeiter');

    const all = (await get(`${P}/User/${employeeId}/access`)).json();
    expect(all.find((r: { ressource: { id: string } }) => r.ressource.id === API.orgs.id).granted).toBe(true);
    const notHeld = (await get(`${P}/User/${employeeId}/access/${API.users.id}`)).json();
    expect(notHeld).toMatchObject({ granted: false, via: [] });
    expect(notHeld.reason).toContain('none of the user');
  });

  it('data conditions narrow the rows: the SQL filter and the record check agree on a table of rows', async () => {
    const f = await createFixture(app);
    await app.database.db.insert(t.userAttribute).values({ userId: f.user, key: 'companyCode', value: '3000' });
    const codes = await send('POST', `${P}/PermissionSets`, {
      name: unique('Buchungskreise'),
      permissionDetails: [
        { permissionId: COMPANY_CODE, type: 2, operator: 'in', value: '1000, 2000' },
        { permissionId: COUNTRY, type: 2, operator: '!=', value: 'ru' },
      ],
    });
    const own = await send('POST', `${P}/PermissionSets`, {
      name: unique('Eigener Buchungskreis'),
      permissionDetails: [{ permissionId: COMPANY_CODE, type: 2, operator: '=', value: '$user' }],
    });
    for (const set of [codes, own]) {
      expect(set.statusCode, set.body).toBe(201);
      const url = `${P}/Role/${f.role}/ResourcePermission/${f.spareRessource}/${set.json().id}/1`;
      expect((await send('POST', url)).statusCode).toBe(201);
    }
    const access = await app.accessService.resolveUser(f.user);
    const table: Array<[string | null, string | null, boolean]> = [
      ['1000', 'de', true],
      ['2000', 'ch', true],
      ['2000', 'ru', false],
      ['3000', 'ru', true], // the user's own company code, through the second set
      ['4000', 'de', false],
      [null, 'de', false],
      ['1000', null, false],
    ];
    const values = sql.join(
      table.map(([code, country], i) => sql`(${i}::int, ${code}::text, ${country}::text)`),
      sql`, `,
    );
    const filter = visibleRowsFilter(access, f.spareRessource, {
      companyCode: sql.raw('r.company_code'),
      country: sql.raw('r.country'),
    });
    const visible = await rows<{ i: number }>(
      app.database.db,
      sql`select r.i from (values ${values}) as r(i, company_code, country) where ${filter} order by r.i`,
    );
    const expected = table.map((row, i) => (row[2] ? i : -1)).filter((i) => i >= 0);
    expect(visible.map((r) => Number(r.i))).toEqual(expected);
    table.forEach(([companyCode, country, shown]) => {
      expect(mayShowRow(access, f.spareRessource, { companyCode, country })).toBe(shown);
    });
    // A resource the user does not hold shows no rows at all.
    expect(mayShowRow(access, API.users.id, { companyCode: '1000', country: 'de' })).toBe(false);
    const explained = (await get(`${P}/User/${f.user}/access/${f.spareRessource}`)).json();
    expect(explained).toMatchObject({ granted: true, rowsFiltered: true });
  });
});

describe('users', () => {
  it('search finds every word in names or e-mail, pages with a total, and treats % literally', async () => {
    const family = unique('Zimmermann');
    for (const first of ['Anna', 'Bruno', 'Clara']) {
      const created = await send('POST', `${P}/User`, {
        openIdUserId: crypto.randomUUID(),
        firstName: first,
        lastName: family,
      });
      expect(created.statusCode).toBe(201);
    }
    const page1 = (await get(`${P}/User?query=${family.toLowerCase()}&page=1&pageSize=2`)).json();
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Anna', 'Bruno']);
    const page2 = (await get(`${P}/User?query=${family}&page=2&pageSize=2`)).json();
    expect(page2.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Clara']);
    expect((await get(`${P}/User?query=bruno%20${family}`)).json().total).toBe(1);
    expect((await get(`${P}/User?query=%25`)).json().total).toBe(0);
  });

  it('roles are assigned (201, then 200 when already held) and removed; the user’s ETag changes', async () => {
    const f = await createFixture(app);
    const before = await etag(`${P}/User/${f.user}`);
    expect((await send('POST', `${P}/User/${f.user}/role`, { roleId: f.spareRole })).statusCode).toBe(201);
    expect((await send('POST', `${P}/User/${f.user}/role`, { roleId: f.spareRole })).statusCode).toBe(200);
    expect(
      (await get(`${P}/User/${f.user}/role`))
        .json()
        .map((r: { id: string }) => r.id)
        .sort(),
    ).toEqual([f.role, f.spareRole].sort());
    expect(await etag(`${P}/User/${f.user}`)).not.toBe(before);
    expect((await send('DELETE', `${P}/User/${f.user}/role/${f.spareRole}`)).statusCode).toBe(204);
    expect((await send('DELETE', `${P}/User/${f.user}/role/${f.spareRole}`)).statusCode).toBe(404);
  });

  it('an administrator cannot delete their own user', async () => {
    const me = await demoUserId(app, 'admin');
    const response = await send('DELETE', `${P}/User/${me}`, undefined, {
      ...admin,
      'if-match': await etag(`${P}/User/${me}`),
    });
    expect(response.statusCode).toBe(409);
  });
});
