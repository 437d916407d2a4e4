import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app';
import { bearer, type DemoLogin, demoSub } from '../testing/users';

/**
 * T34: a NUL character (`%00`, `\u0000`) anywhere a request carries text is refused at the
 * boundary with 400 naming the field, on every API mount, and nothing is written. PostgreSQL
 * stores no 0x00 in text: before, each of these answered 500 (issue 17 §5).
 */
const P = '/portal/api';
const CANTEEN_ARTICLES = `${P}/OrderSystemArticle/hauptsitz`;
const REPORT = {
  source: 'canteenArticles',
  columns: [{ key: 'name' }],
  filter: { operator: 'and', conditions: [{ key: 'name', comparer: 'contains', value: 'Cur\u0000ry' }] },
};
const PROFILE = {
  email: 'fach@example.com',
  salutation: 'ms',
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstraße 1',
  postalCode: '80331',
  city: 'München',
  language: 'de',
  country: 'DE',
  targetGroup: 'PRS',
  newsletter: true,
};
const SPECIALIST = `/webcrmapi/api/User/${demoSub('specialist')}`;

interface Probe {
  readonly route: string;
  readonly as: DemoLogin | 'admin, second factor';
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  readonly url: string;
  readonly payload?: unknown;
  readonly headers?: Record<string, string>;
  /** The field the answer must name. */
  readonly field: string;
  /** What the call would have changed, read through the API before and after. */
  readonly state?: readonly [as: DemoLogin | 'admin, second factor', url: string];
}

const PROBES: Probe[] = [
  { route: 'Customer', as: 'sales', method: 'GET', url: `${P}/Customer?Name=M%00ller`, field: 'querystring.Name' },
  { route: 'Material', as: 'sales', method: 'GET', url: `${P}/Material?Name=Radi%00ator`, field: 'querystring.Name' },
  {
    route: 'OrderTracking',
    as: 'sales',
    method: 'GET',
    url: `${P}/OrderTracking?StatusKey=A%00`,
    field: 'querystring.StatusKey',
  },
  {
    route: 'Favorites (body)',
    as: 'employee',
    method: 'POST',
    url: `${P}/Favorites`,
    payload: { name: 'Kan\u0000tine', path: '/de/de/canteen/foodOrder' },
    field: 'body.name',
    state: ['employee', `${P}/Favorites`],
  },
  {
    route: 'Favorites (query)',
    as: 'employee',
    method: 'POST',
    url: `${P}/Favorites?from=%00`,
    payload: { name: 'Kantine', path: '/de/de/canteen/foodOrder' },
    field: 'querystring.from',
    state: ['employee', `${P}/Favorites`],
  },
  {
    // A path parameter: refused here before its own format check (a UUID) is asked.
    route: 'Favorites (path)',
    as: 'employee',
    method: 'GET',
    url: `${P}/Favorites/%00`,
    field: 'params.id',
  },
  {
    route: 'UserParameter',
    as: 'employee',
    method: 'POST',
    url: `${P}/UserParameter`,
    payload: { name: 'calc.lastInput', value: '{"room":"Bad\u0000"}' },
    field: 'body.value',
    state: ['employee', `${P}/UserParameter`],
  },
  {
    route: 'createArticle',
    as: 'kitchen',
    method: 'POST',
    url: `${CANTEEN_ARTICLES}/createArticle`,
    payload: { name: 'Gulasch\u0000', articlePrice: '4.20' },
    field: 'body.name',
    state: ['kitchen', `${CANTEEN_ARTICLES}/articles`],
  },
  {
    route: 'reporting Query',
    as: 'sales',
    method: 'POST',
    url: `${P}/reporting/Query`,
    payload: { name: 'Artikel\u0000', data: { source: 'canteenArticles', columns: [{ key: 'name' }] } },
    field: 'body.name',
    state: ['sales', `${P}/reporting/Query`],
  },
  {
    route: 'reporting Report',
    as: 'sales',
    method: 'POST',
    url: `${P}/reporting/Report`,
    payload: { query: REPORT },
    field: 'body.query.filter.conditions.0.value',
  },
  {
    route: 'Role',
    as: 'admin, second factor',
    method: 'POST',
    url: `${P}/Role`,
    payload: { name: 'Kantine\u0000Leitung' },
    field: 'body.name',
    state: ['admin, second factor', `${P}/Role`],
  },
  {
    route: 'Role (header)',
    as: 'admin, second factor',
    method: 'POST',
    url: `${P}/Role`,
    payload: { name: 'Kantine Leitung' },
    headers: { 'idempotency-key': 'key\u0000one' },
    field: 'headers.idempotency-key',
    state: ['admin, second factor', `${P}/Role`],
  },
  {
    route: 'CRM PATCH',
    as: 'specialist',
    method: 'PATCH',
    url: SPECIALIST,
    payload: { ...PROFILE, city: 'Augs\u0000burg' },
    field: 'body.city',
    state: ['specialist', SPECIALIST],
  },
  {
    // Before, the SQL tool answered this 503 "the database cannot be reached".
    route: 'SAP SQL tool',
    as: 'admin, second factor',
    method: 'POST',
    url: `${P}/SapSql`,
    payload: { query: "select 'a\u0000b'" },
    field: 'body.query',
  },
  {
    route: 'production MesFlash',
    as: 'employee',
    method: 'GET',
    url: '/portalapiproduction/api/MesFlash/plants?plant=%00',
    field: 'querystring.plant',
  },
];

