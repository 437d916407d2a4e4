import { calculateKrn41, calculateKrn92, sizeKrn41 } from '@portal/calc';
import type { Problem } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';

const krn41 = { bauhoehe: 90, bautiefe: 180, baulaenge: 2000, vorlaufTemp: 70, ruecklaufTemp: 55, raumTemp: 20 };
const krn92 = {
  Bauhoehe: 120,
  Bautiefe: 200,
  Baulaenge: 3000,
  WinkelAnfang: true,
  VorlaufTemp: 55,
  RuecklaufTemp: 45,
  RaumTemp: 22,
  PrimaerluftTemp: 18,
  PrimaerluftVolumenstrom: 60,
};
const query = (input: Record<string, unknown>) =>
  `/portal/api/PM/KRN92?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`;

/** Every trench convector route, with a request that succeeds for a holder of its resource. */
const EVERY_ROUTE: ReadonlyArray<{ method: 'GET' | 'POST'; url: string; payload?: object; resource: string }> = [
  { method: 'GET', url: '/portal/api/KRN41/GetTemplate', resource: 'api.krn41' },
  { method: 'POST', url: '/portal/api/KRN41/calc', payload: krn41, resource: 'api.krn41' },
  { method: 'POST', url: '/portal/api/KRN41/calcOutput', payload: krn41, resource: 'api.krn41' },
  { method: 'POST', url: '/portal/api/KRN41/GeneratePDF', payload: { krn41Data: krn41 }, resource: 'api.krn41' },
  { method: 'POST', url: '/portal/api/KRN41/GenerateXLSX', payload: { krn41Data: krn41 }, resource: 'api.krn41' },
  { method: 'GET', url: '/portal/api/PM/KRN92/getTemplate', resource: 'api.krn92' },
  { method: 'GET', url: query(krn92), resource: 'api.krn92' },
  { method: 'POST', url: '/portal/api/PM/KRN92/GeneratePDF', payload: { krn92Data: krn92 }, resource: 'api.krn92' },
  { method: 'POST', url: '/portal/api/PM/KRN92/GenerateXLSX', payload: { krn92Data: krn92 }, resource: 'api.krn92' },
];

type Actor = 'no token' | 'no role' | 'specialist' | 'partner' | 'sales';
const EXPECTED: Record<Actor, number> = { 'no token': 401, 'no role': 403, specialist: 200, partner: 200, sales: 200 };

describe('trench convector API (KRN41, KRN92)', () => {
  let app: TestApp;
  const headers = {} as Record<Actor, Record<string, string>>;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, actor: Actor = 'specialist') =>
    app.app.inject({ method, url, headers: headers[actor], ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    app = await startTestApp();
    headers['no token'] = {};
    headers['no role'] = (await userWithoutRoles(app)).headers;
    for (const login of ['specialist', 'partner', 'sales'] as const) headers[login] = await bearer(app, login);
  });
  afterAll(() => app.close());

  describe('permission matrix', () => {
    for (const route of EVERY_ROUTE)
      for (const actor of Object.keys(EXPECTED) as Actor[])
        it(`${route.method} ${route.url.split('?')[0]}: ${actor} → ${EXPECTED[actor]}`, async () => {
          const response = await call(route.method, route.url, route.payload, actor);
          expect(response.statusCode, response.body.slice(0, 300)).toBe(EXPECTED[actor]);
          if (actor === 'no role') {
            const denied = app.logs.find((l) => l.event === 'authz.denied' && l.resource === route.resource);
            expect(denied).toBeDefined();
          }
        });
  });

  it('KRN41 calcOutput answers the engine’s result, calc the size fields alone', async () => {
    const output = await call('POST', '/portal/api/KRN41/calcOutput', { ...krn41, userId: 'someone-else' });
    expect(output.statusCode, output.body).toBe(200);
    expect(output.json()).toEqual(JSON.parse(JSON.stringify(calculateKrn41(krn41))));
    const size = await call('POST', '/portal/api/KRN41/calc', { bauhoehe: 90, bautiefe: 180, baulaenge: 2000 });
    expect(size.json()).toEqual(sizeKrn41(krn41));
  });

  it('KRN92 reads its inputs from the query string and answers the engine’s result', async () => {
    const response = await call('GET', query(krn92));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(calculateKrn92(krn92));
    expect(response.json().errorCode).toBe(0);
  });

  it('KRN92 answers a condition the unit cannot meet with its errorCode, not an error', async () => {
    const response = await call('GET', query({ ...krn92, Bautiefe: 999 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ errorCode: 1, qGesamtleistung: null });
  });

  it.each([
    ['POST', '/portal/api/KRN41/calcOutput', { ...krn41, baulaenge: -1 }, 'body.baulaenge'],
    ['POST', '/portal/api/KRN41/calcOutput', { ...krn41, bautiefe: 999 }, 'body.bautiefe'],
    ['POST', '/portal/api/KRN41/calcOutput', { ...krn41, ruecklaufTemp: 80 }, 'body.ruecklaufTemp'],
    ['POST', '/portal/api/KRN41/calc', { ...krn41, baulaenge: 9000 }, 'body.baulaenge'],
    ['GET', query({ ...krn92, VorlaufTemp: 'warm' }), undefined, 'querystring.VorlaufTemp'],
    ['GET', query({ ...krn92, WinkelEnde: 'vielleicht' }), undefined, 'querystring.WinkelEnde'],
    ['GET', '/portal/api/PM/KRN92?Bauhoehe=120', undefined, 'querystring.Bautiefe'],
  ] as const)('%s %s answers 400 problem+json naming %s', async (method, url, payload, path) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json<Problem>();
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors?.map((e) => e.path)).toContain(path);
  });

  it('the templates give filled examples from the sample catalogue that the calculations take as they are', async () => {
    const t41 = (await call('GET', '/portal/api/KRN41/GetTemplate')).json();
    expect(t41.katalog.beispieldaten).toBe(true);
    expect(t41.katalog.groessen.map((g: { sizeKey: string }) => g.sizeKey)).toContain(t41.input.sizeKey);
    expect((await call('POST', '/portal/api/KRN41/calcOutput', t41.input)).statusCode).toBe(200);
    const t92 = (await call('GET', '/portal/api/PM/KRN92/getTemplate')).json();
    const r92 = await call('GET', query(t92.input));
    expect(r92.statusCode, r92.body).toBe(200);
    expect(r92.json().errorCode).toBe(0);
  });

  it('documents the routes in the OpenAPI description', async () => {
    const paths = Object.keys((await app.app.inject({ method: 'GET', url: '/portal/api/docs/json' })).json().paths);
    for (const route of EVERY_ROUTE) expect(paths).toContain(route.url.split('?')[0]);
  });
});
