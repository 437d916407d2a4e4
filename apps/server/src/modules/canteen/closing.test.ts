import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { auditEntry } from '../../db/schema';
import { readXlsx } from '../../exports/testing';
import type { TestApp } from '../../testing/app';
import { startTestMailbox, type TestMailbox } from '../../testing/smtp';
import { bearer, demoUserId } from '../../testing/users';
import {
  CANTEEN,
  CURRY,
  closePlan,
  countOrders,
  createOrder,
  GESCHNETZELTES,
  orderBody,
  planAt,
  SALAD,
  startTestApp,
} from './test-fixtures';

const A = `/portal/api/OrderSystemArticle/${CANTEEN}`;
const P = `/portal/api/OrderSystemPlan/${CANTEEN}`;
const O = `/portal/api/OrderSystemOrder/${CANTEEN}`;
const U = `/portal/api/OrderSystemUserOrder/${CANTEEN}`;

/**
 * Issue 21 §9: allergens and additives on articles and plans, the kitchen cancelling an order after
 * the deadline (audited, the person told by e-mail), plans the kitchen closes and reopens, and the
 * personnel number in the payroll statement.
 */
describe('canteen: allergens, cancellation by the kitchen, closed plans, personnel numbers', () => {
  let app: TestApp;
  let mailbox: TestMailbox;
  let kitchen: Record<string, string>;
  let employee: Record<string, string>;

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    app = await startTestApp({ PORTAL_SMTP_URL: mailbox.url });
    kitchen = await bearer(app, 'kitchen');
    employee = await bearer(app, 'employee');
  });
  afterAll(async () => {
    await app.close();
    await mailbox.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    app.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

  const setClosed = (planId: string, closed: boolean) => call('PUT', `${P}/${planId}/closed`, kitchen, { closed });

  const trailOf = (entity: string, entityId: string) =>
    app.database.db
      .select()
      .from(auditEntry)
      .where(and(eq(auditEntry.entity, entity), eq(auditEntry.entityId, entityId)));

  it('keeps an article’s allergens in the regulation’s order, copies them onto plans and shows them to people ordering', async () => {
    const created = await call('POST', `${A}/createArticle`, kitchen, {
      name: 'Sesam-Tofu',
      articlePrice: '9.80',
      allergens: ['sesame', 'soybeans', 'gluten'],
      additives: ['sweetener'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ allergens: ['gluten', 'soybeans', 'sesame'], additives: ['sweetener'] });

    const planId = await planAt(app, {}, [created.json().id, CURRY]);
    const [tomorrow] = await rows<{ day: string }>(app.database.db, sql`select (current_date + 1)::text as day`);
    const day = tomorrow!.day;
    const plans = await call('GET', `${U}/plans?dateRange=${day}`, employee);
    expect(plans.statusCode, plans.body).toBe(200);
    const plan = plans.json().plans.find((p: { id: string }) => p.id === planId);
    const byName = new Map(plan.planDetails.map((d: { articleName: string }) => [d.articleName, d]));
    expect(byName.get('Sesam-Tofu')).toMatchObject({ allergens: ['gluten', 'soybeans', 'sesame'] });
    expect(byName.get('Gemüsecurry')).toMatchObject({ allergens: ['celery', 'mustard'], additives: [] });
    // A default article the plan includes without listing it declares its allergens too.
    expect(byName.get('Salatbuffet')).toMatchObject({ isDefault: true, allergens: ['mustard', 'sulphites'] });
  });

  it('refuses an unknown or repeated allergen with 400 and stores nothing', async () => {
    const before = (await call('GET', `${A}/articles`, kitchen)).json().length;
    for (const allergens of [['shellfish'], ['milk', 'milk']]) {
      const response = await call('POST', `${A}/createArticle`, kitchen, {
        name: 'Falsch',
        articlePrice: '1.00',
        allergens,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect((await call('GET', `${A}/articles`, kitchen)).json()).toHaveLength(before);
  });

  it('lets the kitchen cancel an order after the deadline: gone from cooking and billing, audited, the person told', async () => {
    const planId = await planAt(app, { date: '2034-02-06' }, [CURRY, GESCHNETZELTES]);
    const ordered = await createOrder(
      app,
      employee,
      orderBody(planId, [
        [CURRY, 2],
        [SALAD, 1],
      ]),
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    const orderId = ordered.json().id as string;
    await closePlan(app, planId);

    // The employee cannot cancel any more; the kitchen can.
    expect((await call('DELETE', `${U}/${orderId}/deleteOrder`, employee)).statusCode).toBe(422);
    const noReason = await call('POST', `${O}/${orderId}/cancel`, kitchen, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const cancelled = await call('POST', `${O}/${orderId}/cancel`, kitchen, { reason: 'Krank gemeldet' });
    expect(cancelled.statusCode, cancelled.body).toBe(204);

    expect(await countOrders(app, planId)).toBe(0);
    const overview = await call('GET', `${O}/orderedArticles?dateRange=2034-02-06`, kitchen);
    expect(overview.json().days).toEqual([]);
    const statement = await call('GET', `${O}/statement?month=2034-02`, kitchen);
    expect(statement.json().total).toBe('0.00');

    const [entry, ...more] = await trailOf('canteen.order', orderId);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      action: 'cancel-order',
      actorId: await demoUserId(app, 'kitchen'),
      after: { reason: 'Krank gemeldet', afterDeadline: true },
      before: { id: orderId, total: '28.30', plan: { id: planId, date: '2034-02-06' } },
    });

    const [person] = await rows<{ email: string }>(
      app.database.db,
      sql`select email from portal.portal_user where id = ${ordered.json().userId}`,
    );
    const mail = await mailbox.nextFor(person!.email);
    expect(mail.subject).toMatch(/^Ihre Bestellung für 2034-02-06 wurde storniert – /);
    expect(mail.text).toContain('2 × Gemüsecurry');
    expect(mail.text).toContain('Grund: Krank gemeldet');

    // A second cancellation finds nothing.
    expect((await call('POST', `${O}/${orderId}/cancel`, kitchen, { reason: 'nochmal' })).statusCode).toBe(404);
  });

  it('closes a plan: no orders, changes or cancellations until the kitchen reopens it; both audited', async () => {
    const planId = await planAt(app, { date: '2034-03-07' });
    const first = await createOrder(app, employee, orderBody(planId));
    expect(first.statusCode).toBe(201);
    const sales = await bearer(app, 'sales');

    expect((await setClosed(planId, true)).statusCode).toBe(204);
    const plan = await call('GET', `${P}/${planId}/plan`, kitchen);
    expect(plan.json().closedAt).toMatch(/Z$/);

    const late = await createOrder(app, sales, orderBody(planId));
    expect([late.statusCode, late.json().code]).toEqual([422, 'plan_closed']);
    const change = await call('PUT', `${U}/${first.json().id}/updateOrder`, employee, {
      pickUpTime: '12:00',
      pickUpLocation: 'Ausgabe 1',
      orderDetails: [{ articleId: CURRY, quantity: 3 }],
    });
    expect([change.statusCode, change.json().code]).toEqual([422, 'plan_closed']);
    expect((await call('DELETE', `${U}/${first.json().id}/deleteOrder`, employee)).json().code).toBe('plan_closed');
    const cancel = await call('POST', `${O}/${first.json().id}/cancel`, kitchen, { reason: 'krank' });
    expect([cancel.statusCode, cancel.json().code]).toEqual([409, 'plan_closed']);
    const edit = await call(
      'PUT',
      `${P}/${planId}/updatePlan`,
      { ...kitchen, 'if-match': plan.headers.etag },
      {
        date: '2034-03-07',
        name: 'Anders',
      },
    );
    expect([edit.statusCode, edit.json().code]).toEqual([409, 'plan_closed']);
    const orderable = await call('GET', `${U}/plans?dateRange=2034-03-07`, employee);
    expect(orderable.json().plans.find((p: { id: string }) => p.id === planId)).toMatchObject({ orderable: false });
    expect(await countOrders(app, planId)).toBe(1);

    // Closing again changes nothing; reopening lets orders in again.
    expect((await setClosed(planId, true)).statusCode).toBe(204);
    expect((await setClosed(planId, false)).statusCode).toBe(204);
    expect((await createOrder(app, sales, orderBody(planId))).statusCode).toBe(201);

    const trail = await trailOf('canteen.plan', planId);
    expect(trail.map((e) => e.action).sort()).toEqual(['close-plan', 'reopen-plan']);
    expect(trail.find((e) => e.action === 'close-plan')).toMatchObject({ before: { closed: false, orders: 1 } });
    expect((await setClosed('00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    expect((await call('PUT', `${P}/${planId}/closed`, kitchen, { closed: 'yes' })).statusCode).toBe(400);
  });

  it('names each person’s personnel number in the payroll statement and its workbook', async () => {
    const planId = await planAt(app, { date: '2034-04-03' });
    expect((await createOrder(app, employee, orderBody(planId))).statusCode).toBe(201);
    const statement = await call('GET', `${O}/statement?month=2034-04`, kitchen);
    const [person] = statement.json().people;
    expect(person).toMatchObject({ lastName: expect.any(String), personnelNumber: '100234' });

    const xlsx = await call('GET', `${O}/statement/export?month=2034-04`, kitchen);
    const rows = (await readXlsx(xlsx.rawPayload)).Abrechnung!;
    const header = rows.findIndex((r) => r[0] === 'Personalnummer');
    expect(header).toBeGreaterThanOrEqual(0);
    expect(rows[header + 1]![0]).toBe('100234');
  });
});