describe('a NUL character is refused at the boundary (T34)', () => {
  let app: TestApp;
  const headers = {} as Record<Probe['as'], Record<string, string>>;

  beforeAll(async () => {
    app = await startTestApp();
    for (const login of ['sales', 'employee', 'kitchen', 'specialist'] as const)
      headers[login] = await bearer(app, login);
    headers['admin, second factor'] = await bearer(app, 'admin', { mfa: true });
    const registered = await app.app.inject({
      method: 'POST',
      url: '/webcrmapi/api/RegistrationSpecialist',
      headers: headers.specialist,
      payload: PROFILE,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    // The CRM's profile calls answer only after a clerk approved the registration (else 412).
    const list = await app.app.inject({
      method: 'GET',
      url: '/webcrmapi/api/Registration?status=1&pageSize=100',
      headers: headers.sales,
    });
    expect(list.statusCode, list.body).toBe(200);
    const entry = list.json().items.find((e: { email: string }) => e.email === PROFILE.email);
    const approved = await app.app.inject({
      method: 'PUT',
      url: `/webcrmapi/api/Registration/${entry.userId}/status`,
      headers: { ...headers.sales, 'if-match': `"v${entry.version}"` },
      payload: { userStatus: 2 },
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });
  afterAll(() => app.close());

  const read = async (state: Probe['state']) => {
    if (!state) return undefined;
    const response = await app.app.inject({ method: 'GET', url: state[1], headers: headers[state[0]] });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  for (const probe of PROBES) {
    it(`${probe.route}: 400 naming ${probe.field}, nothing written`, async () => {
      const before = await read(probe.state);
      const response = await app.app.inject({
        method: probe.method,
        url: probe.url,
        headers: { ...headers[probe.as], ...probe.headers },
        ...(probe.payload ? { payload: probe.payload as object } : {}),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        errors: [{ path: probe.field, reason: 'invalid' }],
      });
      expect(await read(probe.state)).toBe(before);
    });
  }

  it('still refuses without a token first: the sign-in check comes before the input', async () => {
    const response = await app.app.inject({ method: 'GET', url: `${P}/Customer?Name=%00` });
    expect(response.statusCode).toBe(401);
  });

  it('takes text without NUL as before, and a body nested deeper than any stack', async () => {
    const ok = await app.app.inject({ method: 'GET', url: `${P}/Customer?Name=M`, headers: headers.sales });
    expect(ok.statusCode, ok.body).toBe(200);
    const deep = `${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`;
    const nested = await app.app.inject({
      method: 'POST',
      url: `${P}/Favorites`,
      headers: { ...headers.employee, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors[0].path).toMatch(/^body(\.0)+$/);
  });
});
