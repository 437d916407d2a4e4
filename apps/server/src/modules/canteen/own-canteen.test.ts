import crypto from 'node:crypto';
import { API } from '@portal/contracts';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import * as t from '../../db/schema/index';
import { seed } from '../../db/seed';
import { OWN_CANTEEN_PERMISSION_SET_ID, SEED_ROLES } from '../../db/seed-data';
import type { TestApp } from '../../testing/app';
import { bearer, userWithoutRoles } from '../../testing/users';
import { CANTEEN, CURRY, OTHER_CANTEEN, type Prepared, planAt, SCHNITZEL, startTestApp } from './test-fixtures';

/**
 * Several canteens run on one portal: the seeded role "Küche (eigene Kantine)" holds the three kitchen
 * resources through the permission set "Eigene Kantine" (`canteen = $user`, type 2), so a site's
 * kitchen acts on the canteen in its attribute `canteen` only (docs/canteen.md). The demo account
 * `kitchen` keeps the unrestricted role and acts on every canteen; ordering one's own meals is open
 * in every canteen to everyone who orders.
 */

type Actor = 'own' | 'noAttribute' | 'kitchen';

interface KitchenCall {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  ok: number;
  /** The request on canteen `canteen`, its objects made beforehand by the unrestricted kitchen. */
  prepare: (app: TestApp, canteen: string) => Promise<Prepared>;
}

const RANGE = 'dateRange=2030-01-01&dateRange=2030-01-31';
const ARTICLE = { name: 'Testgericht', description: '', articlePrice: '9.90' };
const PICK_UP: Record<string, { pickUpTime: string; pickUpLocation: string }> = {
  [CANTEEN]: { pickUpTime: '12:00', pickUpLocation: 'Ausgabe 1' },
  [OTHER_CANTEEN]: { pickUpTime: '12:00', pickUpLocation: 'Kantine' },
};
/** A seeded article of each canteen. */
const DISH: Record<string, string> = { [CANTEEN]: CURRY, [OTHER_CANTEEN]: SCHNITZEL };

const articles = (c: string) => `/portal/api/OrderSystemArticle/${c}`;
const plans = (c: string) => `/portal/api/OrderSystemPlan/${c}`;
const orders = (c: string) => `/portal/api/OrderSystemOrder/${c}`;
const userOrders = (c: string) => `/portal/api/OrderSystemUserOrder/${c}`;
const planBody = (c: string) => ({ date: '2030-01-15', name: 'Testplan', planDetails: [{ articleId: DISH[c]! }] });

async function created(app: TestApp, url: string, payload: object) {
  const response = await app.app.inject({ method: 'POST', url, headers: await bearer(app, 'kitchen'), payload });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().id as string, etag: response.headers.etag as string };
}

const freshArticle = (app: TestApp, c: string) => created(app, `${articles(c)}/createArticle`, ARTICLE);
const freshPlan = (app: TestApp, c: string) => created(app, `${plans(c)}/createPlan`, planBody(c));

