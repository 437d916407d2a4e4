import { API, UI } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { mintAccessToken } from '../../testing/tokens';
import { bearer, demoSub } from '../../testing/users';

describe('POST /api/Auth/loginOpenId', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const login = (headers: Record<string, string>, payload: object) =>
    app.app.inject({ method: 'POST', url: '/portal/api/Auth/loginOpenId', headers, payload });

  it('returns the employee, their permissions as resource/access-type pairs and their parameters', async () => {
    const response = await login(await bearer(app, 'employee'), { sub: demoSub('employee') });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.user).toMatchObject({ firstName: 'Eva', lastName: 'Beispiel', openIdUserId: demoSub('employee') });
    expect(result.user).not.toHaveProperty('password');
    const granted = result.permissions
      .filter((p: { accessType: number }) => p.accessType === 1)
      .map((p: { ressource: string }) => p.ressource);
    expect(granted).toContain(UI.canteen.id);
    expect(granted).toContain(API.favorites.id);
    expect(granted).not.toContain(UI.security.id);
    expect(result.token.expiresIn).toBeGreaterThan(0);
  });

  it('gives the administrator every resource', async () => {
    const result = (await login(await bearer(app, 'admin'), { sub: demoSub('admin') })).json();
    const granted = new Set(result.permissions.map((p: { ressource: string }) => p.ressource));
    for (const r of [...Object.values(UI), ...Object.values(API)])
      expect(granted.has(r.id), r.technicalName).toBe(true);
  });

  it('creates a portal user on the first sign-in of a new subject, from the token, not the body', async () => {
    const sub = crypto.randomUUID();
    const token = await mintAccessToken(app.database, {
      sub,
      claims: { given_name: 'Neu', family_name: 'Person', email: 'neu@example.com', preferred_username: 'neu' },
    });
    const headers = { authorization: `Bearer ${token}` };
    const first = await login(headers, { sub, firstName: 'Spoofed', mail: 'spoofed@example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ firstName: 'Neu', email: 'neu@example.com', username: 'neu' });
    expect(first.json().permissions).toEqual([]);
    const second = await login(headers, { sub });
    expect(second.json().user.id).toBe(first.json().user.id);
  });

  it('refuses a body that names another subject than the token', async () => {
    const response = await login(await bearer(app, 'employee'), { sub: demoSub('admin') });
    expect(response.statusCode).toBe(403);
  });

  it('refuses without a token', async () => {
    expect((await login({}, { sub: demoSub('employee') })).statusCode).toBe(401);
  });

  it('logs out with 204', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/portal/api/Auth/logout',
      headers: await bearer(app, 'employee'),
    });
    expect(response.statusCode).toBe(204);
  });
});
