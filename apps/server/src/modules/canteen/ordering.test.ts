import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import type { TestApp } from '../../testing/app';
import { bearer } from '../../testing/users';
import {
  CANTEEN,
  CURRY,
  closePlan,
  countOrders,
  createOrder,
  GESCHNETZELTES,
  orderBody,
  PICK_UP,
  planAt,
  SALAD,
  SCHNITZEL,
  startTestApp,
} from './test-fixtures';

const userOrders = `/portal/api/OrderSystemUserOrder/${CANTEEN}`;
const articlesUrl = `/portal/api/OrderSystemArticle/${CANTEEN}`;

describe('canteen: ordering a meal', () => {
  let app: TestApp;
  let employee: Record<string, string>;
  let kitchen: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    employee = await bearer(app, 'employee');
    kitchen = await bearer(app, 'kitchen');
  });
  afterAll(() => app.close());

  it('orders two meals and gets them back with names, prices, total and pick-up', async () => {
    const planId = await planAt(app);
    const created = await createOrder(
      app,
      employee,
      orderBody(planId, [
        [CURRY, 2],
        [SALAD, 1],
      ]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order).toMatchObject({
      planId,
      applicationId: CANTEEN,
      ...PICK_UP,
      currency: 'CHF',
      total: '28.30', // 2 × 11.90 + 4.50, exact
      orderDetails: [
        { articleId: CURRY, quantity: 2, articlePrice: '11.90', articleName: 'Gemüsecurry' },
        { articleId: SALAD, quantity: 1, articlePrice: '4.50', articleName: 'Salatbuffet' },
      ],
    });
    const mine = await app.app.inject({
      method: 'GET',
      url: `${userOrders}/orderedUserArticlesByPlanId?planId=${planId}`,
      headers: employee,
    });
    expect(mine.json().map((o: { id: string }) => o.id)).toEqual([order.id]);
  });

  it('lists the plans to order from with the countdown’s server time, and hides those not yet visible', async () => {
    const visible = await planAt(app, { date: '2031-05-05' });
    const hidden = await planAt(app, { date: '2031-05-05', visibleFrom: '+1 hour', orderableUntil: '+2 hours' });
    const closed = await planAt(app, { date: '2031-05-05', visibleFrom: '-2 hours', orderableUntil: '-1 hour' });
    const response = await app.app.inject({
      method: 'GET',
      url: `${userOrders}/plans?dateRange=2031-05-05&dateRange=2031-05-05`,
      headers: employee,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Math.abs(Date.parse(body.serverTime) - Date.now())).toBeLessThan(60_000);
    expect(body.canteen).toMatchObject({ applicationId: CANTEEN, timeZone: 'Europe/Zurich', currency: 'CHF' });
    const byId = new Map(body.plans.map((p: { id: string }) => [p.id, p]));
    expect(byId.has(hidden)).toBe(false);
    expect(byId.get(visible)).toMatchObject({ orderable: true });
    expect(byId.get(closed)).toMatchObject({ orderable: false });
    const names = (byId.get(visible) as { planDetails: Array<{ articleName: string; isDefault: boolean }> })
      .planDetails;
    expect(names.filter((d) => !d.isDefault).map((d) => d.articleName)).toEqual([
      'Gemüsecurry',
      'Zürcher Geschnetzeltes',
    ]);
    expect(names.filter((d) => d.isDefault).map((d) => d.articleName)).toContain('Salatbuffet');
  });

  it('refuses an order before visibleFrom with plan_not_visible and stores nothing', async () => {
    const planId = await planAt(app, { visibleFrom: '+1 hour', orderableUntil: '+2 hours' });
    const response = await createOrder(app, employee, orderBody(planId));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('plan_not_visible');
    expect(await countOrders(app, planId)).toBe(0);
  });

  it('refuses an order after orderableUntil with order_deadline_passed, logs it, and stores nothing', async () => {
    const planId = await planAt(app, { visibleFrom: '-2 hours', orderableUntil: '-1 second' });
    const response = await createOrder(app, employee, orderBody(planId));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('order_deadline_passed');
    expect(await countOrders(app, planId)).toBe(0);
    expect(app.logs.some((l) => l.event === 'canteen.order.refused' && l.resource === `plan:${planId}`)).toBe(true);
  });

  it('changes and cancels an order until the deadline, and not after', async () => {
    const planId = await planAt(app);
    const order = (await createOrder(app, employee, orderBody(planId))).json();
    const change = (lines: Array<[string, number]>) =>
      app.app.inject({
        method: 'PUT',
        url: `${userOrders}/${order.id}/updateOrder`,
        headers: employee,
        payload: {
          ...PICK_UP,
          pickUpTime: '12:30',
          orderDetails: lines.map(([articleId, quantity]) => ({ articleId, quantity })),
        },
      });
    expect((await change([[GESCHNETZELTES, 3]])).statusCode).toBe(204);
    const changed = (
      await app.app.inject({ method: 'GET', url: `${userOrders}/${order.id}/order`, headers: employee })
    ).json();
    expect(changed).toMatchObject({ pickUpTime: '12:30', total: '43.50' });
    expect(changed.orderDetails).toMatchObject([{ articleId: GESCHNETZELTES, quantity: 3 }]);

    await closePlan(app, planId);
    const late = await change([[CURRY, 1]]);
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('order_deadline_passed');
    const cancel = await app.app.inject({
      method: 'DELETE',
      url: `${userOrders}/${order.id}/deleteOrder`,
      headers: employee,
    });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().code).toBe('order_deadline_passed');
    const still = (
      await app.app.inject({ method: 'GET', url: `${userOrders}/${order.id}/order`, headers: employee })
    ).json();
    expect(still.orderDetails).toMatchObject([{ articleId: GESCHNETZELTES, quantity: 3 }]);
    expect(
      app.logs.filter((l) => l.event === 'canteen.order.refused' && l.resource === `order:${order.id}`),
    ).toHaveLength(2);
  });

  it('cancels an open order: it is gone', async () => {
    const planId = await planAt(app);
    const order = (await createOrder(app, employee, orderBody(planId))).json();
    const cancel = await app.app.inject({
      method: 'DELETE',
      url: `${userOrders}/${order.id}/deleteOrder`,
      headers: employee,
    });
    expect(cancel.statusCode).toBe(204);
    expect(await countOrders(app, planId)).toBe(0);
  });

  it('keeps the ordered price and name when the article changes afterwards', async () => {
    const article = (
      await app.app.inject({
        method: 'POST',
        url: `${articlesUrl}/createArticle`,
        headers: kitchen,
        payload: { name: 'Risotto', description: 'mit Pilzen', articlePrice: '12.00' },
      })
    ).json();
    const planId = await planAt(app, {}, [article.id]);
    const order = (await createOrder(app, employee, orderBody(planId, [[article.id, 2]]))).json();

    const read = await app.app.inject({ method: 'GET', url: `${articlesUrl}/${article.id}/article`, headers: kitchen });
    const changed = await app.app.inject({
      method: 'PUT',
      url: `${articlesUrl}/${article.id}/updateArticle`,
      headers: { ...kitchen, 'if-match': read.headers.etag as string },
      payload: { name: 'Risotto Deluxe', description: 'mit Trüffeln', articlePrice: '19.50' },
    });
    expect(changed.statusCode, changed.body).toBe(204);

    const after = (
      await app.app.inject({ method: 'GET', url: `${userOrders}/${order.id}/order`, headers: employee })
    ).json();
    expect(after.orderDetails[0]).toMatchObject({
      articleName: 'Risotto',
      articleDescription: 'mit Pilzen',
      articlePrice: '12.00',
    });
    expect(after.total).toBe('24.00');
    // The plan still open offers the new price to whoever orders next.
    const items = await app.app.inject({
      method: 'GET',
      url: `/portal/api/OrderSystemPlan/${CANTEEN}/plan/items?planId=${planId}`,
      headers: kitchen,
    });
    expect(items.json().find((d: { articleId: string }) => d.articleId === article.id)).toMatchObject({
      articleName: 'Risotto Deluxe',
      articlePrice: '19.50',
    });
  });

  it('allows one order per person and plan: a second is refused with order_exists', async () => {
    const planId = await planAt(app);
    expect((await createOrder(app, employee, orderBody(planId))).statusCode).toBe(201);
    const second = await createOrder(app, employee, orderBody(planId, [[GESCHNETZELTES, 1]]));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('order_exists');
    expect(await countOrders(app, planId)).toBe(1);
  });

  it('refuses an article the plan does not offer, naming the line', async () => {
    const planId = await planAt(app, {}, [CURRY]);
    const response = await createOrder(
      app,
      employee,
      orderBody(planId, [
        [CURRY, 1],
        [SCHNITZEL, 1],
      ]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'article_not_offered',
      errors: [{ path: 'body.orderDetails.1.articleId' }],
    });
    expect(await countOrders(app, planId)).toBe(0);
  });

  const invalid: Array<[string, (planId: string) => Record<string, unknown>, string]> = [
    ['a quantity of 0', (p) => orderBody(p, [[CURRY, 0]]), 'body.orderDetails.0.quantity'],
    ['a fractional quantity', (p) => orderBody(p, [[CURRY, 1.5]]), 'body.orderDetails.0.quantity'],
    ['a quantity of 21', (p) => orderBody(p, [[CURRY, 21]]), 'body.orderDetails.0.quantity'],
    ['no lines', (p) => ({ ...orderBody(p), orderDetails: [] }), 'body.orderDetails'],
    [
      'the same article twice',
      (p) =>
        orderBody(p, [
          [CURRY, 1],
          [CURRY, 2],
        ]),
      'body.orderDetails',
    ],
    ['a price sent by the client (mass assignment)', (p) => ({ ...orderBody(p), total: '0.01' }), 'body'],
    [
      'a line with its own price',
      (p) => ({ ...orderBody(p), orderDetails: [{ articleId: CURRY, quantity: 1, articlePrice: '0.01' }] }),
      'body.orderDetails.0',
    ],
    ['a user id (ordering for someone else)', (p) => ({ ...orderBody(p), userId: crypto.randomUUID() }), 'body'],
    ['a pick-up time the canteen does not offer', (p) => ({ ...orderBody(p), pickUpTime: '03:00' }), 'body.pickUpTime'],
    [
      'a pick-up place the canteen does not have',
      (p) => ({ ...orderBody(p), pickUpLocation: 'Dach' }),
      'body.pickUpLocation',
    ],
    ['no pick-up time', (p) => ({ ...orderBody(p), pickUpTime: undefined }), 'body.pickUpTime'],
    ['a plan id that is not a UUID', () => orderBody('42'), 'body.planId'],
  ];

  it.each(invalid)('refuses %s with 400 naming %s, and stores nothing', async (_case, body, field) => {
    const planId = await planAt(app);
    const response = await createOrder(app, employee, body(planId));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    expect(await countOrders(app, planId)).toBe(0);
  });

  it('another user’s order answers 404, the same as no order; they cannot change or cancel it', async () => {
    const planId = await planAt(app);
    const order = (await createOrder(app, employee, orderBody(planId))).json();
    const sales = await bearer(app, 'sales');
    const attempts = [
      { method: 'GET' as const, url: `${userOrders}/${order.id}/order` },
      {
        method: 'PUT' as const,
        url: `${userOrders}/${order.id}/updateOrder`,
        payload: { ...PICK_UP, orderDetails: [{ articleId: CURRY, quantity: 9 }] },
      },
      { method: 'DELETE' as const, url: `${userOrders}/${order.id}/deleteOrder` },
    ];
    for (const attempt of attempts) {
      const response = await app.app.inject({ ...attempt, headers: sales });
      expect(response.statusCode, `${attempt.method} ${response.body}`).toBe(404);
    }
    const missing = await app.app.inject({
      method: 'GET',
      url: `${userOrders}/${crypto.randomUUID()}/order`,
      headers: sales,
    });
    expect(missing.statusCode).toBe(404);
    const list = await app.app.inject({
      method: 'GET',
      url: `${userOrders}/orderedUserArticlesByPlanId?planId=${planId}`,
      headers: sales,
    });
    expect(list.json()).toEqual([]);
    const [row] = await rows<{ quantity: number }>(
      app.database.db,
      sql`select quantity from canteen.order_detail where order_id = ${order.id}`,
    );
    expect(row!.quantity).toBe(1);
  });
});