/** An employee's order in canteen `c`, on a plan still taking orders. */
async function employeeOrder(app: TestApp, c: string): Promise<string> {
  const planId = await planAt(app, { canteen: c }, [DISH[c]!]);
  const response = await app.app.inject({
    method: 'POST',
    url: `${userOrders(c)}/createOrder`,
    headers: { ...(await bearer(app, 'employee')), 'idempotency-key': crypto.randomUUID() },
    payload: { planId, ...PICK_UP[c], orderDetails: [{ articleId: DISH[c]!, quantity: 1 }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** Every call of the three kitchen controllers (docs/canteen.md, "Calls and who may make them"). */
const CALLS: KitchenCall[] = [
  { name: 'articles', method: 'GET', ok: 200, prepare: async (_, c) => ({ url: `${articles(c)}/articles` }) },
  {
    name: 'non-default articles',
    method: 'GET',
    ok: 200,
    prepare: async (_, c) => ({ url: `${articles(c)}/nonDefaultArticles` }),
  },
  {
    name: 'one article',
    method: 'GET',
    ok: 200,
    prepare: async (_, c) => ({ url: `${articles(c)}/${DISH[c]}/article` }),
  },
  {
    name: 'create article',
    method: 'POST',
    ok: 201,
    prepare: async (_, c) => ({ url: `${articles(c)}/createArticle`, payload: ARTICLE }),
  },
  {
    name: 'update article',
    method: 'PUT',
    ok: 204,
    prepare: async (app, c) => {
      const a = await freshArticle(app, c);
      return {
        url: `${articles(c)}/${a.id}/updateArticle`,
        payload: { ...ARTICLE, name: 'Geändert' },
        headers: { 'if-match': a.etag },
      };
    },
  },
  {
    name: 'delete article',
    method: 'DELETE',
    ok: 204,
    prepare: async (app, c) => ({ url: `${articles(c)}/${(await freshArticle(app, c)).id}/article` }),
  },
  { name: 'plans in a range', method: 'GET', ok: 200, prepare: async (_, c) => ({ url: `${plans(c)}/plan?${RANGE}` }) },
  {
    name: 'plan items',
    method: 'GET',
    ok: 200,
    prepare: async (app, c) => ({ url: `${plans(c)}/plan/items?planId=${(await freshPlan(app, c)).id}` }),
  },
  { name: 'all plans', method: 'GET', ok: 200, prepare: async (_, c) => ({ url: `${plans(c)}/plans` }) },
  {
    name: 'one plan',
    method: 'GET',
    ok: 200,
    prepare: async (app, c) => ({ url: `${plans(c)}/${(await freshPlan(app, c)).id}/plan` }),
  },
  {
    name: 'create plan',
    method: 'POST',
    ok: 201,
    prepare: async (_, c) => ({ url: `${plans(c)}/createPlan`, payload: planBody(c) }),
  },
  {
    name: 'update plan',
    method: 'PUT',
    ok: 204,
    prepare: async (app, c) => {
      const p = await freshPlan(app, c);
      return {
        url: `${plans(c)}/${p.id}/updatePlan`,
        payload: { ...planBody(c), name: 'Geändert' },
        headers: { 'if-match': p.etag },
      };
    },
  },
  {
    name: 'close plan',
    method: 'PUT',
    ok: 204,
    prepare: async (app, c) => ({
      url: `${plans(c)}/${(await freshPlan(app, c)).id}/closed`,
      payload: { closed: true },
    }),
  },
  {
    name: 'delete plan',
    method: 'DELETE',
    ok: 204,
    prepare: async (app, c) => ({ url: `${plans(c)}/${(await freshPlan(app, c)).id}/deletePlan` }),
  },
  {
    name: 'kitchen overview',
    method: 'GET',
    ok: 200,
    prepare: async (_, c) => ({ url: `${orders(c)}/orderedArticles?${RANGE}` }),
  },
  { name: 'export', method: 'GET', ok: 200, prepare: async (_, c) => ({ url: `${orders(c)}/export?${RANGE}` }) },
  {
    name: 'cancel an order',
    method: 'POST',
    ok: 204,
    prepare: async (app, c) => ({
      url: `${orders(c)}/${await employeeOrder(app, c)}/cancel`,
      payload: { reason: 'krank gemeldet' },
    }),
  },
  {
    name: 'statement',
    method: 'GET',
    ok: 200,
    prepare: async (_, c) => ({ url: `${orders(c)}/statement?month=2030-01` }),
  },
  {
    name: 'statement export',
    method: 'GET',
    ok: 200,
    prepare: async (_, c) => ({ url: `${orders(c)}/statement/export?month=2030-01` }),
  },
];

/**
 * Everything of one canteen the kitchen calls could change, and the portal's audit trail and mail
 * outbox: equal before and after a refused call means nothing was written.
 */
async function stateOf(app: TestApp, c: string): Promise<string> {
  const [row] = await rows<{ state: string }>(
    app.database.db,
    sql`select concat_ws(' | ',
      (select json_agg(a order by a.id)::text from canteen.article a where a.application_id = ${c}),
      (select json_agg(p order by p.id)::text from canteen.plan p where p.application_id = ${c}),
      (select json_agg(d order by d::text)::text from canteen.plan_detail d
         join canteen.plan p on p.id = d.plan_id where p.application_id = ${c}),
      (select json_agg(o order by o.id)::text from canteen.user_order o where o.application_id = ${c}),
      (select json_agg(d order by d.id)::text from canteen.order_detail d
         join canteen.user_order o on o.id = d.order_id where o.application_id = ${c}),
      (select count(*)::text from portal.audit_entry),
      (select count(*)::text from portal.mail_outbox)) as state`,
  );
  return row!.state;
}

/** A signed-in user holding the seeded role "Küche (eigene Kantine)", with the attribute `canteen` if given. */
async function restrictedKitchen(app: TestApp, canteen?: string): Promise<Record<string, string>> {
  const { id: userId, headers } = await userWithoutRoles(app);
  const db = app.database.db;
  await db.insert(t.userRole).values({ userId, roleId: SEED_ROLES.kitchenOwnCanteen.id });
  if (canteen) await db.insert(t.userAttribute).values({ userId, key: 'canteen', value: canteen });
  app.accessService.invalidate();
  return headers;
}

describe('canteen: a kitchen team acts on its own canteen only', () => {
  let app: TestApp;
  const as = {} as Record<Actor, Record<string, string>>;

  beforeAll(async () => {
    app = await startTestApp();
    as.own = await restrictedKitchen(app, CANTEEN);
    as.noAttribute = await restrictedKitchen(app);
    as.kitchen = await bearer(app, 'kitchen');
  });
  afterAll(() => app.close());

  it('covers every call of the three kitchen controllers', () => {
    const registered = app.routes
      .filter((r) => /\/OrderSystem(Article|Plan|Order)\//.test(r.url))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD'));
    expect(registered.length).toBe(CALLS.length);
  });

  /** Which canteens each actor's kitchen acts on. */
  const ACTS_ON: Record<Actor, string[]> = {
    own: [CANTEEN],
    noAttribute: [],
    kitchen: [CANTEEN, OTHER_CANTEEN],
  };

  for (const call of CALLS)
    for (const actor of Object.keys(ACTS_ON) as Actor[])
      for (const canteen of [CANTEEN, OTHER_CANTEEN]) {
        const allowed = ACTS_ON[actor].includes(canteen);
        const expected = allowed ? call.ok : 403;
        it(`${call.method} ${call.name} in ${canteen}: ${actor} → ${expected}`, async () => {
          const prepared = await call.prepare(app, canteen);
          const before = await stateOf(app, canteen);
          const response = await app.app.inject({
            method: call.method,
            url: prepared.url,
            headers: { ...as[actor], ...prepared.headers },
            ...(prepared.payload ? { payload: prepared.payload } : {}),
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBe(expected);
          if (allowed) return;
          expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
          expect(response.json()).toMatchObject({ status: 403, code: 'forbidden' });
          // Refused before anything is read or written: the canteen, audit trail and outbox are as they were.
          expect(await stateOf(app, canteen)).toBe(before);
          expect(app.logs.some((l) => l.event === 'authz.denied' && l.canteen === canteen)).toBe(true);
        });
      }

  it('refuses a canteen that does not exist as it refuses another one, without telling which', async () => {
    const response = await app.app.inject({ url: `${articles('nirgendwo')}/articles`, headers: as.own });
    expect(response.statusCode).toBe(403);
    const known = await app.app.inject({ url: `${articles('nirgendwo')}/articles`, headers: as.kitchen });
    expect(known.statusCode).toBe(404);
  });

  it('lets the restricted kitchen order its own meals in the other canteen, and in its own', async () => {
    for (const canteen of [OTHER_CANTEEN, CANTEEN]) {
      const planId = await planAt(app, { canteen }, [DISH[canteen]!]);
      const offered = await app.app.inject({ url: `${userOrders(canteen)}/plans?${RANGE}`, headers: as.own });
      expect(offered.statusCode, offered.body).toBe(200);
      const order = await app.app.inject({
        method: 'POST',
        url: `${userOrders(canteen)}/createOrder`,
        headers: { ...as.own, 'idempotency-key': crypto.randomUUID() },
        payload: { planId, ...PICK_UP[canteen], orderDetails: [{ articleId: DISH[canteen]!, quantity: 2 }] },
      });
      expect(order.statusCode, order.body).toBe(201);
      const mine = await app.app.inject({
        url: `${userOrders(canteen)}/orderedUserArticlesByPlanId?planId=${planId}`,
        headers: as.own,
      });
      expect(mine.json()).toHaveLength(1);
      const cancelled = await app.app.inject({
        method: 'DELETE',
        url: `${userOrders(canteen)}/${order.json().id}/deleteOrder`,
        headers: as.own,
      });
      expect(cancelled.statusCode).toBe(204);
    }
    // The user without the attribute orders too: the restriction is on the kitchen calls only.
    const canteens = await app.app.inject({
      url: '/portal/api/OrderSystemUserOrder/canteens',
      headers: as.noAttribute,
    });
    expect(canteens.statusCode).toBe(200);
  });

  it('lists every canteen to everyone who orders, each saying what the caller’s kitchen may do there', async () => {
    const kitchenOf = async (headers: Record<string, string>) => {
      const response = await app.app.inject({ url: '/portal/api/OrderSystemUserOrder/canteens', headers });
      expect(response.statusCode).toBe(200);
      const list = response.json() as { applicationId: string; kitchen: Record<string, boolean> }[];
      return Object.fromEntries(list.map((c) => [c.applicationId, c.kitchen]));
    };
    const all = { articles: true, plans: true, orders: true };
    const none = { articles: false, plans: false, orders: false };
    expect(await kitchenOf(as.own)).toEqual({ [CANTEEN]: all, [OTHER_CANTEEN]: none });
    expect(await kitchenOf(as.noAttribute)).toEqual({ [CANTEEN]: none, [OTHER_CANTEEN]: none });
    expect(await kitchenOf(as.kitchen)).toEqual({ [CANTEEN]: all, [OTHER_CANTEEN]: all });
    expect(await kitchenOf(await bearer(app, 'employee'))).toEqual({ [CANTEEN]: none, [OTHER_CANTEEN]: none });
  });

  it('follows the attribute: moved to the other canteen, the kitchen acts there and no longer in the first', async () => {
    const headers = await restrictedKitchen(app, OTHER_CANTEEN);
    expect((await app.app.inject({ url: `${articles(OTHER_CANTEEN)}/articles`, headers })).statusCode).toBe(200);
    expect((await app.app.inject({ url: `${articles(CANTEEN)}/articles`, headers })).statusCode).toBe(403);
  });
});

describe('canteen: the seeded role and permission set', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const seeded = async () => {
    const db = app.database.db;
    const [role] = await db.select().from(t.role).where(eq(t.role.id, SEED_ROLES.kitchenOwnCanteen.id));
    const grants = await db
      .select({ ressourceId: t.roleRessourcePermission.ressourceId, set: t.roleRessourcePermission.permissionSetId })
      .from(t.roleRessourcePermission)
      .where(eq(t.roleRessourcePermission.roleId, SEED_ROLES.kitchenOwnCanteen.id));
    const details = await db
      .select({
        attribute: t.permission.technicalName,
        lookup: t.permission.variableLookup,
        type: t.permissionSetDetail.type,
        operator: t.permissionSetDetail.operator,
        value: t.permissionSetDetail.value,
      })
      .from(t.permissionSetDetail)
      .innerJoin(t.permission, eq(t.permission.id, t.permissionSetDetail.permissionId))
      .where(eq(t.permissionSetDetail.permissionSetId, OWN_CANTEEN_PERMISSION_SET_ID));
    return { role, grants, details };
  };

  const expectSeeded = async () => {
    const { role, grants, details } = await seeded();
    expect(role?.name).toBe('Küche (eigene Kantine)');
    const restricted = grants.filter((g) => g.set === OWN_CANTEEN_PERMISSION_SET_ID).map((g) => g.ressourceId);
    expect(restricted.sort()).toEqual(
      [API.orderSystemArticle.id, API.orderSystemPlan.id, API.orderSystemOrder.id].sort(),
    );
    // Ordering one's own meals and the kitchen's menu entries come without conditions.
    expect(grants.length).toBeGreaterThan(3);
    expect(details).toEqual([
      { attribute: 'canteen', lookup: 'attribute:canteen', type: 2, operator: '=', value: '$user' },
    ]);
  };

  it('holds the three kitchen resources through "Eigene Kantine" (canteen = $user, type 2)', expectSeeded);

  it('reaches a database seeded before, once, on its next start', async () => {
    const db = app.database.db;
    await db.delete(t.role).where(eq(t.role.id, SEED_ROLES.kitchenOwnCanteen.id));
    await db.delete(t.permissionSet).where(eq(t.permissionSet.id, OWN_CANTEEN_PERMISSION_SET_ID));
    await db.delete(t.permission).where(eq(t.permission.technicalName, 'canteen'));
    await db
      .delete(t.seedApplied)
      .where(
        or(
          inArray(t.seedApplied.key, ['role:kitchenOwnCanteen', 'permission-set:own-canteen']),
          like(t.seedApplied.key, 'grant:kitchenOwnCanteen:%'),
        ),
      );
    expect((await seeded()).role).toBeUndefined();
    await seed(db, { demoAccounts: false });
    await expectSeeded();
    // Applied once: an administrator's later removal of a grant sticks across restarts.
    await db
      .delete(t.roleRessourcePermission)
      .where(
        and(
          eq(t.roleRessourcePermission.roleId, SEED_ROLES.kitchenOwnCanteen.id),
          eq(t.roleRessourcePermission.permissionSetId, OWN_CANTEEN_PERMISSION_SET_ID),
        ),
      );
    await seed(db, { demoAccounts: false });
    const { grants } = await seeded();
    expect(grants.filter((g) => g.set === OWN_CANTEEN_PERMISSION_SET_ID)).toEqual([]);
  });
});
