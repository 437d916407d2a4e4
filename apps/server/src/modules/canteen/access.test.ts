import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';
import { CANTEEN, CURRY, createOrder, orderBody, type Prepared, planAt, startTestApp } from './test-fixtures';

type Actor = 'no token' | 'no role' | 'partner' | 'employee' | 'kitchen' | 'admin';
type Resource = 'article' | 'plan' | 'order' | 'userOrder';

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  resource: Resource;
  ok: number;
  /** Builds the request for this actor; `self` sends as the actor would, for objects the actor owns. */
  prepare: (ctx: { app: TestApp; self: Record<string, string> }) => Promise<Prepared>;
}

const A = `/portal/api/OrderSystemArticle/${CANTEEN}`;
const P = `/portal/api/OrderSystemPlan/${CANTEEN}`;
const O = `/portal/api/OrderSystemOrder/${CANTEEN}`;
const U = `/portal/api/OrderSystemUserOrder/${CANTEEN}`;
const RANGE = 'dateRange=2030-01-01&dateRange=2030-01-31';
const ARTICLE = { name: 'Testgericht', description: '', articlePrice: '9.90' };
const PLAN = { date: '2030-01-15', name: 'Testplan', planDetails: [{ articleId: CURRY }] };

async function freshArticle(app: TestApp) {
  const kitchen = await bearer(app, 'kitchen');
  const created = await app.app.inject({
    method: 'POST',
    url: `${A}/createArticle`,
    headers: kitchen,
    payload: ARTICLE,
  });
  return { id: created.json().id as string, etag: created.headers.etag as string };
}

async function freshPlan(app: TestApp) {
  const kitchen = await bearer(app, 'kitchen');
  const created = await app.app.inject({ method: 'POST', url: `${P}/createPlan`, headers: kitchen, payload: PLAN });
  return { id: created.json().id as string, etag: created.headers.etag as string };
}

/** An order of the acting user (or of the employee, for actors who cannot order). */
async function ownOrder(app: TestApp, self: Record<string, string>) {
  const planId = await planAt(app);
  const owner =
    (await createOrder(app, self, orderBody(planId))).statusCode === 201 ? self : await bearer(app, 'employee');
  const [order] = (
    await app.app.inject({ method: 'GET', url: `${U}/orderedUserArticlesByPlanId?planId=${planId}`, headers: owner })
  ).json();
  return order?.id ?? crypto.randomUUID();
}