describe('canteen: idempotency keys on order creation (R2)', () => {
  let app: TestApp;
  let employee: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp();
    employee = await bearer(app, 'employee');
  });
  afterAll(() => app.close());

  it('the same key and body again: the stored order, once', async () => {
    const planId = await planAt(app);
    const key = crypto.randomUUID();
    const first = await createOrder(app, employee, orderBody(planId), key);
    const again = await createOrder(app, employee, orderBody(planId), key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countOrders(app, planId)).toBe(1);
  });

  it('the same key with another body: 422, and nothing changes', async () => {
    const planId = await planAt(app);
    const key = crypto.randomUUID();
    await createOrder(app, employee, orderBody(planId), key);
    const other = await createOrder(app, employee, orderBody(planId, [[CURRY, 5]]), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    const [order] = (
      await app.app.inject({
        method: 'GET',
        url: `${userOrders}/orderedUserArticlesByPlanId?planId=${planId}`,
        headers: employee,
      })
    ).json();
    expect(order.orderDetails[0].quantity).toBe(1);
  });

  it('the same key while the first request still runs: 409 with Retry-After', async () => {
    const planId = await planAt(app);
    const key = crypto.randomUUID();
    const body = orderBody(planId);
    // The first request's claim, as it stands while that request runs.
    const first = await createOrder(app, employee, body, key);
    await app.database.db.execute(sql`
      update portal.idempotency_key set status_code = null, response_body = null, completed_at = null where key = ${key}`);
    const second = await createOrder(app, employee, body, key);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('idempotency_in_flight');
    expect(second.headers['retry-after']).toBe('1');
    expect(first.statusCode).toBe(201);
    expect(await countOrders(app, planId)).toBe(1);
  });

  it('no key: 400, and no order', async () => {
    const planId = await planAt(app);
    const response = await app.app.inject({
      method: 'POST',
      url: `${userOrders}/createOrder`,
      headers: employee,
      payload: orderBody(planId),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('idempotency_key_missing');
    expect(await countOrders(app, planId)).toBe(0);
  });

  it('a refusal is the stored answer too: the retry hears the same deadline refusal', async () => {
    const planId = await planAt(app, { orderableUntil: '-1 second', visibleFrom: '-1 hour' });
    const key = crypto.randomUUID();
    const first = await createOrder(app, employee, orderBody(planId), key);
    const again = await createOrder(app, employee, orderBody(planId), key);
    expect(first.statusCode).toBe(422);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});
