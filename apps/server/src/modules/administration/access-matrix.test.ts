import { ACR_MFA } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';
import { auditCount, call, createFixture, type Fixture, retrying, unique } from './test-fixtures';

/**
 * The authorization matrix of every administration route (T4, T7, T19, T20, T23), generated
 * from one table: no token, a user without roles, an employee, an administrator with a password
 * only (RFC 9470 challenge) and with a second factor (success). A refused call changes nothing:
 * the audit trail, where every change leaves an entry, does not grow.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface RouteCase {
  readonly method: Method;
  readonly url: (f: Fixture) => string;
  readonly body?: (f: Fixture) => object;
  readonly ok: number;
  /** Where to read the ETag that If-Match names (changes of versioned entities). */
  readonly etagFrom?: (f: Fixture) => string;
  /** Every employee may call it (org reads): employees and password-only administrators pass too. */
  readonly everyEmployee?: true;
}

const P = '/portal/api';
const detail = (f: Fixture) => ({ permissionId: f.permission, type: 1, operator: 'in', value: 'a, b' });

export const ADMINISTRATION_ROUTES: RouteCase[] = [
  // Permissions
  { method: 'GET', url: () => `${P}/Permissions`, ok: 200 },
  {
    method: 'POST',
    url: () => `${P}/Permissions`,
    body: () => ({ name: 'Region', technicalName: unique('region'), variableLookup: 'attribute:region' }),
    ok: 201,
  },
  { method: 'GET', url: (f) => `${P}/Permissions/${f.permission}`, ok: 200 },
  {
    method: 'PUT',
    url: (f) => `${P}/Permissions/${f.permission}`,
    etagFrom: (f) => `${P}/Permissions/${f.permission}`,
    body: (f) => ({ name: 'Region neu', technicalName: f.permissionName, variableLookup: 'org' }),
    ok: 204,
  },
  {
    method: 'DELETE',
    url: (f) => `${P}/Permissions/${f.permission}?cascade=true`,
    etagFrom: (f) => `${P}/Permissions/${f.permission}`,
    ok: 204,
  },
  { method: 'GET', url: (f) => `${P}/Permissions/${f.permission}/PermissionSet`, ok: 200 },
  // Permission sets
  { method: 'GET', url: () => `${P}/PermissionSets`, ok: 200 },
  {
    method: 'POST',
    url: () => `${P}/PermissionSets`,
    body: (f) => ({ name: unique('Set'), permissionDetails: [detail(f)] }),
    ok: 201,
  },
  { method: 'GET', url: (f) => `${P}/PermissionSets/${f.permissionSet}`, ok: 200 },
  {
    method: 'PUT',
    url: (f) => `${P}/PermissionSets/${f.permissionSet}`,
    etagFrom: (f) => `${P}/PermissionSets/${f.permissionSet}`,
    body: (f) => ({ name: unique('Set'), description: 'neu', permissionDetails: [detail(f)] }),
    ok: 204,
  },
  {
    method: 'DELETE',
    url: (f) => `${P}/PermissionSets/${f.permissionSet}?cascade=true`,
    etagFrom: (f) => `${P}/PermissionSets/${f.permissionSet}`,
    ok: 204,
  },
  { method: 'GET', url: (f) => `${P}/PermissionSets/${f.permissionSet}/Role`, ok: 200 },
  { method: 'GET', url: (f) => `${P}/PermissionSets/${f.permissionSet}/resource`, ok: 200 },
  { method: 'POST', url: (f) => `${P}/PermissionSets/${f.permissionSet}/permissions`, body: detail, ok: 201 },
  { method: 'DELETE', url: (f) => `${P}/PermissionSets/${f.permissionSet}/permissions/${f.permission}`, ok: 204 },
  // Resources
  { method: 'GET', url: () => `${P}/Resources`, ok: 200 },
  { method: 'GET', url: () => `${P}/Resources/groups`, ok: 200 },
  {
    method: 'POST',
    url: () => `${P}/Resources`,
    body: (f) => ({ name: 'Neu', technicalName: unique('ui.new'), type: 1, ressourceGroup: { id: f.group } }),
    ok: 201,
  },
  { method: 'GET', url: (f) => `${P}/Resources/${f.ressource}`, ok: 200 },
  {
    method: 'PUT',
    url: (f) => `${P}/Resources/${f.ressource}`,
    etagFrom: (f) => `${P}/Resources/${f.ressource}`,
    body: (f) => ({ name: 'Geändert', technicalName: unique('ui.changed'), type: 1, ressourceGroup: { id: f.group } }),
    ok: 204,
  },
  {
    method: 'DELETE',
    url: (f) => `${P}/Resources/${f.ressource}?cascade=true`,
    etagFrom: (f) => `${P}/Resources/${f.ressource}`,
    ok: 204,
  },
  { method: 'GET', url: (f) => `${P}/Resources/${f.group}/resource`, ok: 200 },
  // Roles
  { method: 'GET', url: () => `${P}/Role`, ok: 200 },
  { method: 'POST', url: () => `${P}/Role`, body: () => ({ name: unique('Rolle'), roleType: 1 }), ok: 201 },
  { method: 'GET', url: (f) => `${P}/Role/${f.role}`, ok: 200 },
  {
    method: 'PUT',
    url: (f) => `${P}/Role/${f.role}`,
    etagFrom: (f) => `${P}/Role/${f.role}`,
    body: (f) => ({ name: unique('Rolle'), description: 'neu', org: f.org, roleType: 2 }),
    ok: 204,
  },
  {
    method: 'DELETE',
    url: (f) => `${P}/Role/${f.role}?cascade=true`,
    etagFrom: (f) => `${P}/Role/${f.role}`,
    ok: 204,
  },
  { method: 'GET', url: (f) => `${P}/Role/${f.role}/ResourcePermission`, ok: 200 },
  { method: 'GET', url: (f) => `${P}/Role/${f.role}/user`, ok: 200 },
  {
    method: 'POST',
    url: (f) => `${P}/Role/${f.role}/ResourcePermission/${f.spareRessource}/${f.permissionSet}/1`,
    ok: 201,
  },
  { method: 'DELETE', url: (f) => `${P}/Role/${f.role}/ResourcePermission/${f.ressource}/${f.permissionSet}`, ok: 204 },
  // Users
  { method: 'GET', url: () => `${P}/User?query=Test&page=1&pageSize=10`, ok: 200 },
  {
    method: 'POST',
    url: () => `${P}/User`,
    body: () => ({ openIdUserId: crypto.randomUUID(), firstName: 'Neu', lastName: 'Person' }),
    ok: 201,
  },
  { method: 'GET', url: () => `${P}/User/usernames`, ok: 200 },
  { method: 'GET', url: (f) => `${P}/User/${f.user}`, ok: 200 },
  {
    method: 'PUT',
    url: (f) => `${P}/User/${f.user}`,
    etagFrom: (f) => `${P}/User/${f.user}`,
    body: () => ({ firstName: 'Geändert', lastName: 'Person', email: 'geaendert@example.com' }),
    ok: 204,
  },
  { method: 'DELETE', url: (f) => `${P}/User/${f.user}`, etagFrom: (f) => `${P}/User/${f.user}`, ok: 204 },
  { method: 'GET', url: (f) => `${P}/User/${f.user}/role`, ok: 200 },
  { method: 'POST', url: (f) => `${P}/User/${f.user}/role`, body: (f) => ({ roleId: f.spareRole }), ok: 201 },
  { method: 'DELETE', url: (f) => `${P}/User/${f.user}/role/${f.role}`, ok: 204 },
  // User attributes: the values conditions test, assigned only here (T4, T21)
  { method: 'GET', url: (f) => `${P}/User/${f.user}/attribute`, ok: 200 },
  {
    method: 'PUT',
    url: (f) => `${P}/User/${f.user}/attribute/region`,
    etagFrom: (f) => `${P}/User/${f.user}/attribute`,
    body: () => ({ value: 'nord' }),
    ok: 201,
  },
  {
    method: 'DELETE',
    url: (f) => `${P}/User/${f.user}/attribute/plant`,
    etagFrom: (f) => `${P}/User/${f.user}/attribute`,
    ok: 204,
  },
  // Onboarding (issue 19 §2): the fixture's user was invited through the embedded provider.
  {
    method: 'POST',
    url: () => `${P}/User`,
    body: () => ({ email: `${unique('invite')}@example.com`, firstName: 'Eingeladen' }),
    ok: 201,
  },
  { method: 'GET', url: (f) => `${P}/User/${f.user}/sign-in`, ok: 200 },
  { method: 'POST', url: (f) => `${P}/User/${f.user}/invitation`, ok: 204 },
  { method: 'POST', url: (f) => `${P}/User/${f.user}/disable`, ok: 204 },
  { method: 'POST', url: (f) => `${P}/User/${f.user}/enable`, ok: 204 },
  { method: 'DELETE', url: (f) => `${P}/User/${f.user}/factors`, ok: 204 },
  { method: 'GET', url: (f) => `${P}/User/${f.user}/access`, ok: 200 },
  { method: 'GET', url: (f) => `${P}/User/${f.user}/access/${f.ressource}`, ok: 200 },
  // Orgs: every employee reads them; changing them is role administration
  { method: 'GET', url: () => `${P}/Org`, ok: 200, everyEmployee: true },
  { method: 'GET', url: () => `${P}/Org/private`, ok: 200, everyEmployee: true },
  { method: 'GET', url: () => `${P}/Org/public`, ok: 200, everyEmployee: true },
  { method: 'POST', url: () => `${P}/Org`, body: () => ({ name: unique('Org'), isPublic: true }), ok: 201 },
  { method: 'PUT', url: (f) => `${P}/Org/${f.org}`, body: () => ({ name: unique('Org') }), ok: 204 },
  { method: 'DELETE', url: (f) => `${P}/Org/${f.org}?cascade=true`, ok: 204 },
  // Audit trail
  { method: 'GET', url: () => `${P}/Audit?page=1&pageSize=5`, ok: 200 },
];

