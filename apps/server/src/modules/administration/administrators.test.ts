import { API } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index';
import { SEED_ROLES, UNRESTRICTED_PERMISSION_SET_ID } from '../../db/seed-data';
import type { HttpProblem } from '../../http/problem';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, demoUserId } from '../../testing/users';
import { ChangeRunner } from '../audit/service';
import { administratorRemains, countAdministrators } from './administrators';
import { auditCount, call } from './test-fixtures';

const P = '/portal/api';
const ADMINISTRATOR = SEED_ROLES.administrator.id;

let app: TestApp;
let admin: Record<string, string>;
let sales: Record<string, string>;
let adminId: string;
let salesId: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = await bearer(app, 'admin', { mfa: true });
  sales = await bearer(app, 'sales', { mfa: true });
  adminId = await demoUserId(app, 'admin');
  salesId = await demoUserId(app, 'sales');
});
afterAll(() => app.close());

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, headers = admin, extra: Record<string, string> = {}) =>
  call(app, { method, url: `${P}${url}`, headers: { ...headers, ...extra } });

async function ifMatch(url: string): Promise<Record<string, string>> {
  const response = await send('GET', url);
  expect(response.statusCode).toBe(200);
  return { 'if-match': response.headers.etag as string };
}

const assignAdministrator = (userId: string, headers: Record<string, string>) =>
  call(app, { method: 'POST', url: `${P}/User/${userId}/role`, headers, payload: { roleId: ADMINISTRATOR } });

/** A caller for changes run directly, as the audit trail names it. */
const request = {
  id: 'req-test',
  identity: { principal: { sub: 'test', claims: {} }, access: { userId: null } },
} as never;

async function administrators(): Promise<number> {
  return app.database.db.transaction((tx) => countAdministrators(tx));
}

function expectLastAdministrator(response: Awaited<ReturnType<typeof send>>) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.json().code, response.body).toBe('last_administrator');
}

describe('the portal always keeps somebody who can administer users and roles', () => {
  it('the only administrator cannot take the administrator role from themselves; nothing changes', async () => {
    expect(await administrators()).toBe(1);
    const trail = await auditCount(app);
    expectLastAdministrator(await send('DELETE', `/User/${adminId}/role/${ADMINISTRATOR}`));
    const roles = (await send('GET', `/User/${adminId}/role`)).json() as Array<{ id: string }>;
    expect(roles.map((r) => r.id)).toContain(ADMINISTRATOR);
    expect(await auditCount(app)).toBe(trail);
  });

  it("revoking or lowering the administrator role's grant on the User or Role API is refused", async () => {
    for (const ressource of [API.users.id, API.roles.id]) {
      const grant = `/Role/${ADMINISTRATOR}/ResourcePermission/${ressource}/${UNRESTRICTED_PERMISSION_SET_ID}`;
      expectLastAdministrator(await send('DELETE', grant));
      expectLastAdministrator(await send('POST', `${grant}/0`));
    }
    const grants = (await send('GET', `/Role/${ADMINISTRATOR}/ResourcePermission`)).json() as Array<{
      ressource: { id: string };
      accessType: number;
    }>;
    for (const ressource of [API.users.id, API.roles.id]) {
      expect(grants.find((g) => g.ressource.id === ressource)?.accessType).toBe(1);
    }
    expect(await administrators()).toBe(1);
  });

  it('deleting the administrator role is refused, even with cascade (registry resources and the unrestricted permission set cannot be deleted at all)', async () => {
    expectLastAdministrator(
      await send('DELETE', `/Role/${ADMINISTRATOR}?cascade=true`, admin, await ifMatch(`/Role/${ADMINISTRATOR}`)),
    );
    expect((await send('GET', `/Role/${ADMINISTRATOR}`)).statusCode).toBe(200);
    expect(await administrators()).toBe(1);
  });

  it('with a second administrator the first may step down; the second then cannot', async () => {
    const assigned = await assignAdministrator(salesId, admin);
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(await administrators()).toBe(2);

    expect((await send('DELETE', `/User/${adminId}/role/${ADMINISTRATOR}`, sales)).statusCode).toBe(204);
    expect(await administrators()).toBe(1);
    expectLastAdministrator(await send('DELETE', `/User/${salesId}/role/${ADMINISTRATOR}`, sales));

    // Back as it was, for the next test.
    const restored = await assignAdministrator(adminId, sales);
    expect(restored.statusCode, restored.body).toBe(201);
  });

  it('two administrators taking the role from each other at the same moment: one succeeds, one is refused', async () => {
    expect(await administrators()).toBe(2);
    // Each change waits (up to 300 ms) until the other has made its own removal too, so both
    // would check the count with only their own removal visible, unless the rule serializes them.
    const runner = new ChangeRunner(app.database.db, app.accessService, administratorRemains);
    let arrived = 0;
    const bothRemoved = async () => {
      arrived++;
      for (let waited = 0; arrived < 2 && waited < 300; waited += 10) await new Promise((r) => setTimeout(r, 10));
    };
    const stepDown = (userId: string) =>
      runner.run(request, async ({ tx }) => {
        await tx.delete(t.userRole).where(and(eq(t.userRole.userId, userId), eq(t.userRole.roleId, ADMINISTRATOR)));
        await bothRemoved();
      });
    const outcomes = await Promise.allSettled([stepDown(adminId), stepDown(salesId)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as HttpProblem).code).toBe('last_administrator');
    expect(await administrators()).toBe(1);
  });

  it('a portal that has no administrator yet is not blocked by the rule', async () => {
    await expect(app.database.db.transaction((tx) => administratorRemains.after(tx, 0))).resolves.toBeUndefined();
  });
});