const ROUTES: RouteCase[] = [
  { name: 'articles', method: 'GET', resource: 'article', ok: 200, prepare: async () => ({ url: `${A}/articles` }) },
  {
    name: 'non-default articles',
    method: 'GET',
    resource: 'article',
    ok: 200,
    prepare: async () => ({ url: `${A}/nonDefaultArticles` }),
  },
  {
    name: 'one article',
    method: 'GET',
    resource: 'article',
    ok: 200,
    prepare: async () => ({ url: `${A}/${CURRY}/article` }),
  },
  {
    name: 'create article',
    method: 'POST',
    resource: 'article',
    ok: 201,
    prepare: async () => ({ url: `${A}/createArticle`, payload: ARTICLE }),
  },
  {
    name: 'update article',
    method: 'PUT',
    resource: 'article',
    ok: 204,
    prepare: async ({ app }) => {
      const a = await freshArticle(app);
      return {
        url: `${A}/${a.id}/updateArticle`,
        payload: { ...ARTICLE, name: 'Neu' },
        headers: { 'if-match': a.etag },
      };
    },
  },
  {
    name: 'delete article',
    method: 'DELETE',
    resource: 'article',
    ok: 204,
    prepare: async ({ app }) => ({ url: `${A}/${(await freshArticle(app)).id}/article` }),
  },
  {
    name: 'plans in a range',
    method: 'GET',
    resource: 'plan',
    ok: 200,
    prepare: async () => ({ url: `${P}/plan?${RANGE}` }),
  },
  {
    name: 'plan items',
    method: 'GET',
    resource: 'plan',
    ok: 200,
    prepare: async ({ app }) => ({ url: `${P}/plan/items?planId=${await planAt(app)}` }),
  },
  { name: 'all plans', method: 'GET', resource: 'plan', ok: 200, prepare: async () => ({ url: `${P}/plans` }) },
  {
    name: 'one plan',
    method: 'GET',
    resource: 'plan',
    ok: 200,
    prepare: async ({ app }) => ({ url: `${P}/${await planAt(app)}/plan` }),
  },
  {
    name: 'create plan',
    method: 'POST',
    resource: 'plan',
    ok: 201,
    prepare: async () => ({ url: `${P}/createPlan`, payload: PLAN }),
  },
  {
    name: 'update plan',
    method: 'PUT',
    resource: 'plan',
    ok: 204,
    prepare: async ({ app }) => {
      const p = await freshPlan(app);
      return { url: `${P}/${p.id}/updatePlan`, payload: { ...PLAN, name: 'Neu' }, headers: { 'if-match': p.etag } };
    },
  },
  {
    name: 'delete plan',
    method: 'DELETE',
    resource: 'plan',
    ok: 204,
    prepare: async ({ app }) => ({ url: `${P}/${(await freshPlan(app)).id}/deletePlan` }),
  },
  {
    name: 'close or reopen plan',
    method: 'PUT',
    resource: 'plan',
    ok: 204,
    prepare: async ({ app }) => ({ url: `${P}/${(await freshPlan(app)).id}/closed`, payload: { closed: true } }),
  },
  {
    name: 'kitchen cancels an order',
    method: 'POST',
    resource: 'order',
    ok: 204,
    prepare: async ({ app }) => ({
      url: `${O}/${await ownOrder(app, await bearer(app, 'employee'))}/cancel`,
      payload: { reason: 'krank gemeldet' },
    }),
  },
  {
    name: 'kitchen overview',
    method: 'GET',
    resource: 'order',
    ok: 200,
    prepare: async () => ({ url: `${O}/orderedArticles?${RANGE}` }),
  },
  { name: 'export', method: 'GET', resource: 'order', ok: 200, prepare: async () => ({ url: `${O}/export?${RANGE}` }) },
  {
    name: 'statement',
    method: 'GET',
    resource: 'order',
    ok: 200,
    prepare: async () => ({ url: `${O}/statement?month=2030-01` }),
  },
  {
    name: 'statement export',
    method: 'GET',
    resource: 'order',
    ok: 200,
    prepare: async () => ({ url: `${O}/statement/export?month=2030-01` }),
  },
  {
    name: 'canteens',
    method: 'GET',
    resource: 'userOrder',
    ok: 200,
    prepare: async () => ({ url: '/portal/api/OrderSystemUserOrder/canteens' }),
  },
  {
    name: 'plans to order from',
    method: 'GET',
    resource: 'userOrder',
    ok: 200,
    prepare: async () => ({ url: `${U}/plans?${RANGE}` }),
  },
  {
    name: 'create order',
    method: 'POST',
    resource: 'userOrder',
    ok: 201,
    prepare: async ({ app }) => ({
      url: `${U}/createOrder`,
      payload: orderBody(await planAt(app)),
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
  },
  {
    name: 'update own order',
    method: 'PUT',
    resource: 'userOrder',
    ok: 204,
    prepare: async ({ app, self }) => ({
      url: `${U}/${await ownOrder(app, self)}/updateOrder`,
      payload: { pickUpTime: '12:15', pickUpLocation: 'Take-away', orderDetails: [{ articleId: CURRY, quantity: 2 }] },
    }),
  },
  {
    name: 'own orders in a range',
    method: 'GET',
    resource: 'userOrder',
    ok: 200,
    prepare: async () => ({ url: `${U}/orderedUserArticles?${RANGE}` }),
  },
  {
    name: 'own orders of a plan',
    method: 'GET',
    resource: 'userOrder',
    ok: 200,
    prepare: async ({ app }) => ({ url: `${U}/orderedUserArticlesByPlanId?planId=${await planAt(app)}` }),
  },
  {
    name: 'own order',
    method: 'GET',
    resource: 'userOrder',
    ok: 200,
    prepare: async ({ app, self }) => ({ url: `${U}/${await ownOrder(app, self)}/order` }),
  },
  {
    name: 'cancel own order',
    method: 'DELETE',
    resource: 'userOrder',
    ok: 204,
    prepare: async ({ app, self }) => ({ url: `${U}/${await ownOrder(app, self)}/deleteOrder` }),
  },
];

/** Which resources each seeded role holds (apps/server/src/db/seed-data.ts). */
const HOLDS: Record<Actor, Resource[] | null> = {
  'no token': null,
  'no role': [],
  partner: [],
  employee: ['userOrder'],
  kitchen: ['article', 'plan', 'order', 'userOrder'],
  admin: ['article', 'plan', 'order', 'userOrder'],
};

describe('canteen: permission matrix, per route', () => {
  let app: TestApp;
  const headers = {} as Record<Actor, Record<string, string>>;

  beforeAll(async () => {
    app = await startTestApp();
    headers['no token'] = {};
    headers['no role'] = (await userWithoutRoles(app)).headers;
    headers.partner = await bearer(app, 'partner');
    headers.employee = await bearer(app, 'employee');
    headers.kitchen = await bearer(app, 'kitchen');
    headers.admin = await bearer(app, 'admin');
  });
  afterAll(() => app.close());

  it('covers every canteen route the server registers', () => {
    const registered = app.routes
      .filter((r) => /\/OrderSystem/.test(r.url))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`))
      .filter((r) => !r.startsWith('HEAD '));
    expect(registered.length).toBe(ROUTES.length);
  });

  for (const route of ROUTES) {
    for (const actor of Object.keys(HOLDS) as Actor[]) {
      const holds = HOLDS[actor];
      const expected = holds === null ? 401 : holds.includes(route.resource) ? route.ok : 403;
      it(`${route.method} ${route.name}: ${actor} → ${expected}`, async () => {
        const prepared = await route.prepare({ app, self: headers[actor] });
        const response = await app.app.inject({
          method: route.method,
          url: prepared.url,
          headers: { ...headers[actor], ...prepared.headers },
          ...(prepared.payload ? { payload: prepared.payload } : {}),
        });
        expect(response.statusCode, response.body).toBe(expected);
      });
    }
  }
});
