import { ACR_MFA } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema/index';
import { upsertPortalUser } from '../modules/auth/store';
import { startTestApp, type TestApp } from '../testing/app';
import { bearer, demoUserId, userWithoutRoles } from '../testing/users';
import { describeAccess } from './access';
import { registerErrorHandling } from './errors';
import { registerGuard } from './guard';

describe('access declarations and checks', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('every registered route declares a resource, signed-in, or public (T19)', () => {
    const undeclared = app.routes
      .filter((r) => r.method !== 'HEAD')
      .filter((r) => describeAccess(r.config?.access as never) === 'undeclared')
      .map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(app.routes.length).toBeGreaterThan(20);
  });

  it('every API route is guarded, its HEAD route too; the generated documentation is public', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.app.inject({ method, url: '/portal/api/Favorites' });
      expect(response.statusCode, method).toBe(401);
      expect(response.headers['www-authenticate'], method).toContain('Bearer');
    }
    expect((await app.app.inject({ method: 'GET', url: '/portal/api/Favorites/user/not-a-uuid' })).statusCode).toBe(
      401,
    );
    expect((await app.app.inject({ method: 'GET', url: '/webcrmapi/api/docs/json' })).statusCode).toBe(200);
    const unknown = await app.app.inject({ method: 'GET', url: '/portal/api/NoSuchController' });
    expect(unknown.statusCode).toBe(404);
  });

  it('a route that declares no access is refused at run time, token or not (T19)', async () => {
    const scoped = Fastify({ logger: false });
    registerErrorHandling(scoped);
    registerGuard(scoped, { verifier: app.verifier, accessService: app.accessService, requiredScope: 'portal' });
    scoped.get('/undeclared', async () => ({ leaked: true }));
    const response = await scoped.inject({ method: 'GET', url: '/undeclared', headers: await bearer(app, 'admin') });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    expect(response.body).not.toContain('leaked');
    await scoped.close();
  });

  it('an administration resource asks a password-only sign-in for a second factor (RFC 9470)', async () => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/portal/api/Permissions',
      headers: await bearer(app, 'admin'),
    });
    expect(response.statusCode).toBe(401);
    const challenge = response.headers['www-authenticate'];
    expect(challenge).toContain('error="insufficient_user_authentication"');
    expect(challenge).toContain(`acr_values="${ACR_MFA}"`);
    expect(response.json().code).toBe('insufficient_user_authentication');
  });

  it('the same administrator after the second factor reads the permissions', async () => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/portal/api/Permissions',
      headers: await bearer(app, 'admin', { mfa: true }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((p: { technicalName: string }) => p.technicalName)).toContain('companyCode');
  });

  it('a user without the resource gets 403 however strong the sign-in, and the refusal is logged (T4, T23)', async () => {
    const before = app.logs.length;
    const response = await app.app.inject({
      method: 'GET',
      url: '/portal/api/Permissions',
      headers: await bearer(app, 'employee', { mfa: true }),
    });
    expect(response.statusCode).toBe(403);
    const entry = app.logs.slice(before).find((l) => l.event === 'authz.denied');
    expect(entry).toMatchObject({ resource: 'api.permissions', reason: 'resource' });
    expect(entry?.reqId).toBeTruthy();
  });

  it('a signed-in user with no role is refused every resource', async () => {
    const nobody = await userWithoutRoles(app);
    const response = await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers: nobody.headers });
    expect(response.statusCode).toBe(403);
  });

  it('taking a role away takes effect on the next request, with the same token (T22)', async () => {
    const headers = await bearer(app, 'kitchen');
    expect((await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers })).statusCode).toBe(200);
    const userId = await demoUserId(app, 'kitchen');
    await app.database.db.delete(t.userRole).where(eq(t.userRole.userId, userId));
    app.accessService.invalidate(); // what the administration module does after a change
    expect((await app.app.inject({ method: 'GET', url: '/portal/api/Favorites', headers })).statusCode).toBe(403);
  });

  it('two issuers with the same subject are two different portal users (T3)', async () => {
    const profile = { email: 'same@example.com', firstName: 'A', lastName: 'B', department: '', username: 'same' };
    const a = await upsertPortalUser(app.database.db, 'https://idp-a.example', 'same-subject', profile);
    const b = await upsertPortalUser(app.database.db, 'https://idp-b.example', 'same-subject', profile);
    expect(a.user.id).not.toBe(b.user.id);
    const again = await upsertPortalUser(app.database.db, 'https://idp-a.example', 'same-subject', profile);
    expect(again).toMatchObject({ created: false, user: { id: a.user.id } });
  });

  it('answers an unknown API path with a problem+json 404, not the shell page', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/portal/api/NoSuchThing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('serves the OpenAPI document of each mount without a token', async () => {
    for (const mount of ['/portal/api', '/webcrmapi/api', '/portalapiproduction/api']) {
      const response = await app.app.inject({ method: 'GET', url: `${mount}/docs/json` });
      expect(response.statusCode, mount).toBe(200);
      expect(response.json().openapi).toMatch(/^3\./);
    }
    const portal = await app.app.inject({ method: 'GET', url: '/portal/api/docs/json' });
    expect(Object.keys(portal.json().paths)).toContain('/portal/api/Favorites/{id}');
  });
});
