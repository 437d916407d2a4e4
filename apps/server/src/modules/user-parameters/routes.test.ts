import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, demoUserId, userWithoutRoles } from '../../testing/users';
import { listParameters } from './store';

describe('user parameters', () => {
  let app: TestApp;
  let owner: string;
  let me: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp();
    owner = await demoUserId(app, 'specialist');
    me = await bearer(app, 'specialist');
  });
  afterAll(() => app.close());

  const save = (headers: Record<string, string>, payload: object, userId?: string) =>
    app.app.inject({
      method: 'POST',
      url: userId ? `/portal/api/User/${userId}/parameter` : '/portal/api/UserParameter',
      headers,
      payload,
    });

  it('keeps one value per name: 201 for a new name, 200 when it replaces the value', async () => {
    const first = await save(me, { name: 'xflair.lastInput', type: 'json', value: '{"zielLeistung":1200}' });
    expect(first.statusCode).toBe(201);
    const second = await save(me, { name: 'xflair.lastInput', type: 'json', value: '{"zielLeistung":1500}' });
    expect(second.statusCode).toBe(200);
    expect(second.json().userParametersId).toBe(first.json().userParametersId);
    const stored = await listParameters(app.database.db, owner);
    expect(stored.filter((p) => p.name === 'xflair.lastInput').map((p) => p.value)).toEqual(['{"zielLeistung":1500}']);
  });

  it('returns the parameters with the sign-in (loginOpenId)', async () => {
    await save(me, { name: 'ui.language', value: 'fr' });
    const login = await app.app.inject({
      method: 'POST',
      url: '/portal/api/Auth/loginOpenId',
      headers: me,
      payload: { sub: (await import('../../testing/users')).demoSub('specialist') },
    });
    expect(login.json().parameters).toContainEqual(
      expect.objectContaining({ name: 'ui.language', value: 'fr', type: 'string' }),
    );
  });

  const invalid: Array<[string, object]> = [
    ['a number parameter that is not a number', { name: 'n', type: 'number', value: 'abc' }],
    ['a boolean that is neither true nor false', { name: 'b', type: 'boolean', value: 'yes' }],
    ['JSON that does not parse', { name: 'j', type: 'json', value: '{' }],
    ['an empty name', { name: '', value: 'x' }],
    ['a name with spaces', { name: 'a b', value: 'x' }],
    ['an unknown type', { name: 'x', type: 'date', value: 'x' }],
    ['an extra field', { name: 'x', value: 'x', userParametersId: crypto.randomUUID() }],
  ];

  it.each(invalid)('refuses %s with 400 and stores nothing', async (_case, payload) => {
    const before = await listParameters(app.database.db, owner);
    const response = await save(me, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(await listParameters(app.database.db, owner)).toEqual(before);
  });

  it('deletes a parameter by its id, under both addresses', async () => {
    const a = (await save(me, { name: 'del.a', value: '1' })).json();
    const b = (await save(me, { name: 'del.b', value: '2' })).json();
    expect(
      (await app.app.inject({ method: 'DELETE', url: `/portal/api/UserParameter/${a.userParametersId}`, headers: me }))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await app.app.inject({
          method: 'DELETE',
          url: `/portal/api/User/${owner}/parameter/${b.userParametersId}`,
          headers: me,
        })
      ).statusCode,
    ).toBe(204);
    const names = (await listParameters(app.database.db, owner)).map((p) => p.name);
    expect(names).not.toContain('del.a');
    expect(names).not.toContain('del.b');
  });

  it('lists the caller’s own parameters, and another user’s only for an administrator after the second factor', async () => {
    await save(me, { name: 'list.me', value: 'mine' });
    const own = await app.app.inject({ method: 'GET', url: '/portal/api/UserParameter', headers: me });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toContainEqual(expect.objectContaining({ name: 'list.me', value: 'mine', userId: owner }));
    const asOther = await app.app.inject({
      method: 'GET',
      url: `/portal/api/User/${owner}/parameter`,
      headers: await bearer(app, 'partner'),
    });
    expect(asOther.statusCode).toBe(404);
    const asAdmin = await app.app.inject({
      method: 'GET',
      url: `/portal/api/User/${owner}/parameter`,
      headers: await bearer(app, 'admin', { mfa: true }),
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().map((p: { name: string }) => p.name)).toContain('list.me');
    const partnerOwn = await app.app.inject({
      method: 'GET',
      url: '/portal/api/UserParameter',
      headers: await bearer(app, 'partner'),
    });
    expect(partnerOwn.json().map((p: { name: string }) => p.name)).not.toContain('list.me');
  });

  it('gives another user’s parameter and an id that does not exist the same answer (T20)', async () => {
    const theirs = (await save(me, { name: 'private.note', value: 'mine' })).json().userParametersId;
    const partner = await bearer(app, 'partner');
    const answer = async (url: string) => {
      const response = await app.app.inject({ method: 'DELETE', url, headers: partner });
      const { instance: _instance, ...problem } = response.json();
      return { status: response.statusCode, problem };
    };
    for (const base of ['/portal/api/UserParameter', `/portal/api/User/${owner}/parameter`]) {
      const existing = await answer(`${base}/${theirs}`);
      expect(existing.status).toBe(404);
      expect(existing).toEqual(await answer(`${base}/${crypto.randomUUID()}`));
    }
    expect((await listParameters(app.database.db, owner)).some((p) => p.userParametersId === theirs)).toBe(true);
  });

  it('answers 404 when an administrator saves a parameter for a user that does not exist', async () => {
    const response = await save(
      await bearer(app, 'admin', { mfa: true }),
      { name: 'x', value: 'y' },
      crypto.randomUUID(),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  describe('authorization matrix', () => {
    const cases: Array<[string, () => Promise<Record<string, string>>, number, number]> = [
      ['no token', async () => ({}), 401, 401],
      ['no role', async () => (await userWithoutRoles(app)).headers, 403, 403],
      ['another user', () => bearer(app, 'partner'), 404, 404],
      ['the owner', () => bearer(app, 'specialist'), 201, 204],
      ['an administrator, password only', () => bearer(app, 'admin'), 401, 401],
      ['an administrator after the second factor', () => bearer(app, 'admin', { mfa: true }), 201, 204],
    ];

    it.each(cases)('%s: save → %i, delete → %i', async (_actor, headersOf, saveStatus, deleteStatus) => {
      const headers = await headersOf();
      const name = `matrix.${crypto.randomUUID().slice(0, 8)}`;
      expect((await save(headers, { name, value: 'v' }, owner)).statusCode).toBe(saveStatus);
      const target = (await save(me, { name: `${name}.del`, value: 'v' })).json();
      const deleted = await app.app.inject({
        method: 'DELETE',
        url: `/portal/api/UserParameter/${target.userParametersId}`,
        headers,
      });
      expect(deleted.statusCode).toBe(deleteStatus);
      const remaining = (await listParameters(app.database.db, owner)).some(
        (p) => p.userParametersId === target.userParametersId,
      );
      expect(remaining).toBe(deleteStatus !== 204);
    });
  });
});