type Actor = 'no token' | 'no role' | 'employee' | 'admin, password only' | 'admin, second factor';
const ACTORS: Actor[] = ['no token', 'no role', 'employee', 'admin, password only', 'admin, second factor'];

function expectedFor(route: RouteCase, actor: Actor): number {
  switch (actor) {
    case 'no token':
      return 401;
    case 'no role':
      return 403;
    case 'employee':
      return route.everyEmployee ? route.ok : 403;
    case 'admin, password only':
      return route.everyEmployee ? route.ok : 401;
    case 'admin, second factor':
      return route.ok;
  }
}

describe('administration: authorization matrix of every route', () => {
  let app: TestApp;
  const headers = {} as Record<Actor, Record<string, string>>;

  beforeAll(async () => {
    app = await startTestApp();
    headers['no token'] = {};
    headers['no role'] = (await retrying(() => userWithoutRoles(app))).headers;
    headers.employee = await bearer(app, 'employee');
    headers['admin, password only'] = await bearer(app, 'admin');
    headers['admin, second factor'] = await bearer(app, 'admin', { mfa: true });
  });
  afterAll(() => app.close());

  it('the table covers every administration route the server registers', () => {
    const prefixes = ['Permissions', 'PermissionSets', 'Resources', 'Role', 'User', 'Org', 'Audit'];
    // Favourites and parameters under /User belong to their own modules and have their own matrix.
    const owned = (url: string) =>
      prefixes.some((p) => new RegExp(`^${P}/${p}(/|$)`).test(url)) && !/\/(favorite|parameter)/.test(url);
    const registered = app.routes
      .filter((r) => r.method !== 'HEAD' && owned(r.url))
      .map((r) => `${r.method} ${r.url.replace(/:\w+/g, ':')}`);
    const sample: Fixture = {
      permission: ':',
      permissionName: '',
      permissionSet: ':',
      ressource: ':',
      spareRessource: ':',
      group: ':',
      role: ':',
      spareRole: ':',
      user: ':',
      org: ':' as unknown as number,
    };
    const tabled = new Set(
      ADMINISTRATION_ROUTES.map(
        (r) =>
          `${r.method} ${r
            .url(sample)
            .split('?')[0]!
            .replace(/\/(1|region|plant)$/, '/:')}`,
      ),
    );
    expect(registered.filter((r) => !tabled.has(r))).toEqual([]);
  });

  for (const route of ADMINISTRATION_ROUTES) {
    for (const actor of ACTORS) {
      const expected = expectedFor(route, actor);
      const label = `${route.method} ${route.url({ permission: '{permission}', permissionName: '', permissionSet: '{set}', ressource: '{resource}', spareRessource: '{resource}', group: '{group}', role: '{role}', spareRole: '{role}', user: '{user}', org: '{org}' as unknown as number })}`;
      it(`${label}: ${actor} → ${expected}`, async () => {
        const f = await createFixture(app);
        const ifMatch: Record<string, string> = {};
        if (route.etagFrom) {
          const read = await call(app, {
            method: 'GET',
            url: route.etagFrom(f),
            headers: headers['admin, second factor'],
          });
          ifMatch['if-match'] = read.headers.etag as string;
        }
        const before = await auditCount(app);
        const logsBefore = app.logs.length;
        const response = await call(app, {
          method: route.method,
          url: route.url(f),
          headers: { ...headers[actor], ...ifMatch },
          ...(route.body ? { payload: route.body(f) } : {}),
        });
        expect(response.statusCode, response.body).toBe(expected);
        if (expected >= 400) expect(response.headers['content-type']).toContain('application/problem+json');
        if (actor === 'admin, password only' && expected === 401) {
          expect(response.headers['www-authenticate']).toContain('error="insufficient_user_authentication"');
          expect(response.headers['www-authenticate']).toContain(`acr_values="${ACR_MFA}"`);
        }
        if (expected === 403) {
          expect(app.logs.slice(logsBefore).some((l) => l.event === 'authz.denied')).toBe(true);
        }
        const changes = route.method !== 'GET';
        expect(await auditCount(app)).toBe(before + (changes && expected === route.ok ? 1 : 0));
      });
    }
  }
});
